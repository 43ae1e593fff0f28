import FlowDiagnostics
import Foundation
import Testing

/// A fix-it is printed in every format: a `fix:` line in text, a `fixIt`
/// object in JSON, the annotation's second line on GitHub.
@Suite struct FixItRenderingTests {
    static let place = SourceLocation(file: "fixit-tests/app.yaml", line: 13, column: 13)
    static let typo = Diagnostic.error(
        "unknown-target", "transition 'next' targets unknown node 'Paymnet' (did you mean 'Payment'?)", at: place,
        notes: [
            Note("'Payment' is defined here", at: SourceLocation(file: "fixit-tests/app.yaml", line: 20, column: 3))
        ],
        fixIt: FixIt(replace: place, with: "push Payment"))

    @Test func textPrintsTheFixUnderTheNotes() {
        #expect(
            TextRenderer().render([Self.typo], summary: nil) == """
                fixit-tests/app.yaml:13:13: error: transition 'next' targets unknown node 'Paymnet' (did you mean 'Payment'?) [unknown-target]
                fixit-tests/app.yaml:20:3: note: 'Payment' is defined here
                  fix: replace the text at 13:13 with 'push Payment'

                """)
    }

    @Test func textColoursTheWordFix() {
        let text = TextRenderer(colored: true).render([Self.typo], summary: nil)
        #expect(text.hasSuffix("  \u{1B}[1;32mfix:\u{1B}[0m replace the text at 13:13 with 'push Payment'\n"))
    }

    @Test func aFixInAnotherFileNamesTheFile() {
        var diagnostic = Self.typo
        diagnostic.fixIt = FixIt(
            replace: SourceLocation(file: "fixit-tests/other.yaml", line: 2, column: 7), with: "Payment")
        #expect(
            TextRenderer().render([diagnostic], summary: nil)
                .hasSuffix("  fix: replace the text at fixit-tests/other.yaml:2:7 with 'Payment'\n"))
    }

    /// The replacement comes from the user's names: a line break in it
    /// must not split the output's lines.
    @Test func controlCharactersInTheReplacementAreEscaped() {
        var diagnostic = Self.typo
        diagnostic.fixIt = FixIt(replace: Self.place, with: "a\nb\u{1B}[2J")
        #expect(
            TextRenderer().render([diagnostic], summary: nil).hasSuffix(
                "  fix: replace the text at 13:13 with 'a\\nb\\u{1B}[2J'\n"))
        #expect(
            GitHubRenderer().render([diagnostic]).contains(
                "%0Afix: replace the text at 13:13 with 'a\\nb\\u{1B}[2J'%0A%0Anote: ")
        )
    }

    @Test func jsonHasTheFixAsItsLastKey() throws {
        let json = JSONRenderer().render([Self.typo], summary: Summary(flows: 1, nodes: 2, errors: 1, warnings: 0))
        #expect(
            json.contains(
                """
                "notes": [{"file": "fixit-tests/app.yaml", "line": 20, "column": 3, "message": "'Payment' is defined here"}], \
                "fixIt": {"file": "fixit-tests/app.yaml", "line": 13, "column": 13, "replacement": "push Payment"}}
                """))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entry = try #require((root["diagnostics"] as? [[String: Any]])?.first)
        let fix = try #require(entry["fixIt"] as? [String: Any])
        #expect(
            fix["replacement"] as? String == "push Payment" && fix["line"] as? Int == 13 && fix["column"] as? Int == 13)
    }

    @Test func jsonEscapesTheReplacement() throws {
        var diagnostic = Self.typo
        diagnostic.fixIt = FixIt(replace: Self.place, with: "say \"hi\"\n\\")
        let json = JSONRenderer().render([diagnostic], summary: Summary(flows: 0, nodes: 0, errors: 1, warnings: 0))
        #expect(json.contains(#""replacement": "say \"hi\"\n\\"}"#))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entry = try #require((root["diagnostics"] as? [[String: Any]])?.first)
        #expect((entry["fixIt"] as? [String: Any])?["replacement"] as? String == "say \"hi\"\n\\")
    }

    @Test func noFixNoKeyAndNoLine() {
        var diagnostic = Self.typo
        diagnostic.fixIt = nil
        #expect(
            !JSONRenderer().render([diagnostic], summary: Summary(flows: 0, nodes: 0, errors: 1, warnings: 0)).contains(
                "fixIt"))
        #expect(!TextRenderer().render([diagnostic], summary: nil).contains("fix:"))
        #expect(!GitHubRenderer().render([diagnostic]).contains("fix:"))
    }

    /// One workflow command per diagnostic still: the fix's line break is
    /// the runner's `%0A`, a `%` in it is escaped, and the notes follow it.
    @Test func githubPutsTheFixOnTheMessagesSecondLine() {
        var diagnostic = Self.typo
        diagnostic.fixIt = FixIt(replace: Self.place, with: "100%")
        #expect(
            GitHubRenderer().render([diagnostic]) == """
                ::error file=fixit-tests/app.yaml,line=13,col=13,title=unknown-target::transition 'next' targets unknown node 'Paymnet' (did you mean 'Payment'?)%0Afix: replace the text at 13:13 with '100%25'%0A%0Anote: fixit-tests/app.yaml:20:3: 'Payment' is defined here

                """)
    }
}
