import FlowDiagnostics
import FlowIndex
import FlowModel
import FlowRuntime

/// `open-link` and `path-to` (format 2): the state search, taken or shown.
extension Console {
    /// Starts again and takes the shortest walk that shows the target of
    /// the link `url` matches, printing each step. Nothing changes when
    /// there is no such walk.
    public mutating func openLink(_ url: String) throws(ConsoleError) -> String {
        let interpreter = session.interpreter
        let (link, values) = try LinkLookup.link(for: url, in: interpreter.resolved)
        let target = try LinkLookup.target(of: link, in: interpreter.resolved)
        let start = try session.freshStart()
        let search = StateSearch(interpreter: interpreter, context: session.context, values: .link(values))
        let events: [Event]
        switch search.shortestWalk(from: start, toShow: target) {
        case .found(let walk): events = walk
        case .unreachable(let visited):
            throw ConsoleError(
                "no walk from the start of \(session.firstFlow) shows \(LinkLookup.name(of: target, in: interpreter.resolved)) with the values of '\(url)' in this context (\(Wording.counted(visited, "state")) visited)"
            )
        case .stopped(let visited):
            throw ConsoleError(
                "no walk found to \(LinkLookup.name(of: target, in: interpreter.resolved)): the search stopped after \(Wording.counted(visited, "state"))"
            )
        }
        try session.reset()
        var out =
            styling.dim(
                "link \(link.link.pattern) opens \(LinkLookup.name(of: target, in: interpreter.resolved)): started \(session.firstFlow) again, then \(Wording.counted(events.count, "step"))"
            ) + "\n"
        let whenRead = Set(session.conditionValues.keys)
        for (number, event) in events.enumerated() {
            let label = WalkLabel.text(of: event, in: session.state, interpreter: interpreter, keeping: whenRead)
            out += "\(number + 1). \(label)\n"
            out += renderer.effects(try session.step(event, label: label))
        }
        return out + renderer.location()
    }

    /// The shortest walk from here that shows `name`; changes nothing.
    func pathTo(_ name: String) throws(ConsoleError) -> String {
        let interpreter = session.interpreter
        let target = try LinkLookup.node(named: name, from: session.state, in: interpreter.resolved)
        let shown = LinkLookup.name(of: target, in: interpreter.resolved)
        let search = StateSearch(interpreter: interpreter, context: session.context)
        switch search.shortestWalk(from: session.state, toShow: target) {
        case .found(let events):
            if events.isEmpty { return "\(shown) is shown now: no steps\n" }
            var out = "\(Wording.counted(events.count, "step")) from \(Session.place(session.state)) to \(shown):\n"
            var state = session.state
            for event in events {
                out += "  " + WalkLabel.text(of: event, in: state, interpreter: interpreter, keeping: []) + "\n"
                if case .success(let step) = interpreter.step(state, event, context: session.context) {
                    state = step.state
                }
            }
            out += styling.dim("stack then: " + WalkLabel.layers(of: state)) + "\n"
            return out
        case .unreachable(let visited):
            throw ConsoleError(
                "no walk from \(Session.place(session.state)) shows \(shown) in this context (\(Wording.counted(visited, "state")) visited)"
            )
        case .stopped(let visited):
            throw ConsoleError(
                "no walk to \(shown) found: the search stopped after \(Wording.counted(visited, "state"))")
        }
    }
}
