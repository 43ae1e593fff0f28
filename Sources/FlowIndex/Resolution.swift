import FlowModel
import FlowParallel

/// The one pass over the model that fills `ResolvedProject`'s arrays.
enum Resolution {
    /// Every record of `project`, in the project's numbering, with where
    /// node handlers and alternatives end (the flows' own handlers follow).
    static func resolve(_ project: Project, threads: Int = 1) -> (
        records: ResolutionRun, nodeHandlerEnd: Int32, nodeAlternativeEnd: Int32
    ) {
        let plan = ResolutionPlan(project)
        // One run of flows per thread, each numbering its own alternatives
        // from zero; the runs are joined in flow order.
        let runs = plan.runs(threads: threads)
        var resolved = ParallelMap.map(runs, workers: threads) { range in
            var run = ResolutionRun(plan, flows: range)
            for f in range { run.resolve(flow: f) }
            return run
        }
        var joined = resolved.removeFirst()
        for run in resolved { joined.append(run) }
        // The flows' own handlers, after every node's, so that a node's
        // handlers and alternatives still run up to the next node's first.
        let ends = (
            Int32(truncatingIfNeeded: joined.handlers.count), Int32(truncatingIfNeeded: joined.alternatives.count)
        )
        joined.resolveFlowHandlers()
        return (joined, ends.0, ends.1)
    }

    /// Resolves one alternative in its flow and appends it.
    @inline(__always)
    static func append(
        _ alternative: Alternative, flow: FlowID, node: NodeID?, from: Located?, nodeIndex: NodeIndex, firstNode: Int32,
        outcomes table: OutcomeTable, firstOutcome: Int32, to alternatives: inout [ResolvedAlternative],
        unknownTargets: inout [UnknownTarget], format2: inout Format2Facts
    ) {
        let kind = alternative.transition.kind
        let id = AlternativeID(alternatives.count)
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
