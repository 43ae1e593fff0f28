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
        return "\(place) \(label) \(message)\(suffix)\n"
    }

    private func color(_ severity: Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;36m"
        }
    }
}
