/// Why a line could not be carried out: a typo, an unknown outcome, a
/// run-time error of the interpreter. Scripts stop on it; the REPL only
/// reports it.
public struct ConsoleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole report, as printed.
    public var message: String

    /// An error reported as `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// `message (did you mean 'x'?)` when there is a plausible suggestion.
    public init(_ message: String, suggestion: String?) {
        self.message = suggestion.map { "\(message) (did you mean '\($0)'?)" } ?? message
    }

    /// The message.
    public var description: String { message }
}
