import FlowGraphExport
import FlowLoading
import FlowModel
import Foundation
import TestSupport
import Testing

/// The DOT output goes through Graphviz itself: accepted without a warning,
/// and every flow and screen shows up in the picture.
@Suite struct GraphvizTests {
    @Test func theSampleProjectRenders() throws {
        try expectRenders(SampleProject.project)
    }

    /// The example app at the repository root, as `make docs` draws it.
    @Test func theExampleAppRenders() throws {
        let flows = TestTarget.packageRoot.appendingPathComponent("Flows").path
        let loaded = try ProjectLoader.load(paths: [flows])
        #expect(!loaded.project.flows.isEmpty, "Flows/ at the repository root has no flows")
        try expectRenders(loaded.project)
    }

    /// Merged edges, a shared node, the other direction and no labels.
    @Test(arguments: [true, false])
    func theNewDrawingsRender(_ labels: Bool) throws {
        try expectRenders(MergingTests.project, labels: labels)
        try expectRenders(SharedTransitionTests.project, labels: labels)
        try expectRenders(LargeProject(flows: 2, nodesPerFlow: 8, shared: 6).project, labels: labels)
    }

    private func expectRenders(
        _ project: Project, labels: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let source = try GraphExporter(project).render(.dot, edgeLabels: labels)
        guard let result = try Graphviz.svg(source, sourceLocation: sourceLocation) else { return }
        #expect(result.status == 0, "dot refused the graph: \(result.errors)", sourceLocation: sourceLocation)
        #expect(result.errors.isEmpty, "dot warned: \(result.errors)", sourceLocation: sourceLocation)
        for flow in project.flows {
            #expect(
                result.svg.contains(">\(flow.name)</text>"), "flow \(flow.name) is missing from the SVG",
                sourceLocation: sourceLocation)
            for node in flow.nodes {
                #expect(
                    result.svg.contains(">\(node.name)</text>"), "\(flow.name).\(node.name) is missing from the SVG",
                    sourceLocation: sourceLocation)
            }
        }
    }
}
