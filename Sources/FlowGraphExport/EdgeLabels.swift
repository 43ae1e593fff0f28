import FlowModel

/// The words on an edge: what the author wrote, so a reader can find it in
/// the YAML. Colour and arrowhead repeat the kind for a glance; the text is
/// there for grey-scale prints and for Mermaid, which has few arrowheads.
enum EdgeLabels {
    /// `outcome [when]: kind`, for example `selected [idiom=pad]: push` or
    /// `failed: modal sheet, bare`.
    static func label(outcome: String, alternative: Alternative) -> String {
        var text = outcome
        if let when = alternative.when, !when.isEmpty {
            text += " [" + when.map(condition).joined(separator: ", ") + "]"
        }
        return text + ": " + kindText(alternative.transition)
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

    static func kindText(_ transition: Transition) -> String {
        switch transition.kind {
        case .modal:
            return "modal " + transition.style.rawValue + (transition.hasNavigation ? "" : ", bare")
        case .finish:
            // The exit node names the outcome too; repeated so the label reads alone.
            return "finish" + (transition.target.map { " " + $0 } ?? "")
        default:
            return transition.kind.rawValue
        }
    }

    static func kind(of transition: Transition) -> EdgeKind {
        switch transition.kind {
        case .push: .push
        case .modal: .modal(transition.style, bare: !transition.hasNavigation)
        case .replace: .replace
        case .finish: .finish
        case .back, .dismiss, .stay, .pop: .system
        }
    }
}
