import FlowDiagnostics
import Testing

/// GitHub annotations: one workflow command per diagnostic, its notes
/// folded into its message, the runner's own escapes applied, the user's
/// text shown as the text format shows it.
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
                ::error file=f.yaml,line=2,col=3,title=schema::in \(shown)%0A%0Anote: f.yaml:2:3: see \(shown)

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

    /// Notes are no `::notice` of their own: GitHub would show them as
    /// findings apart from the one they explain.
    @Test func notesFoldIntoTheirDiagnosticsAnnotationOneALine() {
        let diagnostic = Diagnostic.error(
            "start-cycle", "cycle", at: SourceLocation(file: "a.yaml", line: 2, column: 8),
            notes: [
                Note("first", at: SourceLocation(file: "a.yaml", line: 5, column: 11)),
                Note("second", at: SourceLocation(file: "b.yaml", line: 11, column: 1)),
            ])
        let plain = Diagnostic.warning("dead-end", "stuck", at: SourceLocation(file: "c.yaml", line: 1, column: 1))
        #expect(
            GitHubRenderer().render([diagnostic, plain]) == """
                ::error file=a.yaml,line=2,col=8,title=start-cycle::cycle%0A%0Anote: a.yaml:5:11: first%0Anote: b.yaml:11:1: second
                ::warning file=c.yaml,line=1,col=1,title=dead-end::stuck

                """)
    }

    /// A note's file is in the message, not a property: only the message's
    /// escapes apply, after control characters are shown escaped.
    @Test func aNotesFileIsEscapedAsMessageText() {
        let diagnostic = Diagnostic.error(
            "duplicate-flow", "twice", at: SourceLocation(file: "a.yaml", line: 1, column: 1),
            notes: [Note("first here", at: SourceLocation(file: "x,y:100%\r\n.yaml", line: 3, column: 4))])
        #expect(
            GitHubRenderer().render([diagnostic])
                == "::error file=a.yaml,line=1,col=1,title=duplicate-flow::twice%0A%0Anote: x,y:100%25\\r\\n.yaml:3:4: first here\n"
        )
    }
}
