import FlowRuntime

extension Renderer {
    /// The current screen's outcomes, system ones last and marked, each with
    /// where it leads under the current context. A system event the screen
    /// handles itself is marked as its own; an outcome named like a command
    /// says how to produce it (`emit where`).
    func outcomes() -> String {
        guard session.finishedOutcome == nil else {
            return
                "no outcomes: \(session.firstFlow) finished with \(session.finishedOutcome ?? "?"); undo or reset to go on\n"
        }
        let choices = session.choices
        let width = choices.map(\.outcome.count).max() ?? 0
        var out = "outcomes of \(Session.place(session.state)):\n"
        for choice in choices {
            let padding = String(repeating: " ", count: width - choice.outcome.count)
            let mark =
                if choice.isSystem {
                    choice.isDefault ? "[system]" : "[system, handled by the screen]"
                } else if CommandParser.keywords.contains(choice.outcome) {
                    "[emit \(choice.outcome)]"
                } else {
                    ""
                }
            out +=
                "  " + choice.outcome + padding + "  " + "\(choice.leadsTo)"
                + (mark.isEmpty ? "" : "  " + styling.dim(mark)) + "\n"
        }
        return out
    }
}
