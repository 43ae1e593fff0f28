import FlowDiagnostics
import FlowLoading
@testable import FlowValidation
import Testing

/// The rules side by side (`Validator.check(_:threads:)`, as `validate`
/// runs them on a large project): the same diagnostics as one after the
/// other, whatever the number of threads. Compared sorted for output, as
/// every caller sorts them: `unused-ignore` lists its findings in the
/// order of a set, which differs from one call to the next.
@Suite struct ParallelRulesTests {
    @Test(arguments: Fixtures.names("trigger") + Fixtures.names("clean").map { "clean/" + $0 })
    func theRulesFindTheSameOnAnyNumberOfThreads(_ name: String) throws {
        let path =
            name.hasPrefix("clean/")
            ? Fixtures.path("clean", String(name.dropFirst(6))) : Fixtures.path("trigger", name)
        let loaded = try ProjectLoader.load(paths: [path])
        let context = ValidationContext(
            project: loaded.project, projectFile: path, filesHaveErrors: loaded.diagnostics.errorCount > 0)
        var alone = Validator.check(context, threads: 1)
        alone.sortForOutput()
        for threads in [2, 3, 8] {
            var found = Validator.check(context, threads: threads)
            found.sortForOutput()
            #expect(found == alone, "\(threads) threads")
        }
    }

    /// Every rule said to be heavy is one the registry runs, once.
    @Test func theHeaviestRulesAreRegisteredRules() {
        let ids = Validator.heaviestFirst.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids).isSubset(of: RuleRegistry.all.map { $0.description.id }))
    }
}
