import FlowDiagnostics
import Testing

/// GitHub annotations: one workflow command per line, the runner's own
/// escapes applied, the user's text shown as the text format shows it.
@Suite struct GitHubRendererTests {
    @Test(arguments: [
        ("key 'a\nb'", "key 'a\\nb'"),
        ("crlf '\r\n'", "crlf '\\r\\n'"),
        ("nul '\u{0}'", "nul '\\u{0}'"),
        ("escape '\u{1B}[31m'", "escape '\\u{1B}[31m'"),
        ("separator '\u{2028}'", "separator '\\u{2028}'"),
        ("100% 'a,b:c'", "100%25 'a,b:c'"),
        ("plain 'Café' stays", "plain 'Café' stays"),
    ])
    func messagesAreShownAsInTextAndEscapedForTheRunner(_ message: String, _ shown: String) {
        let place = SourceLocation(file: "f.yaml", line: 2, column: 3)
        let diagnostic = Diagnostic.error(
            "schema", "in \(message)", at: place, notes: [Note("see \(message)", at: place)])
        #expect(
            GitHubRenderer().render([diagnostic]) == """
                ::error file=f.yaml,line=2,col=3,title=schema::in \(shown)
                ::notice file=f.yaml,line=2,col=3::see \(shown)

                """)
    }

    @Test func controlCharactersInAFileNameAreShownEscaped() {
        let diagnostic = Diagnostic.warning(
            "dead-end", "m", at: SourceLocation(file: "github-tests/a\u{1B}[2J.yaml", line: 1, column: 1))
        #expect(
            GitHubRenderer().render([diagnostic])
                == "::warning file=github-tests/a\\u{1B}[2J.yaml,line=1,col=1,title=dead-end::m\n")
    }

    @Test func propertiesLoseColonsAndCommas() {
        let diagnostic = Diagnostic.warning(
            "dead-end", "m", at: SourceLocation(file: "a,b:c%.yaml", line: 1, column: 1))
        #expect(
            GitHubRenderer().render([diagnostic]) == "::warning file=a%2Cb%3Ac%25.yaml,line=1,col=1,title=dead-end::m\n"
        )
    }
}
