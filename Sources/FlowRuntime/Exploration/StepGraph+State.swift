import FlowIndex
import FlowModel

extension StepGraph {
    /// A lower bound on the steps from `state` to one that shows `node`
    /// (nil when no walk can show it), as `StateSearch` uses it.
    public func estimate(from state: RuntimeState, toShow node: NodeID, _ interpreter: Interpreter) -> Int? {
        let bound = lowerBound(of: state, distances(to: interpreter.nodesShowing(node)))
        return bound == Self.unreachable ? nil : Int(bound)
    }

    /// The fewest steps `state` needs to show a node at `distance` (as
    /// `distances(to:)` gives it): from the current screen, or from any
    /// other screen it holds, which a step (`back`, `dismiss`, `pop`,
    /// `tab`) may show again; within each screen's flow, or up through the
    /// coordinators that started it, each finish leading to the handlers of
    /// the flow node that started that very coordinator.
    func lowerBound(of state: RuntimeState, _ distance: [Int32]) -> Int32 {
        guard let current = state.current else { return Self.unreachable }
        // Where each coordinator's walks may begin: its screens in the
        // state (the current one at no cost, any other after one step),
        // then the handlers its children's exits lead to.
        var seeds = [[(node: NodeID, cost: Int32)]](repeating: [], count: state.coordinators.count)
        var currentSeen = false
        func seed(_ screen: ScreenRef) {
            guard let node = screen.label.id, let position = state.coordinatorPosition(screen.coordinator) else {
                return
            }
            let isCurrent = !currentSeen && screen.coordinator == current.coordinator && screen.label === current.label
            if isCurrent { currentSeen = true }
            seeds[position].append((node, isCurrent ? 0 : 1))
        }
        // Top layer first, so that the current screen is the first met.
        for layer in state.layers.reversed() {
            layer.stack.forEachFromTop(seed)
            for tab in layer.tabBar?.tabs ?? [] { tab.stack.forEachFromTop(seed) }
        }
        // What a coordinator's handlers of its children's exits add to its
        // own ways out: a `finish` there, or a `back` that leaves it empty.
        var handedOut = [[Int32]](repeating: [], count: state.coordinators.count)
        var best = Self.unreachable
        // Children come after their parents, depth first: from the last,
        // each coordinator is done before the one that started it.
        for position in state.coordinators.indices.reversed() {
            let coordinator = state.coordinators[position]
            let flow = coordinator.flowID
            let width = resolved.flows[flow].outcomes.count + 1
            var leaving =
                handedOut[position].isEmpty
                ? [Int32](repeating: Self.unreachable, count: width) : handedOut[position]
            for (node, cost) in seeds[position] {
                let here = distance[node.index]
                if here != Self.unreachable { best = min(best, cost + here) }
                for x in 0..<width {
                    let out = exitCost(from: node, x)
                    if out != Self.unreachable { leaving[x] = min(leaving[x], cost + out) }
                }
            }
            guard let parent = coordinator.parent, let flowNode = coordinator.startedByNode,
                let parentPosition = state.coordinatorPosition(parent)
            else { continue }
            let parentFlow = state.coordinators[parentPosition].flowID
            if handedOut[parentPosition].isEmpty {
                handedOut[parentPosition] = [Int32](
                    repeating: Self.unreachable, count: resolved.flows[parentFlow].outcomes.count + 1)
            }
            hand(leaving, of: flow, to: flowNode, in: parentFlow) { node, cost in
                seeds[parentPosition].append((node, cost))
            } finishing: { x, cost in
                handedOut[parentPosition][x] = min(handedOut[parentPosition][x], cost)
            }
        }
        return best
    }

    /// What the flow node `flowNode` (of `parentFlow`) does when its child
    /// `flow` leaves by each exit at the cost `leaving` gives: the nodes
    /// its handlers show, and the parent's own exits, each with its cost.
    private func hand(
        _ leaving: [Int32], of flow: FlowID, to flowNode: NodeID, in parentFlow: FlowID,
        showing: (NodeID, Int32) -> Void, finishing: (Int, Int32) -> Void
    ) {
        let isTabs = resolved.nodes[flowNode].kind == .tabs
        let written = isTabs ? resolved.model(flowNode, in: parentFlow).handlers : []
        for (offset, handler) in resolved.handlers(of: flowNode).enumerated() {
            let position =
                isTabs
                ? Self.exitPosition(of: written[offset].outcome, in: flow, resolved)
                : (crossingExit[handler.index] >= 0 ? Int(crossingExit[handler.index]) : nil)
            guard let x = position, leaving[x] != Self.unreachable else { continue }
            for alternative in resolved.alternatives(of: handler) {
                let record = resolved.alternatives[alternative]
                if record.kind == .modal, childHoldsWholeStack[flowNode.index] { continue }
                switch record.target {
                case .node(let target) where record.kind.showsTarget: showing(target, leaving[x])
                case .outcome(let outcome):
                    let parentOutcomes = resolved.flows[parentFlow].outcomes
                    finishing(resolved.firstDeclarations[outcome].index - Int(parentOutcomes.lowerBound), leaving[x])
                default:
                    if record.kind == .back || record.kind == .dismiss {
                        finishing(resolved.flows[parentFlow].outcomes.count, leaving[x])
                    }
                }
            }
        }
    }
}
