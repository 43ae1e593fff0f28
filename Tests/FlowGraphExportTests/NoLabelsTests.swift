import FlowGraphExport
import FlowModel
import TestSupport
import Testing

/// `--no-labels`: the same map without the text on its edges.
@Suite struct NoLabelsTests {
    @Test(arguments: GraphFormat.allCases)
    func theSampleProjectWithoutLabels(_ format: GraphFormat) throws {
        let output = try GraphExporter(SampleProject.project).render(format, edgeLabels: false)
        try Golden.check(output, "sample-no-labels.\(format.rawValue)")
    }

    /// In DOT each edge keeps its text as a tooltip; nodes and flows keep
    /// their labels.
    @Test func dotEdgesCarryTooltipsInstead() throws {
        let labelled = try GraphExporter(SampleProject.project).render(.dot)
        let bare = try GraphExporter(SampleProject.project).render(.dot, edgeLabels: false)
        let edges = bare.split(separator: "\n").filter { $0.contains(" -> ") && !$0.contains("\"start\" ->") }
        #expect(!edges.isEmpty)
        #expect(edges.allSatisfy { !$0.contains("label=") && $0.contains("tooltip=") })
        #expect(bare.replacing(" [tooltip=", with: " [label=") == labelled)
    }

    @Test func mermaidLinksHaveNoText() throws {
        let labelled = try GraphExporter(SampleProject.project).render(.mermaid)
        let bare = try GraphExporter(SampleProject.project).render(.mermaid, edgeLabels: false)
        func links(_ mermaid: String) -> [Substring] {
            mermaid.split(separator: "\n").filter { $0.contains("-->") || $0.contains("==") || $0.contains("-.->") }
        }
        #expect(links(bare).count == links(labelled).count)
        #expect(links(bare).allSatisfy { !$0.contains("|") })
        #expect(links(labelled).filter { $0.contains("|") }.count == links(labelled).count - 1, "all but the start's")
        #expect(bare.contains("f3_n0(\"Catalog<br/>Every product.\")"), "node labels stay")
    }
}
