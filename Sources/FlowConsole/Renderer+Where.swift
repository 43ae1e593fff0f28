import FlowRuntime

extension Renderer {
    /// The coordinator tree (children indented under the node that started
    /// them) and every layer, root first, with its stack bottom to top and
    /// the current screen marked.
    func whereText() -> String {
        let state = session.state
        var out = ""
        if let finished = session.finishedOutcome {
            out +=
                styling.ok("\(session.firstFlow) finished with \(finished)")
                + "; undo or reset to go on. As it was left:\n"
        }
        out += "coordinators:\n"
        for coordinator in state.coordinators {
            let parentFlow = coordinator.parent.flatMap { state.coordinator(for: $0) }?.flow
            let startedBy =
                coordinator.startedBy.map { node in
                    "  " + styling.dim("started by \(parentFlow.map { "\($0)." } ?? "")\(node)")
                } ?? ""
            let indent = String(repeating: "  ", count: state.depth(of: coordinator.id) + 1)
            out += indent + styling.place(coordinator.flow) + startedBy + "\n"
        }
        out += "layers, bottom to top:\n"
        // The current screen is a position, the top of the highest layer that
        // shows one: a screen pushed on itself, or the same screen in a lower
        // layer, is an equal value but not the current one.
        let currentLayer = state.layers.lastIndex { !$0.screens.isEmpty }
        for (index, layer) in state.layers.enumerated() {
            let kind = layer.style?.rawValue ?? "root"
            out += "  \(index + 1). \(kind), \(layer.hasNavigation ? "navigation" : "no navigation")\n"
            let screens = layer.screens
            for (position, screen) in screens.enumerated() {
                let name = "\(screen.flow).\(screen.screen)"
                let isCurrent = index == currentLayer && position == screens.count - 1
                out += isCurrent ? "     > " + styling.current(name) + "\n" : "       " + name + "\n"
            }
        }
        return out
    }
}
