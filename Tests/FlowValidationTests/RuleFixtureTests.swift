import FlowDiagnostics
import FlowLoading
import FlowModel
import FlowValidation
import TestSupport
import Testing

/// `Fixtures/trigger/<rule>*.yaml` must produce exactly the diagnostics its
/// `# expect:` lines name (nothing missing, nothing more, the decoder's
/// included); `Fixtures/clean/<rule>*.yaml` is a near miss of that rule and
/// must produce nothing but what its own `# expect:` lines allow.
@Suite struct RuleFixtureTests {
    static let ruleIDs = RuleRegistry.all.map { $0.description.id.rawValue }

    @Test(arguments: Fixtures.names("trigger"))
    func triggers(_ name: String) throws {
        let expectations = FixtureExpectation.parse(try Fixtures.text("trigger", name))
        try #require(!expectations.isEmpty, "fixture \(name) has no '# expect:' line")
        let rule = try #require(Self.rule(for: name), "\(name) does not start with a rule id")
        #expect(expectations.contains { $0.rule == rule }, "\(name) never expects its own rule \(rule)")
        try expectExactly(expectations, diagnostics(of: Fixtures.path("trigger", name)), name)
    }

    @Test(arguments: Fixtures.names("clean"))
    func clean(_ name: String) throws {
        let expectations = FixtureExpectation.parse(try Fixtures.text("clean", name))
        let rule = try #require(Self.rule(for: name), "\(name) does not start with a rule id")
        let found = try diagnostics(of: Fixtures.path("clean", name))
        #expect(!found.contains { $0.rule.rawValue == rule }, "\(name) triggers \(rule): \(render(found))")
        try expectExactly(expectations, found, name)
    }

    @Test func everyRuleHasATriggerAndACleanFixture() {
        for id in Self.ruleIDs {
            #expect(Fixtures.names("trigger").contains { Self.rule(for: $0) == id }, "no trigger fixture for \(id)")
            #expect(Fixtures.names("clean").contains { Self.rule(for: $0) == id }, "no clean fixture for \(id)")
        }
    }

    @Test func rulesHaveTheSpecsIDsAndSeverities() {
        let expected: [(String, Severity)] = [
            ("duplicate-flow", .error), ("unknown-target", .error), ("unknown-flow", .error),
            ("undeclared-outcome", .error), ("unhandled-outcome", .error), ("unknown-outcome", .error),
            ("entry", .error), ("start-cycle", .error), ("unreachable-screen", .warning),
            ("unused-flow", .warning), ("never-finishes", .warning), ("unused-outcome", .warning),
            ("dead-end", .warning), ("push-cycle", .warning), ("shadowed-alternative", .warning),
            ("misplaced-tabs", .error), ("push-in-bare-layer", .error), ("missing-input", .error),
            ("unhandled-output", .error), ("duplicate-link", .error), ("pop-target", .warning),
            ("unreachable-link", .warning), ("unused-ignore", .warning),
        ]
        #expect(RuleRegistry.all.map { $0.description.id.rawValue } == expected.map(\.0))
        #expect(RuleRegistry.all.map { $0.description.severity } == expected.map(\.1))
    }

    /// What `ignore` may name is what the registry says warns, and what it
    /// refuses as an error is every other rule.
    @Test func theIgnorableRulesAreTheWarnings() {
        let descriptions = RuleRegistry.descriptions
        #expect(Set(RuleID.warningRules) == Set(descriptions.filter { $0.severity == .warning }.map(\.id)))
        #expect(Set(RuleID.errorRules) == Set(descriptions.filter { $0.severity == .error }.map(\.id)))
    }

    /// The longest rule id the file name starts with (`unknown-flow` before
    /// a hypothetical `unknown`).
    static func rule(for fileName: String) -> String? {
        ruleIDs.filter { fileName.hasPrefix($0) }.max { $0.count < $1.count }
    }

    func diagnostics(of path: String) throws -> [Diagnostic] {
        let loaded = try ProjectLoader.load(paths: [path])
        // As the CLI calls it.
        return loaded.diagnostics
            + Validator.check(
                loaded.project, projectFile: path,
                filesHaveErrors: loaded.diagnostics.errorCount > 0)
    }

    func expectExactly(_ expectations: [FixtureExpectation], _ diagnostics: [Diagnostic], _ name: String) throws {
        var unmatched = diagnostics
        for expectation in expectations {
            let index = unmatched.firstIndex(where: expectation.matches)
            #expect(index != nil, "\(name): expected \(expectation), got\n\(render(diagnostics))")
            if let index { unmatched.remove(at: index) }
        }
        #expect(unmatched.isEmpty, "\(name): unexpected\n\(render(unmatched))")
    }

    func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sortedForOutput()
            .map { "\($0.location.line):\($0.location.column) \($0.rule) \($0.message)" }.joined(separator: "\n")
    }
}
