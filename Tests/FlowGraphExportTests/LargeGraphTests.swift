import FlowGraphExport
import FlowModel
import Foundation
import Testing

/// A project of 90 nodes whose screens all write out the same 40
/// transitions: drawn per screen, 3,400 edges kept Graphviz busy for
/// minutes on a page tens of thousands of points wide.
@Suite struct LargeGraphTests {
    static let large = LargeProject()

    @Test func sharedTransitionsKeepTheEdgeCountPerFlow() throws {
        let dot = try GraphExporter(Self.large.project).render(.dot)
        let edges = dot.split(separator: "\n").filter { $0.contains(" -> ") }
        // At most one edge per shared transition a flow, plus each node's own.
        let ownPerNode = 3
        #expect(
            edges.count <= Self.large.flows * Self.large.shared + Self.large.flows * Self.large.nodesPerFlow
                * ownPerNode)
        // Every shared transition leaves from its flow's shared node only.
        let shared = edges.filter { $0.contains("global") }
        #expect(shared.allSatisfy { $0.firstMatch(of: /^  "f\d+_s" ->/) != nil })
        #expect(Set(shared.map { $0.prefix(while: { $0 != "-" }) }).count == Self.large.flows)
    }

    @Test func mermaidIsAsSmall() throws {
        let mermaid = try GraphExporter(Self.large.project).render(.mermaid)
        let links = mermaid.split(separator: "\n").filter { $0.contains("|") }
        #expect(links.count <= Self.large.flows * Self.large.shared + Self.large.flows * Self.large.nodesPerFlow * 3)
    }

    /// Graphviz lays it out in seconds, on a page that a screen can show.
    @Test(arguments: [true, false])
    func dotLaysItOutQuicklyOnAPageOfScreenProportions(_ labels: Bool) throws {
        let dot = try GraphExporter(Self.large.project).render(.dot, edgeLabels: labels)
        let started = Date()
        guard let result = try Graphviz.svg(dot) else { return }
        let seconds = Date().timeIntervalSince(started)
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
        #expect(seconds < 20, "dot took \(seconds) s")
        let size = try #require(result.svg.firstMatch(of: /<svg width="(\d+)pt" height="(\d+)pt"/))
        let width = Int(size.output.1)!, height = Int(size.output.2)!
        #expect(width <= 8_000 && height <= 8_000, "\(width) x \(height) pt")
        #expect(max(width, height) <= 3 * min(width, height), "a strip: \(width) x \(height) pt")
    }
}
