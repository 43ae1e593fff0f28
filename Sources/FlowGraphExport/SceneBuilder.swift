import FlowIndex
import FlowModel

/// Turns a project into a `GraphScene`. Draws what can be drawn: a
/// transition to a node that does not exist, or a flow node whose flow does
/// not exist, is left out rather than failing the whole drawing, so a
/// project with validation errors still has a map.
struct SceneBuilder {
    let resolved: ResolvedProject
    /// Which flows to draw, by index in `project.flows`.
    let selected: [Bool]

    var project: Project { resolved.project }

    func build() -> GraphScene {
        var clusters: [GraphScene.Cluster] = []
        var edges: [GraphScene.Edge] = []
        for (flowIndex, flow) in project.flows.enumerated() where selected[flowIndex] {
            let shared = SharedTransitions(
                of: flow, isScreen: { isDrawn(flow, $0) && !flow.nodes[$0].isFlowNode && !flow.nodes[$0].isTabsNode },
                isReachable: { isReachable(flow: flowIndex, node: $0) })
            clusters.append(cluster(for: flow, at: flowIndex, shared: shared))
            edges += self.edges(of: flow, at: flowIndex, shared: shared)
        }
        return GraphScene(entries: entries(), clusters: clusters, edges: edges)
    }

    static func clusterID(_ flowIndex: Int) -> String { "f\(flowIndex)" }
    static func nodeID(_ flowIndex: Int, _ nodeIndex: Int) -> String { "f\(flowIndex)_n\(nodeIndex)" }
    static func exitID(_ flowIndex: Int, _ exitIndex: Int) -> String { "f\(flowIndex)_x\(exitIndex)" }
    /// The node the flow's shared transitions leave from.
    static func anchorID(_ flowIndex: Int) -> String { "f\(flowIndex)_s" }

    private func entries() -> [GraphScene.Entry] {
        guard case .found(let root) = resolved.entry, selected[root.index] else { return [] }
        guard let alternatives = resolved.format2.startAlternatives[root] else {
            guard let start = resolved.flows[root].start else { return [] }
            return [GraphScene.Entry(target: Self.nodeID(root.index, position(of: start, in: root.index)))]
        }
        let written = project.flows[root.index].startAlternatives
        return zip(alternatives, written).compactMap { target, alternative in
            guard case .node(let node) = target else { return nil }
            let conditions = (alternative.when ?? []).map(EdgeLabels.condition)
            return GraphScene.Entry(
                target: Self.nodeID(root.index, position(of: node, in: root.index)),
                label: conditions.isEmpty ? nil : "[" + conditions.joined(separator: ", ") + "]")
        }
    }

    /// Unused flows are faded only when usage is known (a single entry flow).
    func isFaded(flow flowIndex: Int) -> Bool {
        resolved.usedFlows.map { !$0[flowIndex] } ?? false
    }

    /// The node at `nodeIndex` of flow `flowIndex`, in the index.
    func id(flow flowIndex: Int, node nodeIndex: Int) -> NodeID {
        NodeID(resolved.flows[flowIndex].nodes.startIndex + nodeIndex)
    }

    /// The position of `node` in the `nodes` of flow `flowIndex`, which holds it.
    func position(of node: NodeID, in flowIndex: Int) -> Int {
        node.index - resolved.flows[flowIndex].nodes.startIndex
    }

    func isReachable(flow flowIndex: Int, node nodeIndex: Int) -> Bool {
        resolved.reachable[id(flow: flowIndex, node: nodeIndex)]
    }

    /// Whether `nodeIndex` is the definition of its name that counts (the
    /// first); later duplicates are errors and are not drawn.
    func isDrawn(_ flow: Flow, _ nodeIndex: Int) -> Bool {
        flow.nodeIndex[flow.nodes[nodeIndex].name] == nodeIndex
    }

    private func cluster(for flow: Flow, at flowIndex: Int, shared: SharedTransitions) -> GraphScene.Cluster {
        let flowFaded = isFaded(flow: flowIndex)
        var nodes: [GraphScene.SceneNode] = []
        for (nodeIndex, node) in flow.nodes.enumerated() where isDrawn(flow, nodeIndex) {
            var label = node.name
            if let child = node.childFlow {
                label += "\nstarts " + child.name + (node.childStart.map { " at " + $0.name } ?? "")
            }
            if let description = node.description.map(trimmed), !description.isEmpty { label += "\n" + description }
            nodes.append(
                .init(
                    id: Self.nodeID(flowIndex, nodeIndex), shape: shape(of: node), label: label,
                    isFaded: flowFaded || !isReachable(flow: flowIndex, node: nodeIndex)))
        }
        if !shared.entries.isEmpty {
            nodes.append(
                .init(
                    id: Self.anchorID(flowIndex), shape: .sharedAnchor,
                    label: shared.isEveryScreen ? "every screen" : "most screens",
                    isFaded: flowFaded || !shared.entries.contains(where: \.isReachable)))
        }
        for (exitIndex, outcome) in exits(of: flow).enumerated() {
            nodes.append(.init(id: Self.exitID(flowIndex, exitIndex), shape: .exit, label: outcome, isFaded: flowFaded))
        }
        return .init(
            id: Self.clusterID(flowIndex), name: flow.name, outcomes: flow.outcomes.map(\.name),
            description: flow.description, isFaded: flowFaded, nodes: nodes)
    }

    private func shape(of node: Node) -> GraphScene.Shape {
        if let tabs = node.tabs {
            let selected = node.selectedTab.flatMap { selected in tabs.firstIndex { $0.name == selected.name } }
            return .tabBar(tabs: tabs.map(\.name), selected: selected)
        }
        return node.isFlowNode ? .flowNode : .screen
    }

    /// One exit per declared outcome, then one per outcome a `finish` names
    /// without declaring it (an error, but still where that edge goes).
    func exits(of flow: Flow) -> [String] {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        flow.outcomes.forEach { add($0.name) }
        func addFinishes(of handlers: some Sequence<Handler>) {
            for handler in handlers {
                for alternative in handler.alternatives where alternative.transition.kind == .finish {
                    if let outcome = alternative.transition.target { add(outcome) }
                }
            }
        }
        for (nodeIndex, node) in flow.nodes.enumerated() where isDrawn(flow, nodeIndex) {
            addFinishes(of: node.handlers)
        }
        addFinishes(of: flow.flowHandlers)
        return names
    }
}
