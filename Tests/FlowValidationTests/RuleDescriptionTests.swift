import FlowDiagnostics
import FlowLoading
import FlowModel
import FlowValidation
import Testing

/// The examples in the rules' descriptions are real: run through the
/// loader and every rule, each triggering example gets its rule and no
/// other, and each non-triggering one gets nothing at all (the docs show
/// it as a project to copy).
@Suite struct RuleDescriptionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: RuleDescription
        let triggers: Bool
        let number: Int
        let example: RuleExample

        var testDescription: String { "\(rule.id) \(triggers ? "triggering" : "non-triggering") #\(number + 1)" }
    }

    /// Exploration's rules are checked by exploring their examples (ExplorationRuleTests).
    static let cases: [Case] = RuleRegistry.descriptions.filter { $0.id != .stepFails }.flatMap { rule in
        rule.triggeringExamples.enumerated().map { Case(rule: rule, triggers: true, number: $0, example: $1) }
            + rule.nonTriggeringExamples.enumerated().map { Case(rule: rule, triggers: false, number: $0, example: $1) }
    }

    @Test(arguments: cases.filter(\.triggers))
    func triggeringExampleGetsItsRuleAlone(_ c: Case) throws {
        let found = try ExampleProject.diagnostics(of: c.example)
        #expect(found.contains { $0.rule == c.rule.id }, "no [\(c.rule.id)] in:\n\(ExampleProject.render(found))")
        #expect(
            found.allSatisfy { $0.rule == c.rule.id && $0.severity == c.rule.severity },
            "other rules or severities too:\n\(ExampleProject.render(found))")
    }

    @Test(arguments: cases.filter { !$0.triggers })
    func nonTriggeringExampleIsClean(_ c: Case) throws {
        let found = try ExampleProject.diagnostics(of: c.example)
        #expect(found.isEmpty, "\(ExampleProject.render(found))")
    }

    @Test(arguments: RuleRegistry.descriptions.map(\.id))
    func everyRuleHasBothKindsOfExampleAndTheTexts(_ id: RuleID) throws {
        let rule = try #require(RuleRegistry.descriptions.first { $0.id == id })
        #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty)
        #expect(
            !rule.summary.isEmpty && !rule.summary.contains("\n") && !rule.summary.contains("|"),
            "the summary is one line of a Markdown table")
        #expect(!rule.rationale.isEmpty)
    }

    @Test func everyRuleIsDescribedOnce() {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(
            ids.map(\.rawValue) == [
                "unreadable", "yaml-syntax", "duplicate-key", "schema",
                "duplicate-flow", "unknown-target", "unknown-flow", "undeclared-outcome", "unhandled-outcome",
                "unknown-outcome", "entry", "start-cycle", "unreachable-screen", "unused-flow", "never-finishes",
                "unused-outcome", "dead-end", "push-cycle", "shadowed-alternative", "misplaced-tabs",
                "push-in-bare-layer", "missing-input", "unhandled-output", "duplicate-link", "pop-target",
                "unreachable-link", "unused-ignore", "step-fails",
            ])
    }

    /// Whatever the fixtures make the loader and the rules report has a
    /// description: a rule id emitted without one would be missing from the docs.
    @Test func everyRuleTheFixturesReportIsDescribed() throws {
        let described = Set(RuleRegistry.descriptions.map(\.id))
        for folder in ["trigger", "clean"] {
            for name in Fixtures.names(folder) {
                let loaded = try ProjectLoader.load(paths: [Fixtures.path(folder, name)])
                let found =
                    loaded.diagnostics
                    + Validator.check(loaded.project, filesHaveErrors: loaded.diagnostics.errorCount > 0)
                for diagnostic in found {
                    #expect(described.contains(diagnostic.rule), "\(name): [\(diagnostic.rule)] has no description")
                }
            }
        }
    }
}
