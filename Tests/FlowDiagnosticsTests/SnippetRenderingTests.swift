import FlowDiagnostics
import Testing

/// On a terminal the text renderer shows the source line under each
/// diagnostic with a caret under the column; without a source it shows none.
@Suite struct SnippetRenderingTests {
    static let file = SourceFile("snippet-tests/app.yaml")
    static let lines = [
        "flow: App", "screens:", "  Home:", "\ton: { next: push Paymnet }",
        String(repeating: "a", count: 200) + "X" + String(repeating: "b", count: 200),
    ]

    @Sendable static func line(at location: FlowDiagnostics.SourceLocation) -> String? {
        lines.indices.contains(location.line - 1) ? lines[location.line - 1] : nil
    }

    private func render(line: Int, column: Int, withSource: Bool) -> String {
        let diagnostic = Diagnostic.error(
            "unknown-target", "unknown node 'Paymnet'",
            at: FlowDiagnostics.SourceLocation(file: Self.file, line: line, column: column))
        let provider: (@Sendable (FlowDiagnostics.SourceLocation) -> String?)? = withSource ? Self.line(at:) : nil
        return TextRenderer(sourceLine: provider).render([diagnostic], summary: nil)
    }

    @Test func aCaretSitsUnderTheColumn() {
        #expect(
            render(line: 3, column: 3, withSource: true) == """
                snippet-tests/app.yaml:3:3: error: unknown node 'Paymnet' [unknown-target]
                 3 |   Home:
                   |   ^

                """)
    }

    @Test func aTabCountsAsOneColumn() {
        #expect(
            render(line: 4, column: 19, withSource: true) == """
                snippet-tests/app.yaml:4:19: error: unknown node 'Paymnet' [unknown-target]
                 4 |  on: { next: push Paymnet }
                   |                   ^

                """)
    }

    @Test(arguments: [(3, false), (40, true)])
    func noSourceNoSnippet(line: Int, withSource: Bool) {
        #expect(
            render(line: line, column: 1, withSource: withSource)
                == "snippet-tests/app.yaml:\(line):1: error: unknown node 'Paymnet' [unknown-target]\n")
    }

    @Test func aLongLineIsCutAroundTheColumn() {
        let text = render(line: 5, column: 201, withSource: true)
        let snippet = text.split(separator: "\n").dropFirst().map(String.init)
        let cut = "…" + String(repeating: "a", count: 50) + "X" + String(repeating: "b", count: 49) + "…"
        #expect(snippet == [" 5 | " + cut, "   | " + String(repeating: " ", count: 51) + "^"])
    }

    @Test func aNoteShowsItsOwnLine() {
        let note = Note(
            "'Home' is defined here", at: FlowDiagnostics.SourceLocation(file: Self.file, line: 3, column: 3))
        let diagnostic = Diagnostic.error(
            "unknown-target", "unknown node", at: FlowDiagnostics.SourceLocation(file: Self.file, line: 1, column: 7),
            notes: [note])
        #expect(
            TextRenderer(sourceLine: Self.line(at:)).render([diagnostic], summary: nil) == """
                snippet-tests/app.yaml:1:7: error: unknown node [unknown-target]
                 1 | flow: App
                   |       ^
                snippet-tests/app.yaml:3:3: note: 'Home' is defined here
                 3 |   Home:
                   |   ^

                """)
    }
}
