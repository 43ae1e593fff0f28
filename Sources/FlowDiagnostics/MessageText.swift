/// A diagnostic's message, kept as the pieces it was written in and joined
/// only when it is printed.
///
/// Written like a `String` (`"unknown key '\(name)' in \(place)"`): the
/// literal parts and the interpolated values are kept side by side instead
/// of being copied into one buffer, so that a project with thousands of
/// mistakes does not spend more joining its messages than finding the
/// mistakes: a renderer copies each piece once, straight into its output.
/// SwiftDiagnostics makes the same split: a diagnostic's message is a value
/// whose text is produced when it is shown.
///
/// Two messages are equal when their texts are, however they were pieced.
public struct MessageText: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByStringInterpolation
{
    /// The parts in order; literal parts are immortal strings, so keeping
    /// one costs no copy and no reference count.
    public private(set) var pieces: [String]

    /// A message that is one piece of text.
    public init(_ text: String) {
        pieces = [MessageText.bounded(text)]
    }

    /// A literal, kept as it is: the one piece.
    public init(stringLiteral value: String) {
        pieces = [value]
    }

    /// The pieces an interpolated literal was written in.
    public init(stringInterpolation: Interpolation) {
        pieces = stringInterpolation.pieces
    }

    /// The whole message as one string.
    public var text: String {
        pieces.count == 1 ? pieces[0] : pieces.joined()
    }

    /// The whole message, as `text`.
    public var description: String { text }

    /// Adds `text` at the end, as a piece of its own.
    public mutating func append(_ text: String) {
        pieces.append(MessageText.bounded(text))
    }

    /// Equal texts, however they were pieced.
    public static func == (lhs: MessageText, rhs: MessageText) -> Bool {
        lhs.pieces == rhs.pieces || lhs.text == rhs.text
    }

    /// Hashes the joined text, as `==` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// Longest word (a run without spaces, such as a quoted name), in
    /// UTF-8 bytes, that a message shows whole.
    public static let longestWord = 256

    /// `text` with each word over `longestWord` bytes cut to its start and
    /// its length: quoted whole, a generated name of 100,000 characters
    /// would make every message that names it as long. Checked by length
    /// first: nearly no piece is that long.
    static func bounded(_ text: String) -> String {
        guard text.utf8.count > longestWord else { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        guard words.contains(where: { $0.utf8.count > longestWord }) else { return text }
        return words.map { word in word.utf8.count > longestWord ? shortened(word) : String(word) }.joined(
            separator: " ")
    }

    /// `'aaa…a',` as `'aaa…', (N characters)` when the quotes are in the
    /// same piece as the name (a message built as a `String` first), so
    /// they stay around it; interpolated on its own, a name is `aaa… (N
    /// characters)` inside the message's quotes.
    private static func shortened(_ word: Substring) -> String {
        let opening = word.prefix { "'\"(".contains($0) }
        let rest = word.dropFirst(opening.count)
        let closing = rest.reversed().prefix { "'\"),:;.".contains($0) }
        let core = rest.dropLast(closing.count)
        // By scalars: one character may hold any number of combining marks.
        let start = String(String.UnicodeScalarView(core.unicodeScalars.prefix(64)))
        return "\(opening)\(start)…\(String(closing.reversed())) (\(core.count) characters)"
    }

    /// Collects the pieces of an interpolated literal.
    public struct Interpolation: StringInterpolationProtocol {
        var pieces: [String] = []

        /// Room for every literal part and every value.
        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(2 * interpolationCount + 1)
        }

        /// A literal part, as a piece of its own unless it is empty.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { pieces.append(literal) }
        }

        /// A string value, as a piece of its own, long words cut.
        public mutating func appendInterpolation(_ value: String) {
            pieces.append(MessageText.bounded(value))
        }

        /// A number, a substring or any other value, by its description.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            pieces.append(MessageText.bounded(value.description))
        }
    }
}
