import FlowRuntime

extension Renderer {
    /// The current screen's outcomes, system ones last and marked, each with
    /// where it leads under the current context.
    func outcomes() -> String {
        guard session.finishedOutcome == nil else {
            return "no outcomes: \(session.firstFlow) finished with \(session.finishedOutcome ?? "?"); undo or reset to go on\n"
        }
        let choices = session.choices
        let width = choices.map(\.outcome.count).max() ?? 0
        var out = "outcomes of \(Session.place(session.state)):\n"
        for choice in choices {
            let padding = String(repeating: " ", count: width - choice.outcome.count)
            let system = choice.isSystem ? "  " + styling.dim("[system]") : ""
            out += "  " + choice.outcome + padding + "  " + "\(choice.leadsTo)" + system + "\n"
        }
        return out
    }
}
