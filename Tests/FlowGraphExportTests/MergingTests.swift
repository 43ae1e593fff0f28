@testable import FlowGraphExport
import FlowLoading
import FlowModel
import TestSupport
import Testing

/// Parallel edges: transitions of one kind between the same two nodes are
/// one edge whose label joins their triggers, in the order they are written.
@Suite struct MergingTests {
    static let inbox = """
        flow: Inbox
        entry: true
        start: List
        outcomes: [closed]
        screens:
          List:
            on:
              open: push Message
              select:
                - { when: { idiom: pad }, push: Message }
                - modal Message
              tap: push Message
              compose: modal Composer
              write: modal Composer
              quit: finish closed
              refresh: stay
              hide: dismiss
              leave: finish closed
              reload: stay
          Message:
            on:
              reply: { modal: Composer, style: fullscreen }
              forward: modal Composer
          Composer:
            on:
              send: dismiss
              cancel: dismiss

        """

    static var project: Project { ProjectLoader.load(sources: [("inbox.yaml", inbox)]).project }

    @Test(arguments: GraphFormat.allCases)
    func parallelEdgesOfOneKindAreOne(_ format: GraphFormat) throws {
        let output = try GraphExporter(Self.project).render(format)
        try Golden.check(output, "merged.\(format.rawValue)")
    }

    @Test func labelsJoinInWrittenOrderAndKindsStayApart() throws {
        let dot = try GraphExporter(Self.project).render(.dot)
        let edges = dot.split(separator: "\n").filter { $0.contains(" -> ") }
        func labels(from: String, to: String) -> [String] {
            edges.filter { $0.hasPrefix("  \"\(from)\" -> \"\(to)\" ") }.map {
                String($0.firstMatch(of: /label="([^"]*)"/)!.output.1)
            }
        }
        #expect(labels(from: "f0_n0", to: "f0_n1") == ["open, select [idiom=pad], tap: push", "select: modal sheet"])
        #expect(labels(from: "f0_n0", to: "f0_n2") == ["compose, write: modal sheet"])
        #expect(labels(from: "f0_n0", to: "f0_x0") == ["quit, leave: finish closed"])
        // One loop, one line per kind, in the order each kind first appears.
        #expect(labels(from: "f0_n0", to: "f0_n0") == ["refresh, reload: stay\\nhide: dismiss"])
        // A fullscreen modal and a sheet look different: two edges.
        #expect(labels(from: "f0_n1", to: "f0_n2") == ["reply: modal fullscreen", "forward: modal sheet"])
        #expect(labels(from: "f0_n2", to: "f0_n2") == ["send, cancel: dismiss"])
        #expect(edges.count == 9)
    }

    @Test func manyTriggersWrapAfterACommaNotInsideOne() {
        let triggers = (0..<12).map { "outcome\($0)" }
        let label = EdgeLabels.joined(triggers, kindText: "push")
        let lines = label.split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix(",") && $0.count <= 41 })
        #expect(label.replacing(",\n", with: ", ") == triggers.joined(separator: ", ") + ": push")
    }

    /// A merged edge is faded only when every transition in it is: a shared
    /// transition that one reachable screen writes is part of the live map.
    @Test func aMergedEdgeIsFadedOnlyWhenAllOfItIs() {
        var merger = EdgeMerger(from: "a")
        merger.add(to: "b", trigger: "x", kindText: "push", kind: .push, isFaded: true)
        merger.add(to: "b", trigger: "y", kindText: "push", kind: .push, isFaded: false)
        merger.add(to: "c", trigger: "z", kindText: "push", kind: .push, isFaded: true)
        #expect(merger.edges().map(\.isFaded) == [false, true])
        #expect(merger.edges().map(\.label) == ["x, y: push", "z: push"])
    }
}
