@testable import FlowGraphExport
import Testing

/// How the renderers draw a `pop` edge and a tab bar, from a scene built by
/// hand: the model does not say either yet, the renderers are ready.
@Suite struct RendererShapeTests {
    static let tricky = "Search & <Find> \"x\""

    static var scene: GraphScene {
        func screen(_ id: String, _ name: String) -> GraphScene.SceneNode {
            .init(id: id, shape: .screen, label: name, isFaded: false)
        }
        func cluster(_ id: String, _ name: String, _ nodes: [GraphScene.SceneNode]) -> GraphScene.Cluster {
            .init(id: id, name: name, outcomes: [], description: nil, isFaded: false, nodes: nodes)
        }
        let tabBar = GraphScene.SceneNode(
            id: "f0_n0", shape: .tabBar(tabs: ["Feed", tricky]), label: "Main\nThe signed-in app.", isFaded: false)
        return GraphScene(
            entries: [GraphScene.Entry(target: "f0_n0")],
            clusters: [
                cluster("f0", "App", [tabBar]),
                cluster("f1", "Feed", [screen("f1_n0", "List"), screen("f1_n1", "Post")]),
                cluster("f2", tricky, [screen("f2_n0", "Query")]),
            ],
            edges: [
                .init(
                    from: "f0_n0", to: "f1_n0", label: "", kind: .startsFlow, isFaded: false, headCluster: "f1",
                    tailPort: "t0"),
                .init(
                    from: "f0_n0", to: "f2_n0", label: "", kind: .startsFlow, isFaded: false, headCluster: "f2",
                    tailPort: "t1"),
                .init(from: "f1_n0", to: "f1_n1", label: "open: push", kind: .push, isFaded: false, headCluster: nil),
                .init(from: "f1_n1", to: "f1_n0", label: "done: pop", kind: .pop, isFaded: false, headCluster: nil),
            ])
    }

    @Test func dotDrawsATabBarAsATableWithAPortPerTab() throws {
        let dot = DOTRenderer().render(Self.scene)
        #expect(dot.contains("<td port=\"t0\"><font color=\"#000000\">Feed</font></td>"))
        #expect(
            dot.contains("<td port=\"t1\"><font color=\"#000000\">Search &amp; &lt;Find&gt; &quot;x&quot;</font></td>"))
        #expect(dot.contains("Main<br/>The signed-in app."))
        #expect(dot.contains("\"f0_n0\":\"t0\" -> \"f1_n0\" [label=\"\""))
        #expect(dot.contains("\"f0_n0\":\"t1\" -> \"f2_n0\" [label=\"\", color=\"#555555\""))
        #expect(dot.contains("lhead=\"cluster_f2\""))
        guard let result = try Graphviz.svg(dot) else { return }
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
        #expect(result.svg.contains(">Search &amp; &lt;Find&gt; &quot;x&quot;</text>"))
    }

    @Test func aPopIsADashedBlueLineWithAnOpenHead() throws {
        let dot = DOTRenderer().render(Self.scene)
        let pop = try #require(dot.split(separator: "\n").first { $0.contains("done: pop") })
        #expect(pop.hasSuffix("color=\"#1f4e9c\", fontcolor=\"#000000\", style=\"dashed\", arrowhead=vee];"))
        let mermaid = MermaidRenderer().render(Self.scene)
        #expect(mermaid.contains("  f1_n1 -.->|\"done: pop\"| f1_n0\n"))
        #expect(mermaid.contains("stroke:#1f4e9c,stroke-width:1.5px,color:#000000"))
    }

    @Test func mermaidListsTheTabsUnderTheTitleAndLinksEachTab() {
        let mermaid = MermaidRenderer().render(Self.scene)
        #expect(
            mermaid.contains(
                "    f0_n0[\"Main<br/>The signed-in app.<br/>tabs: Feed #124; Search #38; #60;Find#62; #34;x#34;\"]"))
        #expect(mermaid.contains("  f0_n0 -.-> f1\n") && mermaid.contains("  f0_n0 -.-> f2\n"))
        #expect(mermaid.contains("  classDef tabBar fill:#fdf2e9,stroke:#000000\n"))
        #expect(mermaid.contains("  class f0_n0 tabBar\n"))
    }
}
