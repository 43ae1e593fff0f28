import FlowDiagnostics
import TestSupport
import Testing

/// The `# expect:` lines both fixture suites use.
@Suite struct FixtureExpectationTests {
    @Test func readsThePlaceTheRuleAndTheFragment() {
        let text = """
            # expect: 3:5 unknown-target no screen or flow named 'Missing'
            # expect: entry
            # expect: yaml-syntax could not find
            #expect: not-an-expectation
            flow: App
            """
        let found = FixtureExpectation.parse(text).map {
            [$0.line, $0.column].map { $0.map(String.init) ?? "-" } + [$0.rule, $0.fragment]
        }
        #expect(
            found == [
                ["3", "5", "unknown-target", "no screen or flow named 'Missing'"],
                ["-", "-", "entry", ""],
                ["-", "-", "yaml-syntax", "could not find"],
            ])
    }

    @Test func matchesOnlyTheSameRulePlaceAndWords() {
        let diagnostic = Diagnostic.error(
            "unknown-target", "no screen named 'Missing'", at: .init(file: "a.yaml", line: 3, column: 5))
        let expectation = FixtureExpectation.parse("# expect: 3:5 unknown-target named 'Missing'")[0]
        #expect(expectation.matches(diagnostic))
        #expect(FixtureExpectation(rule: "unknown-target").matches(diagnostic))
        #expect(!FixtureExpectation(line: 4, column: 5, rule: "unknown-target").matches(diagnostic))
        #expect(!FixtureExpectation(line: 3, column: 6, rule: "unknown-target").matches(diagnostic))
        #expect(!FixtureExpectation(rule: "unknown-flow").matches(diagnostic))
        #expect(!FixtureExpectation(rule: "unknown-target", fragment: "Other").matches(diagnostic))
    }
}
