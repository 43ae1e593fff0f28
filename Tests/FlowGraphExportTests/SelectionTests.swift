import FlowGraphExport
import FlowLoading
import FlowModel
import Testing

/// `--flow NAME`: that flow and the flows it starts, transitively.
@Suite struct SelectionTests {
    @Test func aFlowBringsItsChildrenAndTheirChildren() throws {
        let dot = try GraphExporter(SampleProject.project).render(.dot, flow: "Shop")
        #expect(dot.contains("label=\"Shop\\n"))
        #expect(dot.contains("label=\"Checkout\\noutcomes"))
        #expect(dot.contains("label=\"AddressEditor\\noutcomes"), "a grandchild flow is drawn too")
        #expect(!dot.contains("Legacy"), "a flow Shop never starts is left out")
    }

    @Test func aChildFlowAloneLeavesItsParentOut() throws {
        let mermaid = try GraphExporter(SampleProject.project).render(.mermaid, flow: "AddressEditor")
        #expect(mermaid.contains("AddressEditor"))
        #expect(!mermaid.contains("Checkout") && !mermaid.contains("Shop"))
        #expect(!mermaid.contains("start((\"start\"))"), "the app's start point belongs to the entry flow")
    }

    @Test func anUnknownFlowSuggestsTheClosestName() throws {
        let error = #expect(throws: UnknownFlowError.self) {
            try GraphExporter(SampleProject.project).render(.dot, flow: "Chekout")
        }
        #expect(error?.suggestion == "Checkout")
        #expect(error?.description == "no flow named 'Chekout' (did you mean 'Checkout'?)")
    }

    @Test func anUnknownFlowFarFromEveryNameSuggestsNothing() throws {
        let error = #expect(throws: UnknownFlowError.self) {
            try GraphExporter(SampleProject.project).render(.mermaid, flow: "Zzzzzzzz")
        }
        #expect(error?.suggestion == nil)
        #expect(error?.description == "no flow named 'Zzzzzzzz'")
    }

    @Test func aFlowThatStartsItselfIsDrawnOnce() throws {
        let loaded = ProjectLoader.load(sources: [
            (
                "loop.yaml",
                """
                flow: Loop
                start: A
                screens:
                  A:
                    on:
                      again: push Again
                  Again:
                    flow: Loop
                    on: {}
                """
            )
        ])
        let dot = try GraphExporter(loaded.project).render(.dot, flow: "Loop")
        #expect(dot.components(separatedBy: "subgraph \"cluster_f0\"").count == 2)
        #expect(!dot.contains("lhead"), "Graphviz refuses lhead when the tail is inside the head cluster")
    }
}
