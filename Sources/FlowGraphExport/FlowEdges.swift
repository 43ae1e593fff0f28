import FlowIndex
import FlowModel

extension SceneBuilder {
    /// The edges of one flow: each node's (its links to child flows first,
    /// then its transitions merged by `EdgeMerger`), then the flow's shared
    /// transitions from its anchor.
    func edges(of flow: Flow, at flowIndex: Int, shared: SharedTransitions) -> [GraphScene.Edge] {
        let exits = exits(of: flow)
        let flowFaded = isFaded(flow: flowIndex)
        var edges: [GraphScene.Edge] = []
        for (nodeIndex, node) in flow.nodes.enumerated() where isDrawn(flow, nodeIndex) {
            let from = Self.nodeID(flowIndex, nodeIndex)
            let faded = flowFaded || !isReachable(flow: flowIndex, node: nodeIndex)
            let id = id(flow: flowIndex, node: nodeIndex)
            edges += childLinks(from: from, node: id, inFlow: flowIndex, faded: faded)
            var merger = EdgeMerger(from: from)
            // The node's alternatives in the index, in the order they are written.
            var resolvedAlternative = resolved.alternatives(of: id).startIndex
            for (handlerIndex, handler) in node.handlers.enumerated() {
                defer { resolvedAlternative += handler.alternatives.count }
                guard !shared.isShared(node: nodeIndex, handler: handlerIndex) else { continue }
                add(
                    handler, resolvedFrom: resolvedAlternative, of: flow, at: flowIndex, exits: exits, faded: faded,
                    to: &merger)
            }
            edges += merger.edges()
        }
        guard !shared.entries.isEmpty else { return edges }
        var anchor = EdgeMerger(from: Self.anchorID(flowIndex))
        for entry in shared.entries {
            let handler: Handler, resolvedHandler: HandlerID
            switch entry.source {
            case .flow(let position):
                handler = flow.flowHandlers[position]
                resolvedHandler = HandlerID(resolved.flows[flowIndex].sharedHandlers.startIndex + position)
            case .screen(let node, let position):
                handler = flow.nodes[node].handlers[position]
                resolvedHandler = HandlerID(
                    resolved.handlers(of: id(flow: flowIndex, node: node)).startIndex + position)
            }
            add(
                handler, resolvedFrom: resolved.alternatives(of: resolvedHandler).startIndex, of: flow, at: flowIndex,
                exits: exits, faded: flowFaded || !entry.isReachable, to: &anchor)
        }
        return edges + anchor.edges()
    }

    /// Adds the alternatives of `handler`, whose first alternative in the
    /// index is `first`, to the edges `merger` gathers. What cannot be drawn
    /// (a target that does not exist) is left out. A `pop` without a target
    /// goes back to the flow's first screen: drawn to its start.
    private func add(
        _ handler: Handler, resolvedFrom first: Int, of flow: Flow, at flowIndex: Int, exits: [String],
        faded: Bool, to merger: inout EdgeMerger
    ) {
        for (offset, alternative) in handler.alternatives.enumerated() {
            let target = resolved.alternatives[first + offset].target
            let transition = alternative.transition
            let to: String?
            switch transition.kind {
            case .push, .modal, .replace:
                to = target.node.map { Self.nodeID(flowIndex, position(of: $0, in: flowIndex)) }
            case .pop:
                let node = transition.target == nil ? resolved.flows[flowIndex].start : target.node
                to = node.map { Self.nodeID(flowIndex, position(of: $0, in: flowIndex)) }
            case .finish:
                to = transition.target.flatMap { exits.firstIndex(of: $0) }.map { Self.exitID(flowIndex, $0) }
            case .back, .dismiss, .stay:
                to = merger.from
            }
            guard let to else { continue }
            merger.add(
                to: to, trigger: EdgeLabels.trigger(outcome: handler.outcome, alternative: alternative),
                kindText: EdgeLabels.kindText(transition, from: flow.from(transition)?.name),
                kind: EdgeLabels.kind(of: transition), isFaded: faded)
        }
    }
}
