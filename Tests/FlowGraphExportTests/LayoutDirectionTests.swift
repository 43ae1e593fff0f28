@testable import FlowGraphExport
import FlowLoading
import FlowModel
import Testing

/// The map runs top to bottom unless left to right fits a screen clearly
/// better: many sibling flows or one long chain stay top to bottom, where
/// the other way would be a long strip; flows with long, labelled chains
/// of screens stack left to right.
@Suite struct LayoutDirectionTests {
    /// One flow of `screens` screens in a chain of pushes.
    static func chain(_ screens: Int) -> Project {
        var text = "flow: App\nentry: true\nstart: S0\nscreens:\n"
        for screen in 0..<screens {
            text += "  S\(screen):\n    on:\n      next: push S\((screen + 1) % screens)\n"
        }
        return ProjectLoader.load(sources: [("app.yaml", text)]).project
    }

    /// An entry flow that opens `count` small child flows.
    static func siblings(_ count: Int) -> Project {
        var text = "flow: App\nentry: true\nstart: Home\nscreens:\n  Home:\n    on:\n"
        text += (0..<count).map { "      open\($0): modal C\($0)\n" }.joined()
        text += (0..<count).map { "  C\($0):\n    flow: Child\($0)\n    on:\n      done: dismiss\n" }.joined()
        for child in 0..<count {
            text += "---\nflow: Child\(child)\nstart: A\noutcomes: [done]\nscreens:\n"
            text += "  A:\n    on:\n      next: push B\n  B:\n    on:\n      close: finish done\n"
        }
        return ProjectLoader.load(sources: [("app.yaml", text)]).project
    }

    static func direction(_ project: Project, labels: Bool = true) throws -> String {
        let dot = try GraphExporter(project).render(.dot, edgeLabels: labels)
        let mermaid = try GraphExporter(project).render(.mermaid, edgeLabels: labels)
        let inDOT = dot.contains("\n  rankdir=LR;\n") ? "LR" : "TB"
        #expect(mermaid.hasPrefix("flowchart \(inDOT)\n"), "both formats run the same way")
        return inDOT
    }

    @Test func smallProjectsRunTopToBottom() throws {
        #expect(try Self.direction(SampleProject.project) == "TB")
        #expect(try Self.direction(MergingTests.project) == "TB")
    }

    @Test func aLongChainAndManySiblingsRunTopToBottom() throws {
        #expect(try Self.direction(Self.chain(30)) == "TB")
        #expect(try Self.direction(Self.siblings(20)) == "TB")
    }

    @Test func flowsOfLongLabelledChainsRunLeftToRight() throws {
        #expect(try Self.direction(LargeProject().project) == "LR")
        // Without labels, its ranks are narrow enough to run down.
        #expect(try Self.direction(LargeProject().project, labels: false) == "TB")
    }

    /// Flows that start each other, with no flow above them, are measured
    /// still: one of them stands as the root.
    @Test func flowsThatStartEachOtherAreMeasured() {
        func cluster(_ index: Int) -> GraphScene.Cluster {
            .init(
                id: "f\(index)", name: "Flow\(index)", outcomes: [], description: nil, isFaded: false,
                nodes: [.init(id: "f\(index)_n0", shape: .flowNode, label: "Start", isFaded: false)])
        }
        func link(_ from: Int, _ to: Int) -> GraphScene.Edge {
            .init(
                from: "f\(from)_n0", to: "f\(to)_n0", label: "starts", kind: .startsFlow, isFaded: false,
                headCluster: "f\(to)")
        }
        let scene = GraphScene(entries: [], clusters: [cluster(0), cluster(1)], edges: [link(0, 1), link(1, 0)])
        let estimate = LayoutEstimate(scene: scene, showsLabels: true)
        let alone = LayoutEstimate(
            scene: GraphScene(entries: [], clusters: [cluster(0)], edges: []), showsLabels: true)
        // One under the other: twice as long as one flow, as wide.
        #expect(estimate.size(.topToBottom).height == 2 * alone.size(.topToBottom).height)
        #expect(estimate.size(.topToBottom).width == alone.size(.topToBottom).width)
    }

    /// The estimate is checked against Graphviz itself: the direction
    /// chosen gives the page that shows larger on a screen.
    @Test func theChosenDirectionFitsAScreenBetterInGraphviz() throws {
        let dot = try GraphExporter(LargeProject().project).render(.dot)
        let other = dot.replacing("  rankdir=LR;\n  nodesep=0.15;\n", with: "")
        #expect(other != dot)
        func scale(_ source: String) throws -> Double? {
            guard let result = try Graphviz.svg(source),
                let size = result.svg.firstMatch(of: /<svg width="(\d+)pt" height="(\d+)pt"/)
            else { return nil }
            let screen = LayoutEstimate.screen
            return min(screen.width / Double(size.output.1)!, screen.height / Double(size.output.2)!)
        }
        guard let chosen = try scale(dot), let rejected = try scale(other) else { return }
        #expect(chosen > rejected)
    }
}
