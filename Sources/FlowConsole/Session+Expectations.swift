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
            }
            if current.screen == screen && (flow == nil || flow == current.flow) { return nil }
            found = "\(current.flow).\(current.screen)"
            return "expected screen \(flow.map { "\($0).\(screen)" } ?? screen), found \(found)"
        case .flow(let name):
            guard let current = state.current, state.finishedOutcome == nil else {
                return "expected flow \(name), found \(Session.place(state))"
            }
            if current.flow == name { return nil }
            return "expected flow \(name), found \(current.flow) (at \(current.flow).\(current.screen))"
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
        }
    }
}
