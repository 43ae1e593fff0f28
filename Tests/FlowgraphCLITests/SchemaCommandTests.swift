import Foundation
import TestSupport
import Testing

/// `flowgraph schema` prints the committed docs/flow.schema.json byte for
/// byte: the file editors are pointed at is what the binary prints.
@Suite struct SchemaCommandTests {
    @Test func printsTheCommittedSchema() throws {
        let result = try Binary.run(["schema"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let committed = try String(
            contentsOf: TestTarget.packageRoot.appendingPathComponent("docs/flow.schema.json"), encoding: .utf8)
        let fresh = result.stdout == committed
        #expect(fresh, "docs/flow.schema.json differs from `flowgraph schema`: run `make docs`")
    }

    @Test func takesNoArguments() throws {
        let result = try Binary.run(["schema", "Flows"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }
}
