import FlowDiagnostics
@testable import FlowGraphExport
import FlowModel
import Testing

/// What a label says must read back as what the author wrote.
@Suite struct LabelTests {
    static let here = SourceLocation(file: "labels.yaml", line: 1, column: 1)

    @Test(arguments: [
        (["pad"], "idiom=pad"),
        (["pad", "phone"], "idiom=pad|phone"),
        // A value holding the separator, a comma, a space or nothing is quoted.
        (["x", "y|z"], "idiom=x|\"y|z\""),
        (["a, b", ""], "idiom=\"a, b\"|\"\""),
        (["say \"hi\""], "idiom=\"say \\\"hi\\\"\""),
    ])
    func conditionsReadBackAsWritten(_ values: [String], _ expected: String) {
        #expect(EdgeLabels.condition(Condition("idiom", values, at: Self.here)) == expected)
    }

    /// A block scalar's last line break would draw an empty line in the box.
    @Test(arguments: ["First\nSecond\n", "  First\nSecond \n\n"])
    func descriptionsLoseTheSpaceAroundThem(_ description: String) throws {
        let node = Node("A", at: Self.here, description: description, handlers: [])
        let flow = Flow(
            "App", at: Self.here, entry: true, description: description,
            start: Located("A", at: Self.here), nodes: [node])
        let dot = try GraphExporter(Project(flows: [flow])).render(.dot)
        #expect(dot.contains("label=\"A\\nFirst\\nSecond\""))
        #expect(dot.contains("label=\"App\\nFirst\\nSecond\""))
    }
}
