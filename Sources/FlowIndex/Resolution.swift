import FlowModel
import FlowParallel

/// The one pass over the model that fills `ResolvedProject`'s arrays.
enum Resolution {
    /// Every record of `project`, in the project's numbering.
    static func resolve(_ project: Project, threads: Int = 1) -> ResolvedRecords {
        let plan = ResolutionPlan(project)
        // One run of flows per thread. Each run's alternatives are counted
        // first, side by side, so that every run knows where its records go.
        let ranges = plan.runs(threads: threads)
        let counts = ParallelMap.map(ranges, workers: threads) { plan.alternativeCount(of: $0) }
        var starts = [0]
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        let alternativeStarts = starts, nodeAlternativeEnd = starts[starts.count - 1]
        let nodeHandlerEnd = Int(plan.handlerStarts[plan.handlerStarts.count - 1])
        var joined: ResolutionRun?
        let records = RecordArrays.make(
            nodes: plan.nodeCount, handlers: plan.handlerCount,
            alternatives: nodeAlternativeEnd + plan.flowHandlerAlternativeCount(), outcomes: plan.outcomeCount
        ) { nodes, handlers, alternatives, outcomes in
            let runs = ParallelMap.map(Array(ranges.indices), workers: threads) { k in
                let range = ranges[k], last = range.upperBound
                var run = ResolutionRun(
                    plan, flows: range,
                    nodes: RecordSlice(nodes, Int(plan.nodeStarts[range.lowerBound])..<Int(plan.nodeStarts[last])),
                    handlers: RecordSlice(
                        handlers, Int(plan.handlerStarts[range.lowerBound])..<Int(plan.handlerStarts[last])),
                    alternatives: RecordSlice(alternatives, alternativeStarts[k]..<alternativeStarts[k + 1]),
                    firstDeclarations: RecordSlice(
                        outcomes, Int(plan.outcomeStarts[range.lowerBound])..<Int(plan.outcomeStarts[last])))
                for f in range { run.resolve(flow: f) }
                precondition(run.isComplete, "a run of flows left records unwritten")
                return run
            }
            var all = runs[0]
            for run in runs.dropFirst() { all.append(run) }
            // The flows' own handlers, after every node's, so that a node's
            // handlers and alternatives still run up to the next node's first.
            all.handlers = RecordSlice(handlers, nodeHandlerEnd..<plan.handlerCount)
            all.alternatives = RecordSlice(alternatives, nodeAlternativeEnd..<alternatives.count)
            all.resolveFlowHandlers()
            precondition(
                all.handlers.isFull && all.alternatives.isFull, "the flows' own handlers left records unwritten")
            joined = all
        }
        return ResolvedRecords(
            arrays: records, run: joined!, nodeHandlerEnd: Int32(truncatingIfNeeded: nodeHandlerEnd),
            nodeAlternativeEnd: Int32(truncatingIfNeeded: nodeAlternativeEnd))
    }

    /// Resolves one alternative in its flow and appends it.
    @inline(__always)
    static func append(
        _ alternative: Alternative, flow: FlowID, node: NodeID?, from: Located?, nodeIndex: NodeIndex, firstNode: Int32,
        outcomes table: OutcomeTable, firstOutcome: Int32, to alternatives: inout RecordSlice<ResolvedAlternative>,
        unknownTargets: inout [UnknownTarget], format2: inout Format2Facts
    ) {
        let kind = alternative.transition.kind
        let id = AlternativeID(alternatives.next)
        if alternative.transition.dismissing { format2.dismissing.insert(id) }
        var target = AlternativeTarget.nothing
        switch kind {
        case .push, .modal, .replace, .pop:
            guard let name = alternative.transition.target else { break }
            if let position = nodeIndex[name] {
                target = .node(NodeID(rawValue: firstNode + Int32(position)))
            } else {
                target = .unknown
                unknownTargets.append(UnknownTarget(alternative: id, flow: flow, node: node))
            }
            if let from {
                let resolved = nodeIndex[from.name].map {
                    AlternativeTarget.node(NodeID(rawValue: firstNode + Int32($0)))
                }
                format2.fromTargets[id] = resolved ?? .unknown
                if resolved == nil {
                    unknownTargets.append(UnknownTarget(alternative: id, flow: flow, node: node, isFrom: true))
                }
            }
        case .finish:
            guard let name = alternative.transition.target else { break }
            target =
                table.position(of: name).map { .outcome(OutcomeID(rawValue: firstOutcome + Int32($0))) } ?? .unknown
        case .back, .dismiss, .stay:
            break
        }
        alternatives.append(
            ResolvedAlternative(
                target: target, kind: kind, style: alternative.transition.style,
                hasNavigation: alternative.transition.hasNavigation,
                hasConditions: !(alternative.when?.isEmpty ?? true), dismissing: alternative.transition.dismissing,
                hasFrom: from != nil))
    }

    /// A node of `flow` by name: `.node`, or `.unknown`.
    static func resolve(_ name: String, in flow: Flow, firstNode: Int32) -> AlternativeTarget {
        flow.nodeIndex[name].map { .node(NodeID(rawValue: firstNode + Int32($0))) } ?? .unknown
    }

    /// The one marked `entry: true`, or, when none is marked, the only flow
    /// that no other flow starts (a flow that starts only itself still
    /// counts). A flow marked `entry: false` is never chosen.
    static func entry(_ flows: [Flow], startedByAnother: [Bool]) -> EntryFlow {
        var marked: [FlowID] = []
        for f in flows.indices where flows[f].entry == true { marked.append(FlowID(f)) }
        if marked.count == 1 { return .found(marked[0]) }
        if marked.count > 1 { return .several(marked) }
        var roots: [FlowID] = []
        for f in flows.indices where !startedByAnother[f] && flows[f].entry != false { roots.append(FlowID(f)) }
        if roots.count == 1 { return .found(roots[0]) }
        return roots.isEmpty ? .missing : .several(roots)
    }
}
