import FlowDiagnostics
import FlowRuntime

/// A session plus the words around it: turns a line of input into a change
/// of the session and the text to show. Used by the REPL and by scripts
/// alike; it never touches a terminal.
///
/// Choices where cli.md is silent:
/// - Words are separated by spaces or tabs; there is no quoting, and `#`
///   starts a comment only at the start of a line (values may contain `#`).
/// - `emit back` and `emit dismiss` are the system events (as the runtime
///   treats those outcome names), values included.
/// - `unset` of a variable that is not set is an error (with did-you-mean):
///   in a script it is most likely a typo.
/// - `reset` restarts the flow the session started with (`--flow` included).
/// - Once the entry flow has finished, `expect screen` and `expect flow`
///   fail (found `finished(OUTCOME)`); `where` still draws the state as it was
///   left; `expect stack`, `layers`, `flows` look at that state.
/// - `expect stack` items may be `Flow.Screen` to pin a screen's flow.
/// - Scripts echo each line after its prompt, so the output reads as a
///   transcript, and end with a one-line summary; failures go to standard
///   error as `FILE:LINE: error: ...` or `FILE:LINE: expectation failed: ...`.
public struct Console {
    /// The session the lines act on.
    public internal(set) var session: Session
    /// Whether answers are coloured.
    public var styling: Styling
    /// Whether a variable that no `when` reads, given with `set` or with
    /// an outcome, is an error (scripts: a walk must not pass for the wrong
    /// reason) rather than a warning (the REPL).
    public var refusesUnreadVariables = false

    /// What carrying out one line gave.
    public enum Reply: Sendable, Hashable {
        /// Done; show the text (possibly empty).
        case output(String)
        /// Could not be carried out; nothing changed.
        case failure(ConsoleError)
        /// An `expect` that does not hold: `expected ..., found ...`.
        case expectationFailed(String)
        /// `quit`: the session ends.
        case quit
    }

    /// A console over `session`, plain unless `styling` says otherwise.
    public init(session: Session, styling: Styling = Styling()) {
        self.session = session
        self.styling = styling
    }

    /// Carries out one line. A failure leaves the session as it was.
    public mutating func execute(_ line: String) -> Reply {
        let command: Command
        do {
            guard let parsed = try CommandParser.parse(line) else { return .output("") }
            command = parsed
        } catch {
            return .failure(unknownWord(in: line) ?? error)
        }
        do {
            return try perform(command)
        } catch {
            return .failure(error)
        }
    }

    private mutating func perform(_ command: Command) throws(ConsoleError) -> Reply {
        switch command {
        case .outcome(let name, let values):
            return .output(try produce(name, values: values))
        case .back:
            return .output(try step(.back, label: "back"))
        case .dismiss:
            return .output(try step(.dismiss, label: "dismiss"))
        case .tab(let tab):
            return .output(try step(.tab(TabSelector(tab)), label: "tab \(tab)"))
        case .outcomes:
            return .output(renderer.outcomes())
        case .where:
            return .output(renderer.whereText())
        case .history:
            return .output(renderer.history())
        case .undo:
            let undone = try session.undo()
            return .output(styling.dim("undid \(undone)") + "\n" + renderer.location())
        case .reset:
            try session.reset()
            return .output(
                styling.dim("started \(session.firstFlow) again; the context is kept") + "\n" + renderer.location())
        case .set(let assignment):
            let warning = try unreadWarning([assignment.variable])
            try session.set(assignment.variable, to: assignment.value)
            return .output(warning + renderer.context())
        case .showContext:
            return .output(renderer.context())
        case .unset(let variable):
            try session.unset(variable)
            return .output(renderer.context())
        case .help:
            return .output(HelpText.text)
        case .quit:
            return .quit
        case .expect(let expectation):
            if let failure = session.check(expectation) { return .expectationFailed(failure) }
            return .output("")
        case .openLink(let url):
            return .output(try openLink(url))
        case .pathTo(let name):
            return .output(try pathTo(name))
        case .saveWalk(let path):
            return .output(try saveWalk(to: path))
        }
    }

    /// An outcome of the current screen; a name it does not have is an
    /// error with a did-you-mean over its outcomes and the commands.
    private mutating func produce(_ name: String, values: [Assignment]) throws(ConsoleError) -> String {
        if let finished = session.finishedOutcome {
            throw ConsoleError("the flow has finished with '\(finished)'; outcomes are errors until undo or reset")
        }
        let names = session.outcomeNames
        guard names.contains(name) else {
            let place = Session.place(session.state)
            let suggestion = Suggestions.closest(to: name, in: names + CommandParser.keywords)
            throw ConsoleError("'\(name)' is not an outcome of \(place)", suggestion: suggestion)
        }
        let warning = try unreadWarning(values.map(\.variable))
        // `emit back x=1` reaches the system outcome too: the interpreter
        // treats an outcome named back or dismiss as the system event.
        let event = Event.outcome(name, values: Dictionary(values.map { ($0.variable, $0.value) }) { _, last in last })
        let label = ([name] + values.map(\.text)).joined(separator: " ")
        return warning + (try step(event, label: label))
    }

    /// For variables no `when` reads: an error in a script, else a warning
    /// line to show before the answer ("" when every one is read). A close
    /// name that is read is `set`'s own error, with its suggestion.
    private func unreadWarning(_ variables: [String]) throws(ConsoleError) -> String {
        var warning = ""
        for variable in variables where !session.isRead(variable) {
            if let close = session.closestReadVariable(to: variable) {
                throw ConsoleError("no 'when' reads '\(variable)'", suggestion: close)
            }
            let message = "no 'when' reads '\(variable)': it cannot change where any outcome leads"
            if refusesUnreadVariables { throw ConsoleError(message) }
            warning += "warning: \(message)\n"
        }
        return warning
    }

    private mutating func step(_ event: Event, label: String) throws(ConsoleError) -> String {
        let effects = try session.step(event, label: label)
        return renderer.step(effects)
    }

    /// For a line the parser refused: when its first word is neither a
    /// command nor an outcome here, say so (with a suggestion) rather than
    /// complain about its arguments.
    private func unknownWord(in line: String) -> ConsoleError? {
        guard let word = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init),
            !CommandParser.keywords.contains(word), session.finishedOutcome == nil
        else { return nil }
        let names = session.outcomeNames
        guard !names.contains(word) else { return nil }
        let suggestion = Suggestions.closest(to: word, in: names + CommandParser.keywords)
        return ConsoleError(
            "'\(word)' is neither a command nor an outcome of \(Session.place(session.state))", suggestion: suggestion)
    }

    var renderer: Renderer { Renderer(session: session, styling: styling) }

    /// `Flow.Screen> `, or `finished(OUTCOME)> ` once the entry flow is done.
    /// Never coloured: escape codes in a prompt upset the line editor's
    /// idea of where the cursor is.
    public var prompt: String {
        Session.place(session.state) + "> "
    }

    /// The first lines of the REPL.
    public var banner: String {
        "flowgraph: \(Wording.counted(session.project.flows.count, "flow")), starting at \(session.firstFlow). Type help for the commands.\n"
            + renderer.location()
    }
}
