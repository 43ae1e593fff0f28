import FlowModel

/// A run of consecutive flows resolved on one thread. Its nodes, handlers,
/// alternatives and outcome declarations go straight into their places in
/// the project's arrays (`RecordSlice`), numbered project-wide: the plan
/// says where each flow's records begin, and the alternatives of each run
/// are counted first. The rest (flows, unknown targets, format 2's facts)
/// is the run's own, and `append(_:)` joins it in flow order.
struct ResolutionRun: Sendable {
    let plan: ResolutionPlan
    /// Read field by field: copying a whole Flow or Node retains every
    /// string and array in it.
    private let projectFlows: [Flow]
    var nodes: RecordSlice<ResolvedNode>
    var handlers: RecordSlice<ResolvedHandler>
    var alternatives: RecordSlice<ResolvedAlternative>
    var firstDeclarations: RecordSlice<OutcomeID>
    var flows: [ResolvedFlow] = []
    var unknownTargets: [UnknownTarget] = []
    var format2 = Format2Facts()
    /// Whether another flow starts each flow of the project, for the entry.
    var startedByAnother: [Bool]
    /// Every name a payload declares: outcomes' payloads and nodes' outputs.
    var payloadNames: Set<String> = []

    init(
        _ plan: ResolutionPlan, flows range: Range<Int>, nodes: RecordSlice<ResolvedNode>,
        handlers: RecordSlice<ResolvedHandler>, alternatives: RecordSlice<ResolvedAlternative>,
        firstDeclarations: RecordSlice<OutcomeID>
    ) {
        self.plan = plan
        projectFlows = plan.project.flows
        self.nodes = nodes
        self.handlers = handlers
        self.alternatives = alternatives
        self.firstDeclarations = firstDeclarations
        startedByAnother = [Bool](repeating: false, count: projectFlows.count)
        flows.reserveCapacity(range.count)
    }

    /// Whether the run has written every record it was given room for.
    var isComplete: Bool { nodes.isFull && handlers.isFull && alternatives.isFull && firstDeclarations.isFull }

    /// The id the next node appended gets, project-wide.
    private var nextNode: NodeID { NodeID(nodes.next) }

    /// Resolves flow `f`, the run's next, and appends its records.
    mutating func resolve(flow f: Int) {
        let modelNodes = projectFlows[f].nodes
        let nodeIndex = projectFlows[f].nodeIndex
        let firstNode = nextNode.rawValue
        let firstOutcome = plan.outcomeStarts[f]
        for payload in projectFlows[f].payloads.values {
            for value in payload { payloadNames.insert(value.name) }
        }
        let flowFirstAlternative = Int32(truncatingIfNeeded: alternatives.next)
        let table = plan.outcomeTables[f]
        for outcome in projectFlows[f].outcomes {
            // Declared, so found: at its own position or an earlier one.
            let position = table.position(of: outcome.name)!
            firstDeclarations.append(OutcomeID(rawValue: firstOutcome + Int32(position)))
        }
        // A node left out by the decoder may have been the way to others.
        var flowIsIncomplete = projectFlows[f].gaps.contains(.screens)
        // Taken out of `self` for the flow: written through `self` from the
        // closure below, each alternative was copied out of its list again.
        var alternatives = self.alternatives, unknownTargets = self.unknownTargets, format2 = self.format2
        self.unknownTargets = []
        self.format2 = Format2Facts()
        defer {
            self.alternatives = alternatives
            self.unknownTargets = unknownTargets
            self.format2 = format2
        }
        for n in modelNodes.indices {
            let kind = resolveKind(of: modelNodes, n, in: f, &format2)
            let tabBar = kind == .tabs ? format2.tabBars[nextNode] : nil
            if !modelNodes[n].ignore.isEmpty { format2.ignoringNodes.append(nextNode) }
            // Gathered here, where the node's rare parts are read anyway:
            // a later pass over 100,000 nodes would miss the cache on each.
            for output in modelNodes[n].outputs {
                for value in output.payload { payloadNames.insert(value.name) }
            }
            let firstHandler = HandlerID(handlers.next)
            let nodeFirstAlternative = AlternativeID(alternatives.next)
            var nodeGaps = modelNodes[n].gaps
            var leaves = false
            let modelHandlers = modelNodes[n].handlers
            for h in modelHandlers.indices {
                let modelAlternatives = modelHandlers[h].alternatives
                // Its outcome is known, where it leads is not.
                if modelAlternatives.isEmpty { nodeGaps.insert(.transitions) }
                let node = nextNode
                // A screen's handlers handle no child: their names are not read.
                let handled = kind == .screen ? .nothing : childOutcome(modelHandlers.outcome(at: h), of: kind, tabBar)
                handlers.append(
                    ResolvedHandler(firstAlternative: AlternativeID(alternatives.next), childOutcome: handled))
                // One pass with `forEach`: indexing the list, or its
                // iterator, copied each alternative out of it again.
                modelAlternatives.forEach { alternative in
                    leaves = leaves || alternative.transition.kind != .stay
                    Resolution.append(
                        alternative, flow: FlowID(f), node: node,
                        from: alternative.transition.hasFrom ? projectFlows[f].from(alternative.transition) : nil,
                        nodeIndex: nodeIndex, firstNode: firstNode, outcomes: table, firstOutcome: firstOutcome,
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
                Resolution.resolve($0.node.name, in: projectFlows[f], firstNode: firstNode)
            }
        }
        flowIsIncomplete = flowIsIncomplete || projectFlows[f].gaps.contains(.flowHandlers)
        flows.append(
            ResolvedFlow(
                nodes: IDRange(firstNode, nextNode.rawValue),
                outcomes: IDRange(firstOutcome, plan.outcomeStarts[f + 1]),
                alternatives: IDRange(flowFirstAlternative, Int32(truncatingIfNeeded: alternatives.next)),
                start: start, sharedHandlers: IDRange(0, 0), isIncomplete: flowIsIncomplete))
    }

    /// What `nodes[n]`, the next node of flow `f`, is: a screen, a flow
    /// node, tabs; notes the flows it starts and its chosen start or tab bar.
    /// Read field by field: a Node copied whole retains all it holds.
    private mutating func resolveKind(
        of nodes: [Node], _ n: Int, in f: Int, _ format2: inout Format2Facts
    ) -> NodeKind {
        let project = plan.project
        if let childName = nodes[n].childFlow?.name {
            guard let child = project.flowIndex[childName] else { return .unknownFlow }
            if child != f { startedByAnother[child] = true }
            if let chosen = nodes[n].childStart {
                format2.childStarts[nextNode] = Resolution.resolve(
                    chosen.name, in: projectFlows[child], firstNode: plan.nodeStarts[child])
            }
            return .flowNode(starting: FlowID(child))
        }
        guard let tabs = nodes[n].tabs else { return .screen }
        let tabFlows = tabs.map { tab in project.flowIndex[tab.name].map(FlowID.init) }
        for case let tab? in tabFlows where tab.index != f { startedByAnother[tab.index] = true }
        let selected = nodes[n].selectedTab.flatMap { s in tabs.firstIndex { $0.name == s.name } }
        format2.tabBars[nextNode] = TabBar(flows: tabFlows, selected: selected ?? 0)
        return .tabs
    }

    /// Which outcome of its child a handler of `outcome` at a node of
    /// `kind` (with `tabBar`, for tabs) handles: declared, the system back,
    /// unknown; nothing at a screen.
    private func childOutcome(_ outcome: String, of kind: NodeKind, _ tabBar: TabBar?) -> ChildOutcome {
        switch kind {
        case .flowNode(let child):
            if let position = plan.outcomeTables[child.index].position(of: outcome) {
                return .declared(OutcomeID(rawValue: plan.outcomeStarts[child.index] + Int32(position)))
            }
            return outcome == SystemOutcome.back ? .systemBack : .unknown
        case .tabs:
            for case let tab? in tabBar?.flows ?? [] {
                guard let position = plan.outcomeTables[tab.index].position(of: outcome) else { continue }
                return .declared(OutcomeID(rawValue: plan.outcomeStarts[tab.index] + Int32(position)))
            }
            return outcome == SystemOutcome.back ? .systemBack : .unknown
        case .screen, .unknownFlow:
            return .nothing
        }
    }
}
