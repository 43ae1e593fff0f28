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
            let cluster = self.cluster(for: flow, at: flowIndex)
            clusters.append(cluster)
            edges += self.edges(of: flow, at: flowIndex)
        }
        return GraphScene(entryTarget: entryTarget(), clusters: clusters, edges: edges)
    }

    static func clusterID(_ flowIndex: Int) -> String { "f\(flowIndex)" }
    static func nodeID(_ flowIndex: Int, _ nodeIndex: Int) -> String { "f\(flowIndex)_n\(nodeIndex)" }
    static func exitID(_ flowIndex: Int, _ exitIndex: Int) -> String { "f\(flowIndex)_x\(exitIndex)" }

    private func entryTarget() -> String? {
        guard case .found(let root) = resolved.entry, selected[root.index],
            let start = resolved.flows[root].start
        else { return nil }
        return Self.nodeID(root.index, position(of: start, in: root.index))
    }

    /// Unused flows are faded only when usage is known (a single entry flow).
    private func isFaded(flow flowIndex: Int) -> Bool {
        resolved.usedFlows.map { !$0[flowIndex] } ?? false
    }

    /// The node at `nodeIndex` of flow `flowIndex`, in the index.
    private func id(flow flowIndex: Int, node nodeIndex: Int) -> NodeID {
        NodeID(resolved.flows[flowIndex].nodes.startIndex + nodeIndex)
    }

    /// The position of `node` in the `nodes` of flow `flowIndex`, which holds it.
    private func position(of node: NodeID, in flowIndex: Int) -> Int {
        node.index - resolved.flows[flowIndex].nodes.startIndex
    }

    private func isReachable(flow flowIndex: Int, node nodeIndex: Int) -> Bool {
        resolved.reachable[id(flow: flowIndex, node: nodeIndex)]
    }

    /// Whether `nodeIndex` is the definition of its name that counts (the
    /// first); later duplicates are errors and are not drawn.
    private func isDrawn(_ flow: Flow, _ nodeIndex: Int) -> Bool {
        flow.nodeIndex[flow.nodes[nodeIndex].name] == nodeIndex
    }

    private func cluster(for flow: Flow, at flowIndex: Int) -> GraphScene.Cluster {
        let flowFaded = isFaded(flow: flowIndex)
        var nodes: [GraphScene.SceneNode] = []
        for (nodeIndex, node) in flow.nodes.enumerated() where isDrawn(flow, nodeIndex) {
            var label = node.name
            if let child = node.childFlow { label += "\nstarts " + child.name }
            if let description = node.description.map(trimmed), !description.isEmpty { label += "\n" + description }
            nodes.append(
                .init(
                    id: Self.nodeID(flowIndex, nodeIndex), shape: node.isFlowNode ? .flowNode : .screen,
                    label: label,
                    isFaded: flowFaded || !isReachable(flow: flowIndex, node: nodeIndex)))
        }
        for (exitIndex, outcome) in exits(of: flow).enumerated() {
            nodes.append(.init(id: Self.exitID(flowIndex, exitIndex), shape: .exit, label: outcome, isFaded: flowFaded))
        }
        return .init(
            id: Self.clusterID(flowIndex), name: flow.name, outcomes: flow.outcomes.map(\.name),
            description: flow.description, isFaded: flowFaded, nodes: nodes)
    }

    /// One exit per declared outcome, then one per outcome a `finish` names
    /// without declaring it (an error, but still where that edge goes).
    private func exits(of flow: Flow) -> [String] {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        flow.outcomes.forEach { add($0.name) }
        for (nodeIndex, node) in flow.nodes.enumerated() where isDrawn(flow, nodeIndex) {
            for handler in node.handlers {
                for alternative in handler.alternatives where alternative.transition.kind == .finish {
                    if let outcome = alternative.transition.target { add(outcome) }
                }
            }
        }
        return names
    }

    private func edges(of flow: Flow, at flowIndex: Int) -> [GraphScene.Edge] {
        let exitNames = exits(of: flow)
        let flowFaded = isFaded(flow: flowIndex)
        var edges: [GraphScene.Edge] = []
        for (nodeIndex, node) in flow.nodes.enumerated() where isDrawn(flow, nodeIndex) {
            let from = Self.nodeID(flowIndex, nodeIndex)
            let faded = flowFaded || !isReachable(flow: flowIndex, node: nodeIndex)
            let id = id(flow: flowIndex, node: nodeIndex)
            if let link = childLink(from: from, node: id, inFlow: flowIndex, faded: faded) { edges.append(link) }
            // back, dismiss and stay share one loop per node, one line each:
            // several loops on one box would pile their labels on each other.
            var systemLines: [String] = []
            // The node's alternatives in the index, in the order they are written.
            var resolvedAlternative = resolved.alternatives(of: id).startIndex
            for handler in node.handlers {
                for alternative in handler.alternatives {
                    let target = resolved.alternatives[resolvedAlternative].target
                    resolvedAlternative += 1
                    let transition = alternative.transition
                    let label = EdgeLabels.label(outcome: handler.outcome, alternative: alternative)
                    let to: String?
                    switch transition.kind {
                    case .push, .modal, .replace:
                        to = target.node.map { Self.nodeID(flowIndex, position(of: $0, in: flowIndex)) }
                    case .finish:
                        to = transition.target.flatMap { exitNames.firstIndex(of: $0) }.map {
                            Self.exitID(flowIndex, $0)
                        }
                    case .back, .dismiss, .stay, .pop:
                        systemLines.append(label)
                        continue
                    }
                    guard let to else { continue }
                    edges.append(
                        .init(
                            from: from, to: to, label: label, kind: EdgeLabels.kind(of: transition),
                            isFaded: faded, headCluster: nil))
                }
            }
            if !systemLines.isEmpty {
                edges.append(
                    .init(
                        from: from, to: from, label: systemLines.joined(separator: "\n"), kind: .system,
                        isFaded: faded, headCluster: nil))
            }
        }
        return edges
    }

    /// The dashed link from a flow node to the flow it starts, aimed at the
    /// child's start node (or its first node when `start` is broken).
    private func childLink(from: String, node: NodeID, inFlow flowIndex: Int, faded: Bool) -> GraphScene.Edge? {
        guard let child = resolved.nodes[node].kind.child, selected[child.index] else { return nil }
        let childIndex = child.index
        let start = resolved.flows[child].start.map { position(of: $0, in: childIndex) }
        guard let target = start ?? (resolved.flows[child].nodes.isEmpty ? nil : 0) else { return nil }
        // A flow that starts itself would put the edge's tail inside its own
        // head cluster, which Graphviz rejects for `lhead`: point at the node.
        let headCluster = childIndex == flowIndex ? nil : Self.clusterID(childIndex)
        return .init(
            from: from, to: Self.nodeID(childIndex, target), label: "starts", kind: .startsFlow,
            isFaded: faded, headCluster: headCluster)
    }
}
