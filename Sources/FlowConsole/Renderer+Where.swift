import FlowRuntime

extension Renderer {
    /// The coordinator tree (children indented under the node that started
    /// them) and every layer, root first, with its stack bottom to top and
    /// the current screen marked.
    func whereText() -> String {
        let state = session.state
        var out = "coordinators:\n"
        if state.coordinators.isEmpty { out += "  none: \(session.firstFlow) finished with \(session.finishedOutcome ?? "?")\n" }
        // Depth-first order puts every parent before its children.
        var levels: [Int] = []
        for coordinator in state.coordinators {
            let parentIndex = coordinator.parent.flatMap { parent in state.coordinators.firstIndex { $0.id == parent } }
            let level = parentIndex.map { levels[$0] + 1 } ?? 0
            levels.append(level)
            let startedBy = coordinator.startedBy.map { "  " + styling.dim("started by \($0)") } ?? ""
            out += String(repeating: "  ", count: level + 1) + styling.place(coordinator.flow) + startedBy + "\n"
        }
        out += "layers, bottom to top:\n"
        for (index, layer) in state.layers.enumerated() {
            let kind = layer.style?.rawValue ?? "root"
            out += "  \(index + 1). \(kind), \(layer.hasNavigation ? "navigation" : "bare")\n"
            for screen in layer.screens {
                let name = "\(screen.flow).\(screen.screen)"
                out += screen == state.current ? "     > " + styling.current(name) + "\n" : "       " + name + "\n"
            }
        }
        return out
    }
}
