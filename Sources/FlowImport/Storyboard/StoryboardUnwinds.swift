extension StoryboardMapper {
    /// Unwind segues: `pop TARGET` when the action's name matches one
    /// screen that pushed its way to this one, else `back` (pushed) or
    /// `dismiss` (presented). The storyboard does not say which
    /// controller implements the action, so each is noted.
    mutating func addUnwinds(to nodes: inout [ImportedNode], members: [StoryboardTarget]) {
        var parents: [String: [String]] = [:]
        for node in nodes {
            for handler in node.handlers {
                if case .push(let target) = handler.transition { parents[target, default: []].append(node.name) }
            }
        }
        let positions = Dictionary(nodes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, member) in members.enumerated() {
            guard case .screen(let id) = member else { continue }
            let unwinds = layout.resolver.edges(of: id).filter { $0.segue.kind == "unwind" }
            guard !unwinds.isEmpty else { continue }
            var outcomes = UniqueNames(reserving: nodes[index].handlers.map(\.outcome) + ["back", "dismiss"])
            for edge in unwinds {
                let segue = edge.segue
                let action = segue.unwindAction ?? ""
                let transition: ImportedTransition
                let detail: String
                if let target = unwindTarget(
                    action, among: Self.ancestors(of: nodes[index].name, parents: parents), positions: positions,
                    members: members)
                {
                    transition = .pop(target)
                    detail = "unwind '\(action)' became pop \(target), the screen below whose name matches the action"
                } else if parents[nodes[index].name]?.isEmpty == false {
                    transition = .back
                    detail = "unwind '\(action)' became back: its target is not known; pop to it if it is further down"
                } else {
                    transition = .dismiss
                    detail = "unwind '\(action)' became dismiss: its target is not known"
                }
                let raw = segue.identifier.flatMap { $0.isEmpty ? nil : $0 } ?? (action.isEmpty ? "unwind" : action)
                if nodes[index].handlers.contains(where: { $0.transition == transition && $0.outcome == raw }) {
                    continue
                }
                nodes[index].handlers.append(
                    ImportedHandler(
                        outcome: outcomes.claim(raw, case: .lower, fallback: "unwind"), transition: transition,
                        comments: [note("unwind segue", line: segue.line, detail)]))
            }
        }
    }

    /// Every node from which a chain of pushes leads to `name`, nearest first.
    private static func ancestors(of name: String, parents: [String: [String]]) -> [String] {
        var order: [String] = []
        var seen: Set<String> = [name]
        var queue = parents[name] ?? []
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            guard seen.insert(next).inserted else { continue }
            order.append(next)
            queue += parents[next] ?? []
        }
        return order
    }

    private func unwindTarget(
        _ action: String, among ancestors: @autoclosure () -> [String], positions: [String: Int],
        members: [StoryboardTarget]
    ) -> String? {
        let key = StoryboardSegueMapping.unwindKey(action)
        guard key.count >= 3 else { return nil }
        let matches = ancestors().filter { name in
            guard let index = positions[name] else { return false }
            let controller = document.controller(members[index].controllerID)
            let words = [name, controller?.customClass, controller?.storyboardIdentifier].compactMap {
                $0?.lowercased()
            }
            return words.contains { $0.hasPrefix(key) }
        }
        return matches.count == 1 ? matches[0] : nil
    }

    /// A modal to a plain view controller (no navigation controller around
    /// it) that pushes nothing is a layer without a navigation stack.
    func withoutNavigation(_ nodes: inout [ImportedNode]) {
        var bareScreens: [String: String] = [:]
        for node in nodes where node.kind == .screen {
            let pushes = node.handlers.contains { if case .push = $0.transition { true } else { false } }
            if !pushes, let id = node.source.id, document.controller(id)?.kind == .screen {
                bareScreens[node.name] = id
            }
        }
        let presenting: Set<String> = ["presentation", "modal", "popoverPresentation", "popover"]
        for index in nodes.indices {
            guard let id = nodes[index].source.id, nodes[index].kind == .screen else { continue }
            let presented = Set(
                layout.resolver.edges(of: id).map(\.segue).filter { presenting.contains($0.kind) }.map(\.destination))
            for handlerIndex in nodes[index].handlers.indices {
                guard case .modal(let target, let style, true) = nodes[index].handlers[handlerIndex].transition,
                    let targetID = bareScreens[target], presented.contains(targetID)
                else { continue }
                nodes[index].handlers[handlerIndex].transition = .modal(target, style: style, navigation: false)
            }
        }
    }
}
