/// GitHub Actions workflow commands, so findings show up as annotations on
/// the pull request: `::error file=F,line=L,col=C,title=RULE::MESSAGE`. A
/// fix-it is the message's second line (`%0A`, which the annotation shows
/// as a line break), worded as the text format's `fix:` line.
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
            out += annotation(command, diagnostic.location, title: diagnostic.rule.rawValue, shown: message)
            for note in diagnostic.notes {
                out += annotation(
                    "notice", note.location, title: nil, shown: TextRenderer.escapingControlCharacters(note.message))
            }
        }
        return out
    }

    /// `shown` is the message as the text format shows it (a user's line
    /// break, NUL or escape sequence written out as `\n`, `\u{0}`), so an
    /// annotation reads the same as the terminal line, and no raw control
    /// character reaches the runner's log; its only line breaks are ours.
    private func annotation(_ command: String, _ location: SourceLocation, title: String?, shown: String) -> String {
        // A file's name is the user's text too, shown as the text format shows it.
        let file = TextRenderer.escapingControlCharacters(location.file)
        var properties = "file=\(escapeProperty(file)),line=\(location.line),col=\(location.column)"
        if let title { properties += ",title=\(escapeProperty(title))" }
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
