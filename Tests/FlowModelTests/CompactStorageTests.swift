import FlowDiagnostics
import FlowModel
import Testing

/// The compact containers of the model behave like the arrays they replace.
@Suite struct CompactStorageTests {
    let here = SourceLocation(file: "a.yaml", line: 3, column: 5)

    func handler(_ outcome: String) -> Handler {
        Handler(outcome, at: here, [Alternative(Transition(.push, "Next", at: here))])
    }

    @Test(arguments: [0, 1, 2, 5])
    func compactListKeepsEveryElementInOrder(count: Int) {
        let values = (0..<count).map { "v\($0)" }
        let list = CompactList(values)
        #expect(list.count == count)
        #expect(Array(list) == values)
        #expect(list.isEmpty == values.isEmpty)
        #expect(list.firstIndex(of: "v1") == values.firstIndex(of: "v1"))
    }

    @Test func handlersSharedByAFlowReadAsEachNodesOwn() {
        let nodes = [
            Node("A", at: here, handlers: [handler("one"), handler("two")]),
            Node("B", at: here, handlers: []),
            Node("C", at: here, handlers: [handler("three")]),
        ]
        let flow = Flow("F", at: here, start: Located("A", at: here), nodes: nodes)
        #expect(flow.nodes.map { $0.handlers.map(\.outcome) } == [["one", "two"], [], ["three"]])
        #expect(flow.nodes[2].handlers[0].outcome == "three")
        // Equal to the same handlers stored on their own: equality is by content.
        #expect(flow.nodes[0] == nodes[0])
        #expect(flow.nodes[0].handlers.hashValue == nodes[0].handlers.hashValue)
        #expect(flow.nodes[0] != flow.nodes[2])
    }

    @Test func sourceLocationKeepsThePathAsSpelledAndOrdersByIt() {
        let a = SourceLocation(file: "b/x.yaml", line: 2, column: 1)
        let b = SourceLocation(file: "a/y.yaml", line: 9, column: 9)
        #expect(a.file == "b/x.yaml" && a.line == 2 && a.column == 1)
        #expect(b < a)
        #expect(SourceLocation(file: "./b/x.yaml", line: 2, column: 1) != a)
        #expect(SourceLocation(file: SourceFile("b/x.yaml"), line: 2, column: 1) == a)
        #expect(a.description == "b/x.yaml:2:1")
    }

    /// There is one of each per outcome of every node, so their sizes are
    /// most of a large project's memory: a new field must find room in the
    /// padding, or grow them knowingly.
    @Test func modelRecordsKeepTheirSizes() {
        #expect(MemoryLayout<Transition>.size == 39)
        #expect(MemoryLayout<Alternative>.stride == 56)
        #expect(MemoryLayout<Handler>.stride == 88)
        #expect(MemoryLayout<Node>.stride == 56)
    }

    /// An alternative's `when` reads back as written: absent, empty or not.
    @Test(
        arguments: [nil, [], [Condition("idiom", ["pad"], at: SourceLocation(file: "a.yaml", line: 1, column: 1))]]
            as [[Condition]?])
    func whenReadsBackAsWritten(_ when: [Condition]?) {
        var alternative = Alternative(when: when, Transition(.stay, at: here))
        #expect(alternative.when == when)
        alternative.when = nil
        #expect(alternative.when == nil)
        alternative.when = []
        #expect(alternative.when == [])
    }

    /// A target reads back as written; an empty name is no target.
    @Test func targetReadsBackAsWritten() {
        var transition = Transition(.push, "Next", at: here)
        #expect(transition.target == "Next")
        transition.target = nil
        #expect(transition.target == nil)
        #expect(Transition(.push, "", at: here).target == nil)
        #expect(Transition(.back, at: here).target == nil)
    }
}
