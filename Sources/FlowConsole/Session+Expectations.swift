import FlowDiagnostics
import FlowRuntime

extension Session {
    /// nil when `expectation` holds; otherwise `expected ..., found ...`.
    public func check(_ expectation: Expectation) -> String? {
        let found: String
        switch expectation {
        case .screen(let flow, let screen):
            guard let current = state.current, state.finishedOutcome == nil else {
                return "expected screen \(flow.map { "\($0).\(screen)" } ?? screen), found \(Session.place(state))"
                    + unknownScreenNote(screen, inFlow: flow)
            }
            if current.screen == screen && (flow == nil || flow == current.flow) { return nil }
            found = "\(current.flow).\(current.screen)"
            return "expected screen \(flow.map { "\($0).\(screen)" } ?? screen), found \(found)"
                + unknownScreenNote(screen, inFlow: flow)
        case .flow(let name):
            guard let current = state.current, state.finishedOutcome == nil else {
                return "expected flow \(name), found \(Session.place(state))" + unknownFlowNote(name)
            }
            if current.flow == name { return nil }
            return "expected flow \(name), found \(current.flow) (at \(current.flow).\(current.screen))"
                + unknownFlowNote(name)
        case .stack(let names):
            let screens = state.layers.last?.screens ?? []
            let matches =
                screens.count == names.count
                && zip(names, screens).allSatisfy { name, screen in
                    name == screen.screen || name == "\(screen.flow).\(screen.screen)"
                }
            if matches { return nil }
            let shown = screens.isEmpty ? "an empty stack" : "stack " + screens.map(\.screen).joined(separator: " ")
            return "expected stack \(names.joined(separator: " ")), found \(shown)"
        case .layers(let count):
            if state.layers.count == count { return nil }
            return "expected \(Wording.counted(count, "layer")), found \(state.layers.count)"
        case .finished(let outcome):
            if state.finishedOutcome == outcome { return nil }
            let shown =
                state.finishedOutcome.map { "finished with \($0)" } ?? "not finished, at \(Session.place(state))"
            return "expected finished \(outcome), found \(shown)"
        case .flows(let names):
            let alive = state.coordinators.map(\.flow)
            if alive == names { return nil }
            return
                "expected flows \(names.joined(separator: " ")), found \(alive.isEmpty ? "none" : "flows " + alive.joined(separator: " "))"
        case .tab(let name):
            guard let bar = state.topmostTabBar else {
                return "expected tab \(name), found no tab bar" + unknownFlowNote(name)
            }
            if bar.selectedFlow == name { return nil }
            return "expected tab \(name), found tab \(bar.selectedFlow) of \(bar.qualifiedName)"
                + unknownFlowNote(name)
        case .values(let expected):
            let held = state.current?.values ?? [:]
            let wrong = expected.filter { held[$0.variable] != $0.value }
            if wrong.isEmpty { return nil }
            let found =
                held.isEmpty
                ? "no values" : held.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            let screen = state.current.map { " on \($0.qualifiedName)" } ?? ""
            return "expected values \(wrong.map(\.text).joined(separator: " ")), found \(found)\(screen)"
        }
    }

    /// "; no screen 'X' in the project (did you mean 'Y'?)" when no node of
    /// `flow` (of any flow when nil) has that name, so that a misspelt
    /// expectation does not read like a wrong step.
    private func unknownScreenNote(_ screen: String, inFlow flow: String?) -> String {
        let flows = flow.flatMap { project.flow(named: $0) }.map { [$0] } ?? project.flows
        let names = flows.flatMap { $0.nodes.map(\.name) }
        guard !names.contains(screen) else { return "" }
        let place = flow.map { "flow \($0)" } ?? "the project"
        return "; "
            + ConsoleError("no screen '\(screen)' in \(place)", suggestion: Suggestions.closest(to: screen, in: names))
            .message
    }

    /// The same for a flow name.
    private func unknownFlowNote(_ name: String) -> String {
        guard project.flow(named: name) == nil else { return "" }
        let names = project.flows.map(\.name)
        return "; "
            + ConsoleError("no flow '\(name)' in the project", suggestion: Suggestions.closest(to: name, in: names))
            .message
    }
}
