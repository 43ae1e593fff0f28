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
        ("plain 'Café' stays", "plain 'Café' stays"),
    ])
    func controlCharactersAreEscaped(_ message: String, _ shown: String) {
        let diagnostic = Diagnostic.error("schema", message, at: SourceLocation(file: "f.yaml", line: 2, column: 3))
        let text = TextRenderer().render([diagnostic], summary: nil)
        #expect(text == "f.yaml:2:3: error: \(shown) [schema]\n")
    }
}
