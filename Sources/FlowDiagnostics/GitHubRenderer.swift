/// GitHub Actions workflow commands, so findings show up as annotations on
/// the pull request: `::error file=F,line=L,col=C,title=RULE::MESSAGE`.
public struct GitHubRenderer: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let command = diagnostic.severity == .error ? "error" : "warning"
            out += annotation(command, diagnostic.location, title: diagnostic.rule, diagnostic.message)
            for note in diagnostic.notes {
                out += annotation("notice", note.location, title: nil, note.message)
            }
        }
        return out
    }

    private func annotation(_ command: String, _ location: SourceLocation, title: String?, _ message: String) -> String {
        var properties = "file=\(escapeProperty(location.file)),line=\(location.line),col=\(location.column)"
        if let title { properties += ",title=\(escapeProperty(title))" }
        return "::\(command) \(properties)::\(escapeData(message))\n"
    }

    // The escaping GitHub's runner applies: data loses %, CR, LF; properties
    // also lose ':' and ','.
    private func escapeData(_ s: String) -> String {
        s.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    private func escapeProperty(_ s: String) -> String {
        escapeData(s).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
