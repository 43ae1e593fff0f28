import FlowDiagnostics
import FlowRuntime

/// The text of the console's answers. Pure: a session in, text out.
struct Renderer {
    let session: Session
    let styling: Styling

    /// After a step: one line per effect, then where you are.
    func step(_ effects: [Effect]) -> String {
        self.effects(effects) + location()
    }

    /// One line per effect.
    func effects(_ effects: [Effect]) -> String {
        var out = ""
        if effects.isEmpty { out += "  " + styling.dim("nothing changed") + "\n" }
        for effect in effects { out += "  " + styling.dim(effect.description) + "\n" }
        return out
    }

    /// `→ Flow.Screen`, or how the entry flow finished.
    func location() -> String {
        if let finished = session.finishedOutcome {
            return "→ " + styling.ok("\(session.firstFlow) finished with \(finished)") + "\n"
        }
        return "→ " + styling.current(Session.place(session.state)) + "\n"
    }

    /// The whole context after a change, so a typo in a name shows at once.
    func context() -> String {
        // A value is the user's text: shown escaped, as diagnostics show it.
        let pairs = session.context.sorted { $0.key < $1.key }.map {
            "\($0.key)=\(TextRenderer.escapingControlCharacters($0.value))"
        }
        return styling.dim("context: " + (pairs.isEmpty ? "empty" : pairs.joined(separator: " "))) + "\n"
    }

    /// The steps taken, oldest first, numbered.
    func history() -> String {
        if session.history.isEmpty { return "no steps yet\n" }
        // Comments and commands only, so that the whole can be pasted into
        // a walk file and replayed from the same start and context.
        var lines = ["# \(Wording.counted(session.history.count, "step")) from \(session.firstFlow)"]
        let context = session.context.sorted { $0.key < $1.key }
        if !context.isEmpty {
            lines.append("# the context now: " + context.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        }
        lines += session.walk
        return lines.joined(separator: "\n") + "\n"
    }
}
