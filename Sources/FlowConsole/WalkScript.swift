import FlowRuntime

/// One line of a walk that moves something: a step, or a change of the
/// context that the steps after it read.
public enum WalkMove: Sendable, Hashable {
    case step(Event)
    case set(String, String)
    case unset(String)
}

/// Writes walks as scripts that `run --script` and `flowgraph test` replay:
/// one line per move, and after each step the `expect` lines that pin
/// where it led, so that a later change to the journey makes it fail.
public struct WalkScript: Sendable {
    public let interpreter: Interpreter

    public init(interpreter: Interpreter) {
        self.interpreter = interpreter
    }

    /// The script of `moves` from the entry flow (or `flow`), started
    /// with an empty context (or `context`, written first as `set` lines,
    /// which a walk replayed from a fresh start needs), after `header`
    /// (each line written as a `#` comment).
    /// `failing` is a last step that the interpreter refuses: written
    /// without `expect`s, after a comment that says why, so that the
    /// script reproduces the refusal.
    /// Throws the error of a move that does not replay.
    public func text(
        of moves: [WalkMove], header: [String] = [], failing: (event: Event, error: RuntimeError)? = nil,
        flow: String? = nil, context startContext: [String: String] = [:]
    ) throws(RuntimeError) -> String {
        var lines = header.map { $0.isEmpty ? "#" : "# \($0)" }
        var context = startContext
        lines += startContext.sorted { $0.key < $1.key }.map { "set \($0.key)=\($0.value)" }
        // A start that reads the context needs it before the walk's first
        // line: `reset` starts again with the `set` lines above in force.
        if !startContext.isEmpty { lines.append("reset") }
        var state = try interpreter.start(flow: flow, context: context)
        for move in moves {
            switch move {
            case .set(let variable, let value):
                context[variable] = value
                lines.append("set \(variable)=\(value)")
            case .unset(let variable):
                context[variable] = nil
                lines.append("unset \(variable)")
            case .step(let event):
                lines.append(Self.line(for: event, in: state))
                state = try interpreter.step(state, event, context: context).get().state
                lines.append(contentsOf: Self.expectations(of: state))
            }
        }
        if let (event, error) = failing {
            lines.append("# the next step is refused: \(error.message)")
            lines.append(Self.line(for: event, in: state))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The command that takes `event` in `state`: an outcome by name
    /// (`emit` when a command has the name), a tab by its flow's name.
    public static func line(for event: Event, in state: RuntimeState) -> String {
        switch event {
        case .outcome(let name, let values):
            let given = values.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
            let command = CommandParser.keywords.contains(name) ? "emit \(name)" : name
            return command + given
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .tab(.flow(let name)): return "tab \(name)"
        case .tab(.position(let position)):
            let flows = state.topmostTabBar?.tabFlows ?? []
            let name = flows.indices.contains(position - 1) ? flows[position - 1] : nil
            // A flow shown in two tabs is told apart only by position.
            if let name, flows.filter({ $0 == name }).count == 1 { return "tab \(name)" }
            return "tab \(position)"
        }
    }

    /// What pins a state: the screen and the layers, or the outcome the
    /// session finished with.
    public static func expectations(of state: RuntimeState) -> [String] {
        if let outcome = state.finishedOutcome { return ["expect finished \(outcome)"] }
        guard let current = state.current else { return [] }
        return ["expect screen \(current.qualifiedName)", "expect layers \(state.layers.count)"]
    }
}
