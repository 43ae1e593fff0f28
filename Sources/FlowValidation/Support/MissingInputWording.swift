import FlowDiagnostics
import FlowModel

/// How `missing-input` words what is missing: what the transition or
/// start does, who needs the value, and what it has instead.
extension MissingInputRule {
    /// What the transition or start does with the values it needs.
    enum Action {
        case shows(TransitionKind, node: String)
        case finishes(outcome: String)
        case starts(node: String)
        case startsChild(flow: String, node: String)

        /// `pushes 'ProductDetail'`.
        var phrase: String {
            switch self {
            case .shows(.modal, let node): "presents '\(node)'"
            case .shows(.replace, let node): "starts over at '\(node)'"
            case .shows(_, let node): "pushes '\(node)'"
            case .finishes(let outcome): "finishes with '\(outcome)'"
            case .starts(let node): "starts at '\(node)'"
            case .startsChild(let flow, let node): "starts flow '\(flow)' at '\(node)'"
            }
        }

        /// Who needs the value: `'ProductDetail'`, `the payload of 'ordered'`.
        var needer: String {
            switch self {
            case .shows(_, let node), .starts(let node), .startsChild(_, let node): "'\(node)'"
            case .finishes(let outcome): "the payload of '\(outcome)'"
            }
        }
    }

    func report(
        _ value: ValueDeclaration, _ lack: AvailableValues.Lack, subject: String, _ action: Action, has: String,
        at location: SourceLocation
    ) -> Diagnostic {
        let note = Note("'\(value.name)' is needed here", at: value.location)
        switch lack {
        case .otherType(let type):
            return diagnostic(
                "\(subject) \(action.phrase) and has '\(value.name)' as \(type), but \(action.needer) needs \(value.type)",
                at: location, notes: [note])
        case .absent(let suggestion):
            let guess = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            let needer = if case .finishes = action { "its payload" } else { "it" }
            return diagnostic(
                "\(subject) \(action.phrase) without '\(value.name)' (\(value.type)), which \(needer) needs; \(has)\(guess)",
                at: location, notes: [note])
        }
    }
}
