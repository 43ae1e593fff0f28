import FlowModel

/// The one pass over the model that fills `ResolvedProject`'s arrays.
struct Resolution {
    let flows: [ResolvedFlow]
    let nodes: [ResolvedNode]
    let handlers: [ResolvedHandler]
    let alternatives: [ResolvedAlternative]
    let firstDeclarations: [OutcomeID]
    let unknownTargets: [UnknownTarget]
    let entry: EntryFlow
    let format2: Format2Facts
    /// Where node handlers and alternatives end: the flows' own handlers follow.
    let nodeHandlerEnd: Int32
    let nodeAlternativeEnd: Int32

    init(_ project: Project) {
        // Filled in local arrays, which the optimizer sees are never shared,
        // and stored at the end.
        var flows: [ResolvedFlow] = []
        var nodes: [ResolvedNode] = []
        var handlers: [ResolvedHandler] = []
        var alternatives: [ResolvedAlternative] = []
        var firstDeclarations: [OutcomeID] = []
        var unknownTargets: [UnknownTarget] = []
        let projectFlows = project.flows
        flows.reserveCapacity(projectFlows.count)
        // Nodes, handlers and outcomes are counted first so that their
        // arrays are allocated once at their exact size: grown by doubling,
        // they would hold up to twice the memory at the peak. Alternatives
        // are estimated instead: counting them would read every handler of
        // the model a second time, which costs more than a rare regrowth. A
        // quarter more than the handlers covers a typical project's lists.
        // The same pass notes where each flow's outcomes start: a flow node
        // may start a flow resolved after its own.
        var outcomeStarts: [Int32] = [], nodeStarts: [Int32] = []
        outcomeStarts.reserveCapacity(projectFlows.count)
        nodeStarts.reserveCapacity(projectFlows.count)
        var nodeCount = 0, handlerCount = 0, outcomeCount = 0
        for flow in projectFlows {
            nodeStarts.append(Int32(truncatingIfNeeded: nodeCount))
            nodeCount += flow.nodes.count
            outcomeStarts.append(Int32(truncatingIfNeeded: outcomeCount))
            outcomeCount += flow.outcomes.count
            for node in flow.nodes { handlerCount += node.handlers.count }
        }
        nodes.reserveCapacity(nodeCount)
        handlers.reserveCapacity(handlerCount)
        firstDeclarations.reserveCapacity(outcomeCount)
        alternatives.reserveCapacity(handlerCount + handlerCount / 4)
        // Outcome lookups per flow, built once: a child flow is asked once
        // for every handler of every flow node that starts it.
        let outcomeTables = projectFlows.indices.map { OutcomeTable(projectFlows[$0].outcomes) }
        // Whether another flow starts each flow, for the entry.
        var startedByAnother = [Bool](repeating: false, count: projectFlows.count)
        var format2 = Format2Facts()
        for f in projectFlows.indices {
            // Fields are read one by one: copying a whole Flow or Node
            // retains every string and array in it.
            let modelNodes = projectFlows[f].nodes
            let nodeIndex = projectFlows[f].nodeIndex
            let firstNode = Int32(truncatingIfNeeded: nodes.count)
            let firstOutcome = outcomeStarts[f]
            let flowFirstAlternative = Int32(truncatingIfNeeded: alternatives.count)
            let table = outcomeTables[f]
            for outcome in projectFlows[f].outcomes {
                // Declared, so found: at its own position or an earlier one.
                let position = table.position(of: outcome.name)!
                firstDeclarations.append(OutcomeID(rawValue: firstOutcome + Int32(position)))
            }
            // A node left out by the decoder may have been the way to others.
            var flowIsIncomplete = projectFlows[f].gaps.contains(.screens)
            for n in modelNodes.indices {
                let modelHandlers = modelNodes[n].handlers
                var kind = NodeKind.screen
                if let childName = modelNodes[n].childFlow?.name {
                    if let child = project.flowIndex[childName] {
                        kind = .flowNode(starting: FlowID(child))
                        if child != f { startedByAnother[child] = true }
                        if let chosen = modelNodes[n].childStart {
                            format2.childStarts[NodeID(nodes.count)] = Self.resolve(
                                chosen.name, in: projectFlows[child], firstNode: nodeStarts[child])
                        }
                    } else {
                        kind = .unknownFlow
                    }
                } else if let tabs = modelNodes[n].tabs {
                    kind = .tabs
                    let tabFlows = tabs.map { tab in project.flowIndex[tab.name].map(FlowID.init) }
                    for case let tab? in tabFlows where tab.index != f { startedByAnother[tab.index] = true }
                    let selected = modelNodes[n].selectedTab.flatMap { s in tabs.firstIndex { $0.name == s.name } }
                    format2.tabBars[NodeID(nodes.count)] = TabBar(flows: tabFlows, selected: selected ?? 0)
                }
                if !modelNodes[n].ignore.isEmpty { format2.ignoringNodes.append(NodeID(nodes.count)) }
                let firstHandler = HandlerID(handlers.count)
                let nodeFirstAlternative = AlternativeID(alternatives.count)
                var nodeGaps = modelNodes[n].gaps
                var leaves = false
                for h in modelHandlers.indices {
                    let modelAlternatives = modelHandlers[h].alternatives
                    var childOutcome = ChildOutcome.nothing
                    if let child = kind.child {
                        let name = modelHandlers[h].outcome
                        if let position = outcomeTables[child.index].position(of: name) {
                            childOutcome = .declared(OutcomeID(rawValue: outcomeStarts[child.index] + Int32(position)))
                        } else {
                            childOutcome = name == SystemOutcome.back ? .systemBack : .unknown
                        }
                    } else if case .tabs = kind, let bar = format2.tabBars[NodeID(nodes.count)] {
                        let name = modelHandlers[h].outcome
                        childOutcome = name == SystemOutcome.back ? .systemBack : .unknown
                        for case let tab? in bar.flows {
                            guard let position = outcomeTables[tab.index].position(of: name) else { continue }
                            childOutcome = .declared(OutcomeID(rawValue: outcomeStarts[tab.index] + Int32(position)))
                            break
                        }
                    }
                    // Its outcome is known, where it leads is not.
                    if modelAlternatives.isEmpty { nodeGaps.insert(.transitions) }
                    handlers.append(
                        ResolvedHandler(
                            firstAlternative: AlternativeID(alternatives.count),
                            childOutcome: childOutcome))
                    // One pass with `forEach`: indexing the list, or its
                    // iterator, copied each alternative out of it again.
                    modelAlternatives.forEach { alternative in
                        leaves = leaves || alternative.transition.kind != .stay
                        Self.append(
                            alternative, flow: FlowID(f), node: NodeID(nodes.count),
                            from: alternative.transition.hasFrom ? projectFlows[f].from(alternative.transition) : nil,
                            nodeIndex: nodeIndex,
                            firstNode: firstNode, outcomes: table, firstOutcome: firstOutcome,
                            to: &alternatives, unknownTargets: &unknownTargets, format2: &format2)
                    }
                }
                // Settled after the walk: only a reachable node's lost
                // transitions leave the flow's reachability unknown.
                flowIsIncomplete = flowIsIncomplete || nodeGaps.contains(.transitions)
                nodes.append(
                    ResolvedNode(
                        firstHandler: firstHandler, firstAlternative: nodeFirstAlternative, kind: kind,
                        gaps: nodeGaps, leaves: leaves))
            }
            let start = nodeIndex[projectFlows[f].start.name].map { NodeID(rawValue: firstNode + Int32($0)) }
            if !projectFlows[f].startAlternatives.isEmpty {
                format2.startAlternatives[FlowID(f)] = projectFlows[f].startAlternatives.map {
                    Self.resolve($0.node.name, in: projectFlows[f], firstNode: firstNode)
                }
            }
            flowIsIncomplete = flowIsIncomplete || projectFlows[f].gaps.contains(.flowHandlers)
            flows.append(
                ResolvedFlow(
                    nodes: IDRange(firstNode, Int32(truncatingIfNeeded: nodes.count)),
                    outcomes: IDRange(firstOutcome, Int32(truncatingIfNeeded: firstDeclarations.count)),
                    alternatives: IDRange(flowFirstAlternative, Int32(truncatingIfNeeded: alternatives.count)),
                    start: start, sharedHandlers: IDRange(0, 0), isIncomplete: flowIsIncomplete))
        }
        // The flows' own handlers, after every node's, so that a node's
        // handlers and alternatives still run up to the next node's first.
        nodeHandlerEnd = Int32(truncatingIfNeeded: handlers.count)
        nodeAlternativeEnd = Int32(truncatingIfNeeded: alternatives.count)
        for f in projectFlows.indices where !projectFlows[f].flowHandlers.isEmpty {
            let first = Int32(truncatingIfNeeded: handlers.count)
            for handler in projectFlows[f].flowHandlers {
                handlers.append(
                    ResolvedHandler(firstAlternative: AlternativeID(alternatives.count), childOutcome: .nothing))
                handler.alternatives.forEach { alternative in
                    Self.append(
                        alternative, flow: FlowID(f), node: nil, from: projectFlows[f].from(alternative.transition),
                        nodeIndex: projectFlows[f].nodeIndex,
                        firstNode: flows[f].nodes.lowerBound, outcomes: outcomeTables[f],
                        firstOutcome: outcomeStarts[f], to: &alternatives, unknownTargets: &unknownTargets,
                        format2: &format2)
                }
            }
            flows[f] = flows[f].with(sharedHandlers: IDRange(first, Int32(truncatingIfNeeded: handlers.count)))
        }
        self.flows = flows
        self.nodes = nodes
        self.handlers = handlers
        self.alternatives = alternatives
        self.firstDeclarations = firstDeclarations
        self.unknownTargets = unknownTargets
        self.format2 = format2
        entry = Self.entry(projectFlows, startedByAnother: startedByAnother)
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
