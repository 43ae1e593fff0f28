import FlowDiagnostics
import FlowLoading
import FlowModel
import Testing

/// Format 2's keys decode to what they say (`Fixtures/clean/format2.yaml`);
/// their mistakes are in `Fixtures/trigger/format2-*.yaml`.
@Suite struct Format2DecodingTests {
    let project: Project

    init() throws {
        project = try ProjectLoader.load(paths: [Fixtures.path("clean", "format2.yaml")]).project
    }

    @Test func startAlternativesKeepTheirOrderAndConditions() throws {
        let root = try #require(project.flow(named: "Root"))
        #expect(root.startAlternatives.map(\.node.name) == ["Main", "Welcome"])
        #expect(root.startAlternatives[0].when?.first?.variable == "signedIn")
        #expect(root.startAlternatives[1].when == nil)
        #expect(root.start.name == "Main")
        #expect(root.starts.map(\.name) == ["Main", "Welcome"])
        // A `when` on the last alternative, and an empty one, decode as written.
        let onboarding = try #require(project.flow(named: "Onboarding"))
        #expect(onboarding.startAlternatives.map { $0.when?.count } == [1, 0, 1])
    }

    @Test func flowLevelOnAndIgnore() throws {
        let root = try #require(project.flow(named: "Root"))
        #expect(root.flowHandlers.map(\.outcome) == ["sessionExpired", "failed"])
        let failed = try #require(root.flowHandler(for: "failed")?.alternatives.first?.transition)
        #expect(failed.kind == .modal && !failed.hasNavigation)
        #expect(root.ignore.map(\.name) == ["unused-outcome"])
        #expect(root.node(named: "Main")?.ignore.map(\.name) == ["dead-end", "push-cycle"])
        #expect(root.gaps.isEmpty)
    }

    @Test func tabsNodeAndChildStart() throws {
        let root = try #require(project.flow(named: "Root"))
        let main = try #require(root.node(named: "Main"))
        #expect(main.isTabsNode && !main.isFlowNode)
        #expect(main.tabs?.map(\.name) == ["Feed", "Profile"])
        #expect(main.selectedTab?.name == "Profile")
        let register = try #require(root.node(named: "Register"))
        #expect(register.childFlow?.name == "Onboarding" && register.childStart?.name == "Form")
    }

    @Test(arguments: [
        ("home", nil as String?), ("top", "Welcome"), ("up", nil),
    ])
    func popWithAndWithoutATarget(_ outcome: String, target: String?) throws {
        let welcome = try #require(project.flow(named: "Root")?.node(named: "Welcome"))
        let transition = try #require(welcome.handler(for: outcome)?.alternatives.first?.transition)
        #expect(transition.kind == .pop && transition.target == target)
    }

    @Test func fromAndDismissing() throws {
        let root = try #require(project.flow(named: "Root"))
        let problem = try #require(root.node(named: "Problem"))
        let retry = try #require(problem.handler(for: "retry")?.alternatives.first?.transition)
        #expect(retry.dismissing && !retry.hasFrom && root.from(retry) == nil)
        let again = try #require(problem.handler(for: "again")?.alternatives.first?.transition)
        #expect(!again.dismissing && again.hasFrom && root.from(again)?.name == "Welcome")
    }

    /// Each mistake keeps what can be kept: a transition with a bad option
    /// is kept without it, and a node with a bad `tabs` is partial.
    @Test func mistakesKeepWhatTheyCan() throws {
        let text = """
            flow: A
            start: S
            screens:
              S:
                on:
                  a: { push: S, from: [S] }
                  b: { finish: done, dismissing: true }
              T:
                tabs: Feed
            """
        let loaded = ProjectLoader.load(sources: [("f.yaml", text)])
        let flow = try #require(loaded.project.flow(named: "A"))
        let a = try #require(flow.node(named: "S")?.handler(for: "a")?.alternatives.first?.transition)
        #expect(a.kind == .push && !a.hasFrom)
        let b = try #require(flow.node(named: "S")?.handler(for: "b")?.alternatives.first?.transition)
        #expect(b.kind == .finish && !b.dismissing)
        #expect(flow.node(named: "T")?.isPartial == true)
    }
}
