import FlowRuntime

extension Renderer {
    /// The current screen's outcomes, then those it inherits from its flow
    /// (marked as the flow's), system ones and the tabs of the tab bar on
    /// screen last and marked, each with where it leads under the current
    /// context. A system event the screen handles itself is marked as its
    /// own; an outcome named like a command says how to produce it (`emit where`).
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
                if choice.isTab {
                    "[tab]"
                } else if choice.isSystem {
                    choice.isDefault
                        ? "[system]"
                        : choice.isInherited ? "[system, handled by the flow]" : "[system, handled by the screen]"
                } else if choice.isInherited {
                    CommandParser.keywords.contains(choice.outcome)
                        ? "[the flow's, emit \(choice.outcome)]" : "[the flow's]"
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
