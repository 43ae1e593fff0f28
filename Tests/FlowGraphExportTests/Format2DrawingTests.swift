import FlowGraphExport
import FlowLoading
import FlowModel
import TestSupport
import Testing

/// Format 2's navigation in the map: a tab bar linked to each tab's flow,
/// pops, `from:` and `dismissing:`, a flow's own `on` drawn once from the
/// flow, and a child flow entered at a chosen node.
@Suite struct Format2DrawingTests {
    static let app = """
        flow: App
        entry: true
        start: Launch
        screens:
          Launch:
            on:
              restored: replace Main
              signIn: modal SignIn
          SignIn:
            flow: Onboarding
            start: Form
            on:
              signedIn: dismiss
          Main:
            tabs: [Feed, Profile]
            selected: Profile
            on:
              signedOut: replace Launch
        ---
        flow: Onboarding
        start: Intro
        outcomes: [signedIn]
        screens:
          Intro:
            on:
              next: push Form
          Form:
            on:
              done: finish signedIn
        ---
        flow: Feed
        start: List
        outcomes: [signedOut]
        on:
          expired: finish signedOut
          failed: { modal: Failure, navigation: false }
        screens:
          List:
            on:
              open: push Post
          Post:
            on:
              comment: push Comments
              failed: stay
          Comments:
            on:
              top: pop
              post: pop Post
              section: { push: Section, from: List }
          Section:
            on:
              done: pop List
              expired: finish signedOut
          Failure:
            on:
              article: { push: Post, dismissing: true }
        ---
        flow: Profile
        start: Me
        outcomes: [signedOut]
        screens:
          Me:
            on:
              signOut: finish signedOut

        """

    static var project: Project {
        let loaded = ProjectLoader.load(sources: [("app.yaml", app)])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        return loaded.project
    }

    static var dotLines: [Substring] {
        get throws { try GraphExporter(project).render(.dot).split(separator: "\n") }
    }

    @Test(arguments: GraphFormat.allCases)
    func theFormat2Project(_ format: GraphFormat) throws {
        try Golden.check(try GraphExporter(Self.project).render(format), "format2.\(format.rawValue)")
    }

    @Test func aTabBarIsATableWhoseCellsLinkToTheirFlows() throws {
        let lines = try Self.dotLines
        let bar = try #require(lines.first { $0.hasPrefix("    \"f0_n2\" [label=<<table") })
        #expect(bar.contains("<td port=\"t0\"><font color=\"#000000\">Feed</font></td>"))
        #expect(bar.contains("<td port=\"t1\"><font color=\"#000000\"><b>Profile</b></font></td>"), "selected")
        #expect(
            lines.contains { $0.hasPrefix("  \"f0_n2\":\"t0\" -> \"f2_n0\"") && $0.contains("lhead=\"cluster_f2\"") })
        #expect(
            lines.contains { $0.hasPrefix("  \"f0_n2\":\"t1\" -> \"f3_n0\"") && $0.contains("lhead=\"cluster_f3\"") })
        // Its own `on` handles the tabs' outcomes, as a flow node's does.
        #expect(lines.contains { $0.hasPrefix("  \"f0_n2\" -> \"f0_n0\" [label=\"signedOut: replace\"") })
    }

    @Test func popsAreDashedAndABarePopGoesToTheFlowsStart() throws {
        let lines = try Self.dotLines
        func edge(_ label: String) -> Substring? { lines.first { $0.contains("[label=\"\(label)\"") } }
        #expect(edge("top: pop")?.hasPrefix("  \"f2_n2\" -> \"f2_n0\"") == true)
        #expect(edge("post: pop Post")?.hasPrefix("  \"f2_n2\" -> \"f2_n1\"") == true)
        #expect(edge("done: pop List")?.contains("style=\"dashed\", arrowhead=vee") == true)
        #expect(edge("section: push from List")?.hasPrefix("  \"f2_n2\" -> \"f2_n3\"") == true)
        #expect(edge("article: push, dismissing")?.hasPrefix("  \"f2_n4\" -> \"f2_n1\"") == true)
    }

    @Test func aFlowsOwnOnIsDrawnOnceFromTheFlow() throws {
        let lines = try Self.dotLines
        #expect(lines.contains { $0.hasPrefix("    \"f2_s\" [label=\"every screen\"") })
        let expired = lines.filter { $0.contains("expired: finish signedOut") }
        // Section writes it again: still one edge.
        #expect(expired.count == 1 && expired[0].hasPrefix("  \"f2_s\" -> \"f2_x0\""))
        #expect(lines.contains { $0.hasPrefix("  \"f2_s\" -> \"f2_n4\" [label=\"failed: modal sheet, bare\"") })
        // Post answers `failed` its own way: drawn on Post.
        #expect(lines.contains { $0.hasPrefix("  \"f2_n1\" -> \"f2_n1\" [label=\"failed: stay\"") })
    }

    @Test func aChildEnteredInTheMiddleIsLinkedToThatNode() throws {
        let lines = try Self.dotLines
        #expect(lines.contains { $0.contains("[label=\"SignIn\\nstarts Onboarding at Form\"") })
        let link = try #require(lines.first { $0.hasPrefix("  \"f0_n1\" -> \"f1_n1\"") })
        #expect(link.contains("label=\"starts at Form\"") && !link.contains("lhead"))
    }

    @Test func eachStartAlternativeHasItsArrowLabelledWithItsWhen() throws {
        let text = """
            flow: App
            start:
              - { when: { signedIn: "true" }, node: Home }
              - Welcome
            screens:
              Home:
                on:
                  out: replace Welcome
              Welcome:
                on:
                  in: replace Home
            """
        let exporter = GraphExporter(ProjectLoader.load(sources: [("app.yaml", text)]).project)
        let dot = try exporter.render(.dot)
        #expect(dot.contains("\"start\" -> \"f0_n0\" [label=\"[signedIn=true]\""))
        #expect(dot.contains("\"start\" -> \"f0_n1\" [color="))
        let mermaid = try exporter.render(.mermaid)
        #expect(mermaid.contains("start -->|") && mermaid.contains("start --> f0_n1"))
        #expect(try exporter.render(.dot, edgeLabels: false).contains("[tooltip=\"[signedIn=true]\""))
    }

    @Test func aFlowBringsItsTabFlows() throws {
        let dot = try GraphExporter(Self.project).render(.dot, flow: "App")
        #expect(dot.contains("label=\"Feed\\noutcomes: signedOut\""))
        #expect(dot.contains("label=\"Profile\\noutcomes: signedOut\""))
        let feedOnly = try GraphExporter(Self.project).render(.dot, flow: "Feed")
        #expect(!feedOnly.contains("label=\"Profile\\n"))
    }

    @Test(arguments: [true, false])
    func graphvizDrawsItWithoutAWarning(_ labels: Bool) throws {
        let dot = try GraphExporter(Self.project).render(.dot, edgeLabels: labels)
        guard let result = try Graphviz.svg(dot) else { return }
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
        #expect(result.svg.contains(">Profile</text>"))
    }
}
