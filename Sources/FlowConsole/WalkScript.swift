import FlowIndex
import FlowRuntime

/// Writes walks as scripts that `run --script` and `flowgraph test` replay:
/// one line per move, and, when asked, after each step the `expect` lines
/// that pin where it led, so that a later change to the journey makes it
/// fail.
public struct WalkScript: Sendable {
    public let interpreter: Interpreter
    /// Whether an `expect` follows each step.
    public let expectations: Bool

    public init(interpreter: Interpreter, expectations: Bool = true) {
        self.interpreter = interpreter
        self.expectations = expectations
    }

    /// One line of a script, with the transition its step took first.
    public struct Line: Sendable, Hashable {
        public let text: String
        public let transition: TransitionRef?
    }

    /// The script of `moves` from the entry flow (or `flow`), started
    /// with an empty context (or `context`, written first as `set` lines,
    /// which a walk replayed from a fresh start needs), after `header`
    /// (each line written as a `#` comment).
    /// `failing` is a last step that the interpreter refuses: written
    /// after a comment that says why, so that the script reproduces the
    /// refusal. Throws the error of a move that does not replay.
    public func text(
        of moves: [WalkMove], header: [String] = [], failing: (event: Event, error: RuntimeError)? = nil,
        flow: String? = nil, context: [String: String] = [:]
    ) throws(RuntimeError) -> String {
        let body = try lines(of: moves, failing: failing, flow: flow, context: context).map(\.text)
        return (header.map { $0.isEmpty ? "#" : "# \($0)" } + body).joined(separator: "\n") + "\n"
    }

    /// The lines of that script, without the header.
    public func lines(
        of moves: [WalkMove], failing: (event: Event, error: RuntimeError)? = nil,
        flow: String? = nil, context startContext: [String: String] = [:]
    ) throws(RuntimeError) -> [Line] {
        var lines = startContext.sorted { $0.key < $1.key }.map {
            Line(text: "set \($0.key)=\($0.value)", transition: nil)
        }
        // A start that reads the context needs it before the walk's first
        // line: `reset` starts again with the `set` lines above in force.
        if !startContext.isEmpty { lines.append(Line(text: "reset", transition: nil)) }
        var context = startContext
        var state = try interpreter.start(flow: flow, context: context)
        for move in moves {
            switch move {
            case .set(let variable, let value):
                context[variable] = value
                lines.append(Line(text: "set \(variable)=\(value)", transition: nil))
            case .unset(let variable):
                context[variable] = nil
                lines.append(Line(text: "unset \(variable)", transition: nil))
            case .step(let event):
                let text = Self.line(for: event, in: state)
                let step = try interpreter.step(state, event, context: context).get()
                state = step.state
                lines.append(Line(text: text, transition: step.transitions.first))
                guard expectations else { continue }
                for expectation in Self.expectations(of: state) {
                    lines.append(Line(text: expectation, transition: nil))
                }
            }
        }
        if let (event, error) = failing {
            lines.append(Line(text: "# the next step is refused: \(error.message)", transition: nil))
            lines.append(Line(text: Self.line(for: event, in: state), transition: error.transition))
        }
        return lines
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

    /// What pins a state: the screen and the layers (both at every step:
    /// a push that became a modal shows the same screen in one more
    /// layer), or the outcome the session finished with.
    public static func expectations(of state: RuntimeState) -> [String] {
        if let outcome = state.finishedOutcome { return ["expect finished \(outcome)"] }
        guard let current = state.current else { return [] }
        return ["expect screen \(current.qualifiedName)", "expect layers \(state.layers.count)"]
    }
}
