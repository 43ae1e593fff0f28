/// GitHub Actions workflow commands, so findings show up as annotations on
/// the pull request: `::error file=F,line=L,col=C,title=RULE::MESSAGE`, one
/// per diagnostic. A fix-it is the message's second line (`%0A`, which the
/// annotation shows as a line break), worded as the text format's `fix:`
/// line; the notes follow after a blank line, one a line, as
/// `note: FILE:LINE:COL: NOTE`, inside the one annotation they explain.
public struct GitHubRenderer: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let command = diagnostic.severity == .error ? "error" : "warning"
            var message = TextRenderer.escapingControlCharacters(diagnostic.message)
            if let fixIt = diagnostic.fixIt {
                message += "\nfix: " + fixIt.instruction(forDiagnosticAt: diagnostic.location)
            }
            for (index, note) in diagnostic.notes.enumerated() {
                // A file's name is the user's text too, shown as the text format shows it.
                let file = TextRenderer.escapingControlCharacters(note.location.file)
                message += index == 0 ? "\n\n" : "\n"
                message += "note: \(file):\(note.location.line):\(note.location.column): "
                message += TextRenderer.escapingControlCharacters(note.message)
            }
            out += annotation(command, diagnostic.location, title: diagnostic.rule.rawValue, shown: message)
        }
        return out
    }

    /// `shown` is the message as the text format shows it (a user's line
    /// break, NUL or escape sequence written out as `\n`, `\u{0}`), so an
    /// annotation reads the same as the terminal line, and no raw control
    /// character reaches the runner's log; its only line breaks are ours.
    private func annotation(_ command: String, _ location: SourceLocation, title: String, shown: String) -> String {
        let file = TextRenderer.escapingControlCharacters(location.file)
        let properties =
            "file=\(escapeProperty(file)),line=\(location.line),col=\(location.column),title=\(escapeProperty(title))"
        return "::\(command) \(properties)::\(escapeData(shown))\n"
    }

    // The escaping GitHub's runner applies: data loses %, CR, LF; properties
    // also lose ':' and ','. By Unicode scalar, not by Character: "\r\n" is
    // one Character, which replacing "\r" and "\n" both miss.
    private func escapeData(_ s: String) -> String {
        escape(s, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    private func escapeProperty(_ s: String) -> String {
        escape(s, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    private func escape(_ s: String, _ table: [(Unicode.Scalar, String)]) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if let replacement = table.first(where: { $0.0 == scalar })?.1 {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
