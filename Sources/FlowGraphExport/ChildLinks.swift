import FlowIndex
import FlowModel

extension SceneBuilder {
    /// The dashed links from a node to the flows it starts: a flow node's
    /// to its child, a tabs node's from each tab to that tab's flow.
    func childLinks(from: String, node: NodeID, inFlow flowIndex: Int, faded: Bool) -> [GraphScene.Edge] {
        switch resolved.nodes[node].kind {
        case .flowNode(let child):
            guard selected[child.index] else { return [] }
            // A chosen start (`start:` on the flow node) is pointed at itself,
            // not at the child's box, so that a reader sees where it enters.
            if case .node(let start)? = resolved.format2.childStarts[node] {
                let name = resolved.model(start, in: child).name
                return [
                    .init(
                        from: from, to: Self.nodeID(child.index, position(of: start, in: child.index)),
                        label: "starts at " + name, kind: .startsFlow, isFaded: faded, headCluster: nil)
                ]
            }
            return link(from: from, to: child, inFlow: flowIndex, label: "starts", faded: faded).map { [$0] } ?? []
        case .tabs:
            let tabs = resolved.format2.tabBars[node]?.flows ?? []
            return tabs.enumerated().compactMap { tab, flow in
                guard let flow, selected[flow.index] else { return nil }
                var edge = link(from: from, to: flow, inFlow: flowIndex, label: "", faded: faded)
                edge?.tailPort = "t\(tab)"
                return edge
            }
        case .screen, .unknownFlow:
            return []
        }
    }

    /// A link to `child`'s box, aimed at its start node (or its first node
    /// when `start` is broken); the tab bar's cell names a tab's flow, so
    /// its links carry no label.
    private func link(from: String, to child: FlowID, inFlow flowIndex: Int, label: String, faded: Bool)
        -> GraphScene.Edge?
    {
        let childIndex = child.index
        let start = resolved.flows[child].start.map { position(of: $0, in: childIndex) }
        guard let target = start ?? (resolved.flows[child].nodes.isEmpty ? nil : 0) else { return nil }
        // A flow that starts itself would put the edge's tail inside its own
        // head cluster, which Graphviz rejects for `lhead`: point at the node.
        let headCluster = childIndex == flowIndex ? nil : Self.clusterID(childIndex)
        return .init(
            from: from, to: Self.nodeID(childIndex, target), label: label, kind: .startsFlow, isFaded: faded,
            headCluster: headCluster)
    }
}
