import FlowDiagnostics
import Foundation
import Testing

/// The SARIF log's parts: rules from their descriptions, results that name
/// them by id and index, notes as related locations, fix-its in the text.
@Suite struct SARIFRendererTests {
    static let rules = [
        RuleDescription(
            id: "unknown-target", severity: .error, summary: "a transition targets a node that does not exist",
            rationale: "The app would crash.", details: "Points at the `push`.", triggeringExamples: [],
            nonTriggeringExamples: []),
        RuleDescription(
            id: "dead-end", severity: .warning, summary: "a screen cannot be left.", rationale: "Users get stuck.",
            triggeringExamples: [], nonTriggeringExamples: []),
    ]
    static let renderer = SARIFRenderer(
        rules: rules, toolVersion: "1.2.3", root: SARIFSourceRoot(path: "/repo", currentDirectory: "/repo"))

    static func run(_ diagnostics: [Diagnostic]) throws -> [String: Any] {
        let log = renderer.render(diagnostics)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        #expect(json["$schema"] as? String == SARIFRenderer.schema)
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return runs[0]
    }

    @Test func everyRuleIsDescribedEvenWithoutResults() throws {
        let run = try Self.run([])
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "flowgraph")
        #expect(driver["version"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["unknown-target", "dead-end"])
        #expect(rules.map { $0["name"] as? String } == ["UnknownTarget", "DeadEnd"])
        #expect(rules.map { ($0["defaultConfiguration"] as? [String: String])?["level"] } == ["error", "warning"])
        let help = try #require(rules[0]["help"] as? [String: String])
        #expect(
            help["markdown"]
                == "**error**: a transition targets a node that does not exist\n\n**Why it matters.** The app would crash.\n\nPoints at the `push`."
        )
        #expect(help["text"]?.hasPrefix("A transition targets a node that does not exist.\n\n") == true)
        #expect(
            (rules[0]["shortDescription"] as? [String: String])?["text"]
                == "A transition targets a node that does not exist")
        #expect(
            (rules[1]["fullDescription"] as? [String: String])?["text"]
                == "A screen cannot be left. Users get stuck.")
    }

    @Test func aResultNamesItsRuleAndCarriesItsNotesAndFix() throws {
        let place = SourceLocation(file: "Flows/app.yaml", line: 13, column: 13)
        var diagnostic = Diagnostic.error(
            "unknown-target", "targets 'Paymnet'", at: place,
            notes: [
                Note("'Payment' is defined here", at: SourceLocation(file: "Flows/app.yaml", line: 20, column: 3)),
                Note("and here", at: SourceLocation(file: "/elsewhere/b.yaml", line: 1, column: 7)),
            ])
        diagnostic.fixIt = FixIt(replace: place, with: "push Payment")
        let run = try Self.run([diagnostic, .warning("dead-end", "stuck", at: place)])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["unknown-target", "dead-end"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        #expect(
            (results[0]["message"] as? [String: String])?["text"]
                == "targets 'Paymnet'\nfix: replace the text at 13:13 with 'push Payment'")
        let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
        #expect(related.map { $0["id"] as? Int } == [0, 1])
        #expect(
            related.map { ($0["message"] as? [String: String])?["text"] } == ["'Payment' is defined here", "and here"])
        let second = try #require(related[1]["physicalLocation"] as? [String: [String: Any]])
        #expect(second["artifactLocation"]?["uri"] as? String == "file:///elsewhere/b.yaml")
        #expect(second["region"]?["startLine"] as? Int == 1 && second["region"]?["startColumn"] as? Int == 7)
        #expect(results[1]["relatedLocations"] == nil)
    }

    @Test func aRuleMissingFromTheListHasNoIndex() throws {
        let run = try Self.run([.error("schema", "bad", at: SourceLocation(file: "a.yaml", line: 1, column: 1))])
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "schema")
        #expect(result["ruleIndex"] == nil)
    }

    /// A message is the user's text, raw in the JSON string as in `json`.
    @Test func messagesAreEscapedAsJSONStrings() {
        let diagnostics: [Diagnostic] = [
            .warning("dead-end", "a \"quoted\"\tline\n", at: SourceLocation(file: "x.yaml", line: 2, column: 1))
        ]
        #expect(Self.renderer.render(diagnostics).contains(#""text": "a \"quoted\"\tline\n""#))
    }
}
