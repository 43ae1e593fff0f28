import FlowModel

/// The regular expressions of the schema (ECMA-262 and Python `re` alike,
/// as JSON Schema asks), built from the model so that a new transition kind
/// is in the schema without anyone writing it there.
enum SchemaPatterns {
    /// An identifier's body, as `Identifier.isValid` checks it.
    static let nameBody = "[A-Za-z][A-Za-z0-9_]*"

    /// A flow, node, outcome, variable or type name.
    static let name = "^\(nameBody)$"

    /// Keys kept for tools and otherwise ignored.
    static let extensionKey = "^x-"

    /// A key that is a name, or an `x-` key skipped where names are listed.
    static let nameOrExtensionKey = "^x-|^\(nameBody)$"

    /// What separates the words of a transition written as text: spaces,
    /// and the tabs and line breaks a block scalar keeps.
    private static let space = "[ \\t\\r\\n]"

    /// `KIND` or `KIND TARGET`, as the scalar form allows for each kind.
    static let transitionText: String = {
        let kinds = TransitionKind.allCases
        let needTarget = kinds.filter(\.requiresTarget).map(\.rawValue)
        let mayTarget = kinds.filter { $0.takesTarget && !$0.requiresTarget }.map(\.rawValue)
        let noTarget = kinds.filter { !$0.takesTarget }.map(\.rawValue)
        var forms: [String] = []
        if !needTarget.isEmpty { forms.append("(?:\(needTarget.joined(separator: "|")))\(space)+\(nameBody)") }
        if !mayTarget.isEmpty { forms.append("(?:\(mayTarget.joined(separator: "|")))(?:\(space)+\(nameBody))?") }
        if !noTarget.isEmpty { forms.append("(?:\(noTarget.joined(separator: "|")))") }
        return "^\(space)*(?:\(forms.joined(separator: "|")))\(space)*$"
    }()

    /// A deep link's path, as `LinkPattern(parsing:)` reads it: `/`, or
    /// segments of text (no `{`, `}`, `?` or `#`) and `{name}` placeholders.
    static let linkPath = "^/$|^(?:/(?:[^/{}?#]+|\\{\(nameBody)\\}))+$"
}
