import FlowGraphExport
import FlowLoading
import FlowModel
import TestSupport
import Testing

/// A transition that most screens of a flow write alike is drawn once, from
/// the flow's "every screen" or "most screens" node.
@Suite struct SharedTransitionTests {
    /// Five screens: four write `expired` alike, two `failed` alike (too
    /// few), Pay answers `failed` its own way, and a flow node does not count.
    static let shop = """
        flow: Shop
        entry: true
        start: Home
        outcomes: [signedOut]
        screens:
          Home:
            on:
              next: push Cart
              expired: finish signedOut
              failed: { modal: Failure, navigation: false }
              help: modal Help
              account: push Account
          Cart:
            on:
              next: push Pay
              expired: finish signedOut
              failed: { modal: Failure, navigation: false }
              close: back
          Pay:
            on:
              expired: finish signedOut
              failed: stay
              close: back
          Failure:
            on:
              ok: dismiss
              expired: finish signedOut
              close: back
          Help:
            on:
              done: dismiss
          Account:
            flow: Profile
            on:
              expired: finish signedOut
        ---
        flow: Profile
        start: Me
        outcomes: [expired]
        screens:
          Me:
            on:
              expired: finish expired

        """

    static var project: Project { ProjectLoader.load(sources: [("shop.yaml", shop)]).project }

    @Test(arguments: GraphFormat.allCases)
    func sharedTransitionsLeaveFromTheFlowOnce(_ format: GraphFormat) throws {
        let output = try GraphExporter(Self.project).render(format)
        try Golden.check(output, "shared.\(format.rawValue)")
    }

    @Test func theSharedEdgesAndWhatStaysOnTheScreens() throws {
        let dot = try GraphExporter(Self.project).render(.dot)
        #expect(dot.contains("\"f0_s\" [label=\"most screens\""))
        let edges = dot.split(separator: "\n").filter { $0.contains(" -> ") }
        // Once from the shared node, once from the flow node (below).
        #expect(edges.filter { $0.contains("expired: finish signedOut") }.count == 2)
        #expect(edges.contains { $0.hasPrefix("  \"f0_s\" -> \"f0_x0\" [label=\"expired: finish signedOut\"") })
        // Three screens go back on close: a loop on the shared node.
        #expect(edges.contains { $0.hasPrefix("  \"f0_s\" -> \"f0_s\" [label=\"close: back\"") })
        // Two bare modals to Failure are not most of five screens.
        #expect(edges.filter { $0.contains("failed: modal sheet, bare") }.count == 2)
        // The flow node's own `expired` answers its child: still drawn on it.
        #expect(edges.contains { $0.hasPrefix("  \"f0_n5\" -> \"f0_x0\"") })
        // The one-screen child flow shares nothing.
        #expect(!dot.contains("f1_s"))
    }

    /// `screens` screens, the first `sharing` of which write `expired` alike.
    static func flow(screens: Int, sharing: Int) -> Project {
        var lines = ["flow: App", "entry: true", "start: S0", "outcomes: [out]", "screens:"]
        for screen in 0..<screens {
            lines += ["  S\(screen):", "    on:"]
            lines.append(screen + 1 < screens ? "      next: push S\(screen + 1)" : "      again: stay")
            if screen < sharing { lines.append("      expired: finish out") }
        }
        return ProjectLoader.load(sources: [("app.yaml", lines.joined(separator: "\n") + "\n")]).project
    }

    @Test(
        arguments: [
            (screens: 2, sharing: 2, anchor: nil),
            (3, 3, "every screen"),
            (6, 3, nil),
            (6, 4, "most screens"),
            (5, 3, "most screens"),
            (40, 20, nil),
            (40, 21, "most screens"),
        ] as [(Int, Int, String?)])
    func mostMeansThreeScreensAndMoreThanHalf(_ screens: Int, _ sharing: Int, _ anchor: String?) throws {
        let dot = try GraphExporter(Self.flow(screens: screens, sharing: sharing)).render(.dot)
        let expiredEdges = dot.split(separator: "\n").filter { $0.contains("expired: finish out") }
        if let anchor {
            #expect(dot.contains("\"f0_s\" [label=\"\(anchor)\""))
            #expect(expiredEdges.count == 1 && expiredEdges[0].hasPrefix("  \"f0_s\" -> "))
        } else {
            #expect(!dot.contains("f0_s"))
            #expect(expiredEdges.count == sharing)
        }
    }

    /// An unreachable screen's copy is still a copy; the shared node and
    /// its edges are faded only when no screen that writes them is reachable.
    @Test(arguments: [true, false])
    func theSharedNodeIsFadedOnlyWhenEverySharerIs(_ startShares: Bool) throws {
        // S0 is the start; U1 to U3 are unreachable.
        var text = "flow: App\nentry: true\nstart: S0\noutcomes: [out]\nscreens:\n  S0:\n    on:\n"
        text += startShares ? "      expired: finish out\n" : "      again: stay\n"
        for screen in 1...3 { text += "  U\(screen):\n    on:\n      expired: finish out\n" }
        let dot = try GraphExporter(ProjectLoader.load(sources: [("app.yaml", text)]).project).render(.dot)
        let lines = dot.split(separator: "\n")
        let anchor = try #require(lines.first { $0.hasPrefix("    \"f0_s\" [") })
        let edge = try #require(lines.first { $0.hasPrefix("  \"f0_s\" -> ") })
        #expect(anchor.contains("#bbbbbb") == !startShares)
        #expect(edge.contains("#cccccc") == !startShares)
    }
}
