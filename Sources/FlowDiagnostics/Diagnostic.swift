/// How much a diagnostic matters. Errors fail `validate`; warnings fail it
/// only under `--strict`.
public enum Severity: String, Sendable, Hashable, Codable {
    case error
    case warning
    case note
}

/// Extra context attached to a diagnostic, usually pointing at a related
/// definition ("'Payment' is defined here").
public struct Note: Hashable, Sendable {
    public var location: SourceLocation
    /// The message in its pieces, joined when printed (see `MessageText`).
    public var messageText: MessageText

    /// The message as one string.
    public var message: String {
        get { messageText.text }
        set { messageText = MessageText(newValue) }
    }

    public init(_ message: MessageText, at location: SourceLocation) {
        self.messageText = message
        self.location = location
    }
}

/// A suggested edit, a "did you mean" made concrete: replace the YAML
/// scalar that starts at `location` (a name, a key, or a whole
/// `push Paymnet`) with `replacement`. Printed as a `fix:` line in text, a
/// `fixIt` object in JSON, a second line of a GitHub annotation.
public struct FixIt: Hashable, Sendable {
    public var location: SourceLocation
    public var replacement: String

    public init(replace location: SourceLocation, with replacement: String) {
        self.location = location
        self.replacement = replacement
    }

    /// `replace the text at 13:13 with 'push Payment'`, for a diagnostic at
    /// `diagnostic`: the place without its file when the file is the same.
    /// The replacement is escaped as a message's user text is.
    public func instruction(forDiagnosticAt diagnostic: SourceLocation) -> String {
        let place =
            location.source == diagnostic.source
            ? "\(location.line):\(location.column)"
            : "\(TextRenderer.escapingControlCharacters(location.file)):\(location.line):\(location.column)"
        return "replace the text at \(place) with '\(TextRenderer.escapingControlCharacters(replacement))'"
    }
}

/// One finding of the validator (or of the parser), as data. Rendering is
/// separate: see `TextRenderer`, `JSONRenderer` and `GitHubRenderer`.
public struct Diagnostic: Hashable, Sendable {
    /// The rule that found it, printed as its id (`unknown-target`).
    public var rule: RuleID
    public var severity: Severity
    /// The message in its pieces, joined when printed (see `MessageText`).
    public var messageText: MessageText
    public var location: SourceLocation
    public var notes: [Note]
    public var fixIt: FixIt?

    /// The message as one string.
    public var message: String {
        get { messageText.text }
        set { messageText = MessageText(newValue) }
    }

    public init(
        _ rule: RuleID, _ severity: Severity, _ message: MessageText,
        at location: SourceLocation, notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.messageText = message
        self.location = location
        self.notes = notes
        self.fixIt = fixIt
    }

    public static func error(
        _ rule: RuleID, _ message: MessageText, at location: SourceLocation, notes: [Note] = [], fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(rule, .error, message, at: location, notes: notes, fixIt: fixIt)
    }

    public static func warning(
        _ rule: RuleID, _ message: MessageText, at location: SourceLocation, notes: [Note] = [], fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(rule, .warning, message, at: location, notes: notes, fixIt: fixIt)
    }
}

extension Array where Element == Diagnostic {
    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
}
