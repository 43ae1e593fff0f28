import FlowModel

/// The words on an edge: what the author wrote, so a reader can find it in
/// the YAML. Colour and arrowhead repeat the kind for a glance; the text is
/// there for grey-scale prints and for Mermaid, which has few arrowheads.
enum EdgeLabels {
    /// `outcome [when]: kind`, for example `selected [idiom=pad]: push` or
    /// `failed: modal sheet, bare`.
    /// `from` is the node a `from:` option names, which the flow keeps.
    static func label(outcome: String, alternative: Alternative, from: String? = nil) -> String {
        trigger(outcome: outcome, alternative: alternative) + ": " + kindText(alternative.transition, from: from)
    }

    /// What sets the transition off: `outcome` or `outcome [when]`.
    static func trigger(outcome: String, alternative: Alternative) -> String {
        guard let when = alternative.when, !when.isEmpty else { return outcome }
        return outcome + " [" + when.map(condition).joined(separator: ", ") + "]"
    }

    /// Several triggers of one kind on one edge: `a, b, c: push`, a line
    /// break after a comma rather than a line wider than `lineWidth`, so
    /// that an edge merging forty outcomes stays a block, not a strip.
    static func joined(_ triggers: [String], kindText: String, lineWidth: Int = 40) -> String {
        var text = ""
        var lineLength = 0
        for (index, trigger) in triggers.enumerated() {
            if index > 0 {
                let breaks = lineLength + 2 + trigger.count > lineWidth
                text += breaks ? ",\n" : ", "
                lineLength = breaks ? 0 : lineLength + 2
            }
            text += trigger
            lineLength += trigger.count
        }
        return text + ": " + kindText
    }

    /// `variable=value`, or `variable=a|b` when any of several values matches.
    /// A value that would read as more than one (`y|z`, `a, b`), or as none,
    /// is quoted: `variable=x|"y|z"`.
    static func condition(_ condition: Condition) -> String {
        condition.variable + "=" + condition.values.map(quotedIfNeeded).joined(separator: "|")
    }

    private static func quotedIfNeeded(_ value: String) -> String {
        let plain = !value.isEmpty && !value.contains { "|,=[]\" ".contains($0) || $0.isWhitespace }
        guard !plain else { return value }
        var quoted = "\""
        for character in value {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// The kind and its options: `modal sheet, bare`, `finish done`,
    /// `pop Home`, `push from Front` (popping back to Front first),
    /// `push, dismissing` (dismissing the layer first).
    static func kindText(_ transition: Transition, from: String? = nil) -> String {
        var text: String
        switch transition.kind {
        case .modal:
            text = "modal " + transition.style.rawValue + (transition.hasNavigation ? "" : ", bare")
        case .finish, .pop:
            // The exit node (the popped-to node) is named too; repeated so
            // the label reads alone, and a bare `pop` tells itself apart.
            text = transition.kind.rawValue + (transition.target.map { " " + $0 } ?? "")
        default:
            text = transition.kind.rawValue
        }
        if let from { text += " from " + from }
        if transition.dismissing { text += ", dismissing" }
        return text
    }

    static func kind(of transition: Transition) -> EdgeKind {
        switch transition.kind {
        case .push: .push
        case .modal: .modal(transition.style, bare: !transition.hasNavigation)
        case .replace: .replace
        case .finish: .finish
        case .pop: .pop
        case .back, .dismiss, .stay: .system
        }
    }
}
