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
        for f in flows.ids {
            if let starts = format2.startAlternatives[f] {
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
                if case .node(let chosen)? = format2.childStarts[current] { reach(chosen, in: child) }
            case .screen:
                let shared = flows[f].sharedHandlers
                guard !shared.isEmpty else { continue }
                let model = project.flows[f.index]
                let own = model.nodes[current.index - flows[f].nodes.startIndex].handlers
                for h in shared where !sharedTaken[h.index] {
                    let outcome = model.flowHandlers[h.index - shared.startIndex].outcome
                    guard !own.contains(where: { $0.outcome == outcome }) else { continue }
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

    /// The flows the entry flow `root` starts, directly or through its
    /// children (see `ResolvedProject.usedFlows`). `mayHaveLostFlowNodes`
    /// asks the model, only of the rare flow with a mistake.
    static func usedFlows(
        from root: FlowID, flows: IDArray<FlowID, ResolvedFlow>, nodes: IDArray<NodeID, ResolvedNode>,
        reachable: IDArray<NodeID, Bool>, tabBars: [NodeID: TabBar],
        mayHaveLostFlowNodes: (FlowID) -> Bool
    ) -> IDArray<FlowID, Bool>? {
        var used = [Bool](repeating: false, count: flows.count)
        var work = [root]
        used[root.index] = true
        while let current = work.popLast() {
            let flow = flows[current]
            if flow.isIncomplete, mayHaveLostFlowNodes(current) { return nil }
            let walked = flow.start != nil && !flow.isIncomplete
            for n in flow.nodes where !walked || reachable[n] {
                if let next = nodes[n].kind.child, !used[next.index] {
                    used[next.index] = true
                    work.append(next)
                } else if case .tabs = nodes[n].kind, let bar = tabBars[n] {
                    for case let next? in bar.flows where !used[next.index] {
                        used[next.index] = true
                        work.append(next)
                    }
                }
            }
        }
        return IDArray(used)
    }
}
