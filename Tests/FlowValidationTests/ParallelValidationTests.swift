import FlowDiagnostics
import FlowIndex
import FlowLoading
import FlowModel
@testable import FlowValidation
import Testing

/// The project resolved and the rules run side by side (as `validate` does
/// on a large project): the same as on one thread, whatever the number.
@Suite struct ParallelValidationTests {
    /// Each fixture alone, and a project of many flows using every
    /// construct the runs of flows write in place or join afterwards.
    static let projects =
        Fixtures.names("trigger").map { "trigger/" + $0 } + Fixtures.names("clean").map { "clean/" + $0 }
        + ["many flows"]

    static func project(_ name: String) throws -> (project: Project, path: String, hasErrors: Bool) {
        guard name == "many flows" else {
            let path = Fixtures.path("", name)
            let loaded = try ProjectLoader.load(paths: [path])
            return (loaded.project, path, loaded.diagnostics.errorCount > 0)
        }
        let loaded = ProjectLoader.load(sources: (0..<40).map { ("flows\($0).yaml", manyFlows($0)) })
        return (loaded.project, "flows0.yaml", loaded.diagnostics.errorCount > 0)
    }

    /// Four flows: start lists, a flow's own `on`, `ignore`, a child with a
    /// chosen start, tabs, `from:` and `dismissing`, a target and a `from:`
    /// that are unknown.
    static func manyFlows(_ i: Int) -> String {
        """
        flow: Root\(i)
        entry: \(i == 0)
        start:
          - { when: { signedIn: "true" }, node: Main }
          - Welcome
        on:
          sessionExpired: replace Welcome
          failed: { modal: Problem, navigation: false }
        ignore: [unused-outcome]
        screens:
          Welcome:
            on:
              signIn: replace Main
              register: push Register
              lost: push Nowhere
              top: { pop: Welcome }
          Register:
            flow: Onboarding\(i)
            start: Form
            on:
              done: pop Welcome
          Main:
            tabs: [Feed\(i), Profile\(i)]
            selected: Profile\(i)
            ignore: [dead-end, push-cycle]
            on:
              signedOut: replace Welcome
          Problem:
            on:
              ok: dismiss
              retry: { push: Welcome, dismissing: true }
              again: { push: Register, from: Welcome, dismissing: false }
              astray: { push: Register, from: Elsewhere }
        ---
        flow: Onboarding\(i)
        start: Form
        outcomes: [done]
        screens:
          Intro:
            on:
              next: push Form
          Form:
            on:
              submit: finish done
        ---
        flow: Feed\(i)
        start: List
        screens:
          List:
        ---
        flow: Profile\(i)
        start: Me
        screens:
          Me:

        """
    }

    @Test(arguments: projects)
    func theProjectResolvesTheSameOnAnyNumberOfThreads(_ name: String) throws {
        let project = try Self.project(name).project
        let alone = ResolvedProject(project, threads: 1)
        for threads in [2, 3, 8] {
            let resolved = ResolvedProject(project, threads: threads)
            #expect(resolved.dump() == alone.dump(), "\(threads) threads")
            #expect(resolved.format2.dismissing == alone.format2.dismissing)
            #expect(resolved.format2.fromTargets == alone.format2.fromTargets)
            #expect(resolved.format2.ignoringNodes == alone.format2.ignoringNodes)
            #expect(resolved.format2.tabBars == alone.format2.tabBars)
            #expect(resolved.format2.childStarts == alone.format2.childStarts)
            #expect(resolved.unknownTargets == alone.unknownTargets)
            #expect(resolved.payloadNames == alone.payloadNames)
        }
    }

    /// Compared sorted for output, as every caller sorts them:
    /// `unused-ignore` lists its findings in the order of a set, which
    /// differs from one call to the next.
    @Test(arguments: projects)
    func theRulesFindTheSameOnAnyNumberOfThreads(_ name: String) throws {
        let (project, path, hasErrors) = try Self.project(name)
        var alone = Validator.check(ValidationContext(project: project, projectFile: path, filesHaveErrors: hasErrors))
        alone.sortForOutput()
        for threads in [2, 3, 8] {
            let context = ValidationContext(
                project: project, projectFile: path, filesHaveErrors: hasErrors, threads: threads)
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
