import FlowRuntime

extension Renderer {
    /// The coordinator tree (children indented under the node that started
    /// them) and every layer, root first, with its stack bottom to top (a
    /// tab bar with every tab's stack) and the current screen marked.
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
            out += indent + styling.place(coordinator.flow) + Self.values(coordinator.values) + startedBy + "\n"
        }
        out += "layers, bottom to top:\n"
        // The current screen is a position, the top of the highest layer that
        // shows one: a screen pushed on itself, or the same screen in a lower
        // layer, is an equal value but not the current one.
        let currentLayer = state.layers.lastIndex { $0.top != nil }
        for (index, layer) in state.layers.enumerated() {
            let kind = layer.style?.rawValue ?? "root"
            let isCurrentLayer = index == currentLayer
            guard let bar = layer.tabBar else {
                out += "  \(index + 1). \(kind), \(layer.hasNavigation ? "navigation" : "no navigation")\n"
                out += stack(layer.screens, indent: "     ", current: isCurrentLayer)
                continue
            }
            // A tab bar: every tab's stack, the selected one marked.
            out += "  \(index + 1). \(kind), tab bar \(bar.qualifiedName)\n"
            for (position, flow) in bar.tabFlows.enumerated() {
                let selected = position == bar.selected
                out += "       tab \(position + 1) \(flow)" + (selected ? ", selected" : "") + "\n"
                out += stack(layer.screens(inTab: position), indent: "       ", current: isCurrentLayer && selected)
            }
        }
        return out
    }

    /// One stack, bottom to top, its top marked `>` when it is the current screen.
    private func stack(_ screens: [ScreenRef], indent: String, current: Bool) -> String {
        var out = ""
        for (position, screen) in screens.enumerated() {
            let name = "\(screen.flow).\(screen.screen)"
            let isCurrent = current && position == screens.count - 1
            out += indent + (isCurrent ? "> " + styling.current(name) : "  " + name) + Self.values(screen.values) + "\n"
        }
        return out
    }

    /// ` (productId=42, count=2)`, sorted by name; nothing for no values.
    static func values(_ values: [String: String]) -> String {
        guard !values.isEmpty else { return "" }
        return " (" + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + ")"
    }
}
