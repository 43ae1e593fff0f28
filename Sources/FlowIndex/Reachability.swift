/// The walks behind `ResolvedProject`'s reachability facts. Each is an
/// explicit worklist: a 100,000-screen chain costs heap, never stack, and
/// each walk is linear in the size of the graph.
struct Reachability {
    let reachable: IDArray<NodeID, Bool>
    let reachesFinish: IDArray<FlowID, Bool>
    let finished: IDArray<OutcomeID, Bool>

    /// Every flow from its start along push, modal and replace targets.
    /// The `finish`es met on the way are noted in the same walk: it already
    /// visits every alternative of every reachable node.
    init(
        flows: IDArray<FlowID, ResolvedFlow>, nodes: IDArray<NodeID, ResolvedNode>,
        alternatives: IDArray<AlternativeID, ResolvedAlternative>, outcomeCount: Int
    ) {
        // Plain arrays while they are written, which the optimizer sees are
        // never shared.
        var reachable = [Bool](repeating: false, count: nodes.count)
        var reachesFinish = [Bool](repeating: false, count: flows.count)
        var finished = [Bool](repeating: false, count: outcomeCount)
        var work: [NodeID] = []
        for f in flows.ids {
            guard let start = flows[f].start else { continue }
            reachable[start.index] = true
            work.append(start)
            while let current = work.popLast() {
                let next = current.index + 1
                let end = next < nodes.count ? nodes[next].firstAlternative.index : alternatives.count
                for a in nodes[current].firstAlternative.index..<end {
                    switch alternatives[a].target {
                    case .node(let target):
                        guard !reachable[target.index] else { continue }
                        reachable[target.index] = true
                        work.append(target)
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
        reachable: IDArray<NodeID, Bool>,
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
                guard let next = nodes[n].kind.child, !used[next.index] else { continue }
                used[next.index] = true
                work.append(next)
            }
        }
        return IDArray(used)
    }
}
