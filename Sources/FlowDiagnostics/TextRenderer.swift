/// Compiler-style text: `FILE:LINE:COL: SEVERITY: MESSAGE [RULE]`, each
/// diagnostic followed by its notes and then, indented so that no tool
/// reads it as a diagnostic of its own, its fix-it:
/// `  fix: replace the text at 13:13 with 'push Payment'`. Colour is for
/// terminals only; the caller decides.
public struct TextRenderer: Sendable {
    public var colored: Bool
    /// The text of a line of a file (without its line break), for the
    /// snippet under each diagnostic: given on a terminal only, so that logs
    /// and scripts keep one line per diagnostic.
    public var sourceLine: (@Sendable (SourceLocation) -> String?)?

    public init(colored: Bool = false, sourceLine: (@Sendable (SourceLocation) -> String?)? = nil) {
        self.colored = colored
        self.sourceLine = sourceLine
    }

    public func render(_ diagnostics: [Diagnostic], summary: Summary?) -> String {
        // UTF-8 bytes appended to one buffer and made into a String once,
        // so that thousands of diagnostics build no String per line.
        var out: [UInt8] = []
        out.reserveCapacity(diagnostics.count * 160 + 80)
        // The paths, read from the shared table once rather than under its
        // lock for every line; a file name may hold a line break or an
        // escape sequence too, shown escaped as a message's are.
        let paths = diagnostics.isEmpty ? [] : SourceFileTable.shared.allPaths().map(Self.escapingControlCharacters)
        for diagnostic in diagnostics {
            line(
                &out, paths, diagnostic.location, diagnostic.severity, diagnostic.messageText,
                rule: diagnostic.rule.rawValue)
            if let text = sourceLine?(diagnostic.location) {
                appendSnippet(&out, text, at: diagnostic.location)
            }
            for note in diagnostic.notes {
                line(&out, paths, note.location, .note, note.messageText, rule: nil)
                if let text = sourceLine?(note.location) { appendSnippet(&out, text, at: note.location) }
            }
            if let fixIt = diagnostic.fixIt {
                // After the notes, which the spec prints right under their diagnostic.
                out.append(contentsOf: "  ".utf8)
                out.append(contentsOf: (colored ? "\u{1B}[1;32mfix:\u{1B}[0m " : "fix: ").utf8)
                out.append(contentsOf: fixIt.instruction(forDiagnosticAt: diagnostic.location).utf8)
                out.append(UInt8(ascii: "\n"))
            }
        }
        if let summary {
            out.append(contentsOf: summary.line.utf8)
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func line(
        _ out: inout [UInt8], _ paths: [String], _ location: SourceLocation, _ severity: Severity,
        _ message: MessageText, rule: String?
    ) {
        if colored { out.append(contentsOf: "\u{1B}[1m".utf8) }
        out.append(contentsOf: paths[Int(location.source.id)].utf8)
        out.append(UInt8(ascii: ":"))
        Self.appendDecimal(location.line, to: &out)
        out.append(UInt8(ascii: ":"))
        Self.appendDecimal(location.column, to: &out)
        out.append(UInt8(ascii: ":"))
        if colored { out.append(contentsOf: "\u{1B}[0m".utf8) }
        out.append(UInt8(ascii: " "))
        if colored { out.append(contentsOf: color(severity).utf8) }
        out.append(contentsOf: severity.rawValue.utf8)
        out.append(UInt8(ascii: ":"))
        if colored { out.append(contentsOf: "\u{1B}[0m".utf8) }
        out.append(UInt8(ascii: " "))
        // Each piece is copied once, straight into the output.
        if message.pieces.contains(where: Self.mayNeedEscape) {
            out.append(contentsOf: Self.oneLine(message.text).utf8)
        } else {
            for piece in message.pieces { out.append(contentsOf: piece.utf8) }
        }
        if let rule {
            out.append(contentsOf: " [".utf8)
            out.append(contentsOf: rule.utf8)
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// The source line with its number, and a caret under the column, as
    /// swiftc prints them: ` 13 |     next: push Paymnet`, then a caret
    /// under the column.
    private func appendSnippet(_ out: inout [UInt8], _ text: String, at location: SourceLocation) {
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count + 2)
        // A tab becomes one space, so that the caret lines up however wide
        // the terminal draws tabs.
        var scalars = text.unicodeScalars.map { $0 == "\t" ? " " : $0 }
        var column = max(1, location.column)
        // A long line is cut around the column, an ellipsis at each cut end.
        if scalars.count > Self.snippetWidth {
            let start = max(0, min(column - 1 - Self.snippetWidth / 2, scalars.count - Self.snippetWidth))
            let end = min(scalars.count, start + Self.snippetWidth)
            var cut = Array(scalars[start..<end])
            column -= start
            if start > 0 {
                cut.insert("…", at: 0)
                column += 1
            }
            if end < scalars.count { cut.append("…") }
            scalars = cut
        }
        let shown = Self.oneLine(String(String.UnicodeScalarView(scalars)))
        out.append(contentsOf: " \(number) | \(shown)\n".utf8)
        let indent = String(repeating: " ", count: column - 1)
        out.append(contentsOf: "\(gutter)| \(indent)".utf8)
        out.append(contentsOf: (colored ? "\u{1B}[1;32m^\u{1B}[0m" : "^").utf8)
        out.append(UInt8(ascii: "\n"))
    }

    /// The most characters of a source line shown in a snippet.
    static let snippetWidth = 100

    /// A line or column number in decimal.
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = max(value, 0)
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `text` with line breaks, tabs, other control characters and
    /// U+2028/2029 written out (`\n`, `\u{1B}`), as diagnostics show a
    /// user's text: for any line that quotes it.
    public static func escapingControlCharacters(_ text: String) -> String {
        mayNeedEscape(text) ? oneLine(text) : text
    }

    /// Whether `message` has a byte that starts one of the scalars
    /// `needsEscape` matches (a C0 control or DEL, `C2` before a C1
    /// control, `E2` before U+2028, U+2029 or a bidirectional control):
    /// nearly no message has, and its bytes are scanned much faster than
    /// its scalars.
    static func mayNeedEscape(_ message: String) -> Bool {
        message.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
    }

    /// A message quotes user text, which may hold line breaks or escape
    /// sequences; printed raw they would split the `FILE:LINE:COL:` line
    /// that editors parse, or drive the terminal. They are shown escaped.
    static func oneLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: needsEscape) else { return message }
        var out = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where needsEscape(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
            || scalar.value == 0x2028 || scalar.value == 0x2029
            // Bidirectional overrides and isolates: a name holding one can
            // show its text in another order than it is ("Trojan Source").
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    private func color(_ severity: Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;36m"
        }
    }
}
