/// Compiler-style text: `FILE:LINE:COL: SEVERITY: MESSAGE [RULE]`, each
/// diagnostic followed by its notes. Colour is for terminals only; the caller
/// decides.
public struct TextRenderer: Sendable {
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ diagnostics: [Diagnostic], summary: Summary?) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += line(diagnostic.location, diagnostic.severity, diagnostic.message, rule: diagnostic.rule)
            for note in diagnostic.notes {
                out += line(note.location, .note, note.message, rule: nil)
            }
        }
        if let summary {
            out += summary.line + "\n"
        }
        return out
    }

    private func line(_ location: SourceLocation, _ severity: Severity, _ message: String, rule: String?) -> String {
        let place = colored ? "\u{1B}[1m\(location):\u{1B}[0m" : "\(location):"
        let label = colored ? "\(color(severity))\(severity.rawValue):\u{1B}[0m" : "\(severity.rawValue):"
        let suffix = rule.map { " [\($0)]" } ?? ""
        return "\(place) \(label) \(Self.oneLine(message))\(suffix)\n"
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
    }

    private func color(_ severity: Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;36m"
        }
    }
}
