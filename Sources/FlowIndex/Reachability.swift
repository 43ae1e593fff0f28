import FlowModel

/// The walks behind `ResolvedProject`'s reachability facts. Each is an
/// explicit worklist: a 100,000-screen chain costs heap, never stack, and
/// each walk is linear in the size of the graph.
struct Reachability {
    let reachable: IDArray<NodeID, Bool>
    let reachesFinish: IDArray<FlowID, Bool>
    let finished: IDArray<OutcomeID, Bool>

    /// Every flow from each of its starts along push, modal and replace
    /// targets, its own `on` included for every screen that does not map
    /// the outcome itself; a flow node's chosen `start` is a start of its
    /// child flow. The `finish`es met on the way are noted in the same
    /// walk: it already visits every alternative of every reachable node.
    init(
        project: Project, flows: IDArray<FlowID, ResolvedFlow>, nodes: IDArray<NodeID, ResolvedNode>,
        handlers: IDArray<HandlerID, ResolvedHandler>, alternatives: IDArray<AlternativeID, ResolvedAlternative>,
        outcomeCount: Int, format2: Format2Facts, nodeAlternativeEnd: Int
    ) {
        // Plain arrays while they are written, which the optimizer sees are
        // never shared.
        var reachable = [Bool](repeating: false, count: nodes.count)
        var reachesFinish = [Bool](repeating: false, count: flows.count)
        var finished = [Bool](repeating: false, count: outcomeCount)
        var sharedTaken = [Bool](repeating: false, count: handlers.count)
        var work: [(node: NodeID, flow: FlowID)] = []
        func reach(_ node: NodeID, in flow: FlowID) {
            guard !reachable[node.index] else { return }
            reachable[node.index] = true
            work.append((node, flow))
        }
        func walk(_ range: Range<Int>, in f: FlowID) {
            for a in range {
                switch alternatives[a].target {
                case .node(let target):
                    if alternatives[a].kind != .pop { reach(target, in: f) }
                case .outcome(let outcome):
                    reachesFinish[f.index] = true
                    finished[outcome.index] = true
                case .unknown where alternatives[a].kind == .finish:
                    reachesFinish[f.index] = true
                case .unknown, .nothing:
                    continue
                }
            }
        }
        // Most projects have no start lists or chosen starts: no lookups then.
        let hasStartLists = !format2.startAlternatives.isEmpty, hasChosenStarts = !format2.childStarts.isEmpty
        for f in flows.ids {
            if hasStartLists, let starts = format2.startAlternatives[f] {
                for case .node(let start) in starts { reach(start, in: f) }
            } else if let start = flows[f].start {
                reach(start, in: f)
            }
        }
        while let (current, f) = work.popLast() {
            let next = current.index + 1
            let end = next < nodes.count ? nodes[next].firstAlternative.index : nodeAlternativeEnd
            walk(nodes[current].firstAlternative.index..<end, in: f)
            switch nodes[current].kind {
            case .flowNode(let child):
                if hasChosenStarts, case .node(let chosen)? = format2.childStarts[current] { reach(chosen, in: child) }
            case .screen:
                let shared = flows[f].sharedHandlers
                guard !shared.isEmpty else { continue }
                // Fields read in place: a copy of the flow retains every
                // string and array in it.
                let own = project.flows[f.index].nodes[current.index - flows[f].nodes.startIndex].handlers
                for h in shared where !sharedTaken[h.index] {
                    let outcome = project.flows[f.index].flowHandlers[h.index - shared.startIndex].outcome
                    guard !own.indices.contains(where: { own.outcome(at: $0) == outcome }) else { continue }
                    sharedTaken[h.index] = true
                    let last =
                        h.index + 1 < handlers.count ? handlers[h.index + 1].firstAlternative.index : alternatives.count
                    walk(handlers[h].firstAlternative.index..<last, in: f)
                }
            case .unknownFlow, .tabs:
                continue
            }
        }
        self.reachable = IDArray(reachable)
        self.reachesFinish = IDArray(reachesFinish)
        self.finished = IDArray(finished)
    }

    /// `flows` with `isIncomplete` settled by the walk: a flow counted
    /// incomplete only for its nodes' lost transitions (`Resolution` cannot
    /// tell which nodes are reachable) stays so only when one of those
    /// nodes is reachable. A lost transition of an unreachable node could
    /// only lead on from a node nothing leads to.
    static func settled(
        _ flows: IDArray<FlowID, ResolvedFlow>, project: Project, nodes: IDArray<NodeID, ResolvedNode>,
        reachable: IDArray<NodeID, Bool>
    ) -> IDArray<FlowID, ResolvedFlow> {
        var result = flows
        for f in flows.ids where flows[f].isIncomplete {
            if !project.flows[f.index].gaps.isDisjoint(with: [.screens, .flowHandlers]) { continue }
            let lost = flows[f].nodes.contains { reachable[$0] && nodes[$0].gaps.contains(.transitions) }
            if !lost { result[f] = flows[f].with(isIncomplete: false) }
        }
        return result
    }

    /// The flows the entry flow `root` starts, directly or through its
    /// children (see `ResolvedProject.usedFlows`). In a flow met on the way
    /// whose reachability is unknown every flow node counts. When one of
    /// them may have lost a flow node (`NodeGaps.childFlow`, or a node left
    /// out with `screens`), the flows no known flow node starts, and those
    /// they start, count too: the lost node may have started any of them.
    /// Every other flow is still told apart.
    static func usedFlows(
        from root: FlowID, project: Project, flows: IDArray<FlowID, ResolvedFlow>,
        nodes: IDArray<NodeID, ResolvedNode>, reachable: IDArray<NodeID, Bool>, tabBars: [NodeID: TabBar]
    ) -> IDArray<FlowID, Bool> {
        var used = [Bool](repeating: false, count: flows.count)
        var work = [root]
        used[root.index] = true
        var mayStartUnknownFlows = false, orphansCounted = false
        func use(_ flow: FlowID) {
            guard !used[flow.index] else { return }
            used[flow.index] = true
            work.append(flow)
        }
        while true {
            while let current = work.popLast() {
                let flow = flows[current]
                let walked = flow.start != nil && !flow.isIncomplete
                if flow.isIncomplete, project.flows[current.index].gaps.contains(.screens) {
                    mayStartUnknownFlows = true
                }
                for n in flow.nodes where !walked || reachable[n] {
                    if let next = nodes[n].kind.child {
                        use(next)
                    } else if case .tabs = nodes[n].kind, let bar = tabBars[n] {
                        for case let next? in bar.flows { use(next) }
                    }
                    if nodes[n].gaps.contains(.childFlow) { mayStartUnknownFlows = true }
                }
            }
            guard mayStartUnknownFlows, !orphansCounted else { break }
            orphansCounted = true
            let parented = hasParent(flows: flows, nodes: nodes, tabBars: tabBars)
            for f in flows.ids where !parented[f.index] { use(f) }
        }
        return IDArray(used)
    }

    /// For each flow, whether a known flow node or tab of another flow
    /// starts it.
    private static func hasParent(
        flows: IDArray<FlowID, ResolvedFlow>, nodes: IDArray<NodeID, ResolvedNode>, tabBars: [NodeID: TabBar]
    ) -> [Bool] {
        var result = [Bool](repeating: false, count: flows.count)
        for parent in flows.ids {
            for n in flows[parent].nodes {
                if let child = nodes[n].kind.child, child != parent { result[child.index] = true }
                guard case .tabs = nodes[n].kind, let bar = tabBars[n] else { continue }
                for case let tab? in bar.flows where tab != parent { result[tab.index] = true }
            }
        }
        return result
    }
}

extension ResolvedFlow {
    fileprivate func with(isIncomplete: Bool) -> ResolvedFlow {
        ResolvedFlow(
            nodes: nodes, outcomes: outcomes, alternatives: alternatives, start: start,
            sharedHandlers: sharedHandlers, isIncomplete: isIncomplete)
    }
}
