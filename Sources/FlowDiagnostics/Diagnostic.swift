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

/// A suggested edit: replace the text at `location` with `replacement`.
public struct FixIt: Hashable, Sendable {
    public var location: SourceLocation
    public var replacement: String

    public init(replace location: SourceLocation, with replacement: String) {
        self.location = location
        self.replacement = replacement
    }
}

/// One finding of the validator (or of the parser), as data. Rendering is
/// separate: see `TextRenderer`, `JSONRenderer` and `GitHubRenderer`.
public struct Diagnostic: Hashable, Sendable {
    /// The rule id from the format spec, such as `unknown-target`.
    public var rule: String
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
        _ rule: String, _ severity: Severity, _ message: MessageText,
        at location: SourceLocation, notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.messageText = message
        self.location = location
        self.notes = notes
        self.fixIt = fixIt
    }

    public static func error(_ rule: String, _ message: MessageText, at location: SourceLocation, notes: [Note] = [], fixIt: FixIt? = nil) -> Diagnostic {
        Diagnostic(rule, .error, message, at: location, notes: notes, fixIt: fixIt)
    }

    public static func warning(_ rule: String, _ message: MessageText, at location: SourceLocation, notes: [Note] = [], fixIt: FixIt? = nil) -> Diagnostic {
        Diagnostic(rule, .warning, message, at: location, notes: notes, fixIt: fixIt)
    }
}

extension Array where Element == Diagnostic {
    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
}
