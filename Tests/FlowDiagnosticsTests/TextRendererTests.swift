import FlowDiagnostics
import Testing

/// Text output keeps one diagnostic per line whatever the user's text holds.
@Suite struct TextRendererTests {
    @Test(arguments: [
        ("key 'a\nb'", "key 'a\\nb'"),
        ("crlf '\r\n'", "crlf '\\r\\n'"),
        ("tab '\t'", "tab '\\t'"),
        ("escape '\u{1B}[31m'", "escape '\\u{1B}[31m'"),
        ("separator '\u{2028}'", "separator '\\u{2028}'"),
        ("override 'a\u{202E}cba'", "override 'a\\u{202E}cba'"),
        ("isolate '\u{2066}x\u{2069}'", "isolate '\\u{2066}x\\u{2069}'"),
        ("plain 'Café' stays", "plain 'Café' stays"),
    ])
    func controlCharactersAreEscaped(_ message: String, _ shown: String) {
        let place = SourceLocation(file: "f.yaml", line: 2, column: 3)
        let whole = Diagnostic.error("schema", MessageText(message), at: place)
        #expect(TextRenderer().render([whole], summary: nil) == "f.yaml:2:3: error: \(shown) [schema]\n")
        // The user's text usually arrives as an interpolated piece, the
        // message's own words around it.
        let pieced = Diagnostic.error(
            "schema", "in \(message) here", at: place, notes: [Note("see \(message)", at: place)])
        #expect(
            TextRenderer().render([pieced], summary: nil)
                == "f.yaml:2:3: error: in \(shown) here [schema]\nf.yaml:2:3: note: see \(shown)\n")
    }

    /// A file name is the user's text too: a line break or an escape
    /// sequence in it would split the line or drive the terminal.
    @Test func controlCharactersInPathsAreEscaped() {
        let place = SourceLocation(file: "renderer-tests/a\nb\u{1B}[2J.yaml", line: 1, column: 2)
        let diagnostic = Diagnostic.error("schema", "m", at: place, notes: [Note("n", at: place)])
        #expect(
            TextRenderer().render([diagnostic], summary: nil)
                == "renderer-tests/a\\nb\\u{1B}[2J.yaml:1:2: error: m [schema]\nrenderer-tests/a\\nb\\u{1B}[2J.yaml:1:2: note: n\n"
        )
    }

    /// Lines and columns are written digit by digit: every width, and the
    /// largest a location holds.
    @Test(arguments: [(1, 9), (10, 99), (100, 1_000), (20_406, 7), (4_294_967_295, 1_000_000)])
    func linesAndColumnsAreWrittenInDecimal(_ line: Int, _ column: Int) {
        let diagnostic = Diagnostic.warning(
            "dead-end", "m", at: SourceLocation(file: "a/b.yaml", line: line, column: column),
            notes: [Note("n", at: SourceLocation(file: "c.yml", line: column, column: line))])
        let text = TextRenderer().render([diagnostic], summary: nil)
        #expect(text == "a/b.yaml:\(line):\(column): warning: m [dead-end]\nc.yml:\(column):\(line): note: n\n")
    }

    @Test func colourWrapsThePlaceAndTheSeverity() {
        let diagnostic = Diagnostic.error("schema", "bad", at: SourceLocation(file: "f.yaml", line: 2, column: 3))
        let text = TextRenderer(colored: true).render(
            [diagnostic], summary: Summary(flows: 1, nodes: 2, errors: 1, warnings: 0))
        #expect(
            text
                == "\u{1B}[1mf.yaml:2:3:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m bad [schema]\n1 flow, 2 nodes: 1 error, 0 warnings\n"
        )
    }
}
