import FlowDiagnostics
import FlowLoading
import FlowModel
import FlowValidation
import Testing

/// `ignore` lists at work in the Validator: what they silence, where, and
/// when an entry is judged unused.
@Suite struct IgnoreTests {
    /// Two documents in one file, each with a dead end; the first flow
    /// ignores dead ends in its own document only.
    static let twoDocuments = """
        flow: App
        entry: true
        ignore: [dead-end]
        start: Home
        screens:
          Home:
            on:
              next: modal Sub
              stuck: push Stuck
          Stuck:
            on:
              wait: stay
          Sub:
            flow: Sub
        ---
        flow: Sub
        start: Only
        screens:
          Only:
            on:
              wait: stay
        """

    func check(_ text: String, rules: [any Rule.Type] = RuleRegistry.all) -> [Diagnostic] {
        let loaded = ProjectLoader.load(sources: [("app.yaml", text)])
        #expect(loaded.diagnostics.isEmpty)
        return Validator.check(loaded.project, rules: rules)
    }

    @Test func aFlowsIgnoreCoversItsOwnDocumentOnly() {
        let found = check(Self.twoDocuments)
        #expect(found.map(\.rule) == [.deadEnd])
        #expect(found.first?.location.line == 19)
    }

    @Test func silencingWorksWithoutTheUnusedIgnoreRule() {
        let found = check(Self.twoDocuments, rules: [DeadEndRule.self])
        #expect(found.map(\.rule) == [.deadEnd])
    }

    /// An entry whose rule did not run silenced nothing only because
    /// nothing looked: it is not reported.
    @Test func anEntryWhoseRuleDidNotRunIsNotJudged() {
        #expect(check(Self.twoDocuments, rules: [UnusedIgnoreRule.self]).isEmpty)
        let unused = check(Self.twoDocuments, rules: [UnreachableScreenRule.self, UnusedIgnoreRule.self])
        #expect(unused.isEmpty)
        let judged = check(
            Self.twoDocuments.replacingOccurrences(of: "ignore: [dead-end]", with: "ignore: [push-cycle]"),
            rules: [PushCycleRule.self, UnusedIgnoreRule.self])
        #expect(judged.map(\.rule) == [.unusedIgnore])
        #expect(judged.first?.location.line == 3 && judged.first?.location.column == 10)
    }

    /// Errors are never silenced, even by a list the decoder would have
    /// refused (a project built in code).
    @Test func errorsAreNeverSilenced() throws {
        let text = Self.twoDocuments.replacingOccurrences(of: "push Stuck", with: "push Stuk")
        var flows = ProjectLoader.load(sources: [("app.yaml", text)]).project.flows
        let at = flows[0].location
        flows[0].ignore = [Located("unknown-target", at: at)]
        let found = Validator.check(Project(flows: flows))
        #expect(found.contains { $0.rule == .unknownTarget })
    }
}
