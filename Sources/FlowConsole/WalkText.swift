/// The text of a walk file, checked before it runs: `flowgraph test` and
/// `run --from` refuse a file that is no walk (binary, or a line no one
/// typed) with one clear error, rather than reporting its first line as
/// an unknown command and echoing megabytes of it.
public enum WalkText {
    /// The longest line a walk may have, in bytes: far past any command.
    public static let maxLineBytes = 64 << 10

    /// Why `bytes` cannot be a walk.
    public enum Problem: Error, Sendable, Hashable {
        /// A NUL byte, at this line.
        case binary(line: Int)
        /// Bytes that are not UTF-8, at this line.
        case notUTF8(line: Int)
        /// This line is longer than `maxLineBytes`.
        case lineTooLong(line: Int)

        /// What is wrong, for `'FILE' ...`.
        public var message: String {
            switch self {
            case .binary(let line): "is not a text file (a NUL byte on line \(line)): is it a walk?"
            case .notUTF8(let line): "is not UTF-8 text (line \(line)): save it as UTF-8"
            case .lineTooLong(let line):
                "has a line longer than \(WalkText.maxLineBytes >> 10) KiB (line \(line)): is it a walk?"
            }
        }
    }

    /// The text of `bytes`, or why it is not a walk. One pass over the
    /// bytes; the text is decoded only once they pass.
    public static func decode(_ bytes: [UInt8]) -> Result<String, Problem> {
        var line = 1
        var lineStart = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == 0 { return .failure(.binary(line: line)) }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                // CRLF counts once: the LF after a CR starts no new line.
                if !(byte == UInt8(ascii: "\n") && offset > 0 && bytes[offset - 1] == UInt8(ascii: "\r")) {
                    line += 1
                }
                lineStart = offset + 1
            } else if offset - lineStart >= maxLineBytes {
                return .failure(.lineTooLong(line: line))
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(.notUTF8(line: firstInvalidLine(bytes)))
        }
        return .success(text)
    }

    /// The line of the first byte that does not decode as UTF-8.
    private static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        var line = 1
        var lineStart = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if String(validating: bytes[lineStart..<offset], as: UTF8.self) == nil { return line }
            line += 1
            lineStart = offset + 1
        }
        return line
    }
}
