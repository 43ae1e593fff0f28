import FlowGraphExport
import FlowModel
import TestSupport
import Testing

/// The whole drawing, byte for byte, in both formats. Review a change with
/// `git diff Tests/FlowGraphExportTests/Golden` after `RECORD_GOLDEN=1`.
@Suite struct GoldenTests {
    @Test(arguments: GraphFormat.allCases)
    func theSampleProject(_ format: GraphFormat) throws {
        let output = try GraphExporter(SampleProject.project).render(format)
        try Golden.check(output, "sample.\(format.rawValue)")
    }

    @Test(arguments: GraphFormat.allCases)
    func oneFlowAndItsChildren(_ format: GraphFormat) throws {
        let output = try GraphExporter(SampleProject.project).render(format, flow: "Checkout")
        try Golden.check(output, "checkout-only.\(format.rawValue)")
    }

    @Test func everyKindHasItsOwnLookInDOT() throws {
        let dot = try GraphExporter(SampleProject.project).render(.dot)
        let lines = dot.split(separator: "\n")
        func edge(_ label: String) -> Substring? { lines.first { $0.contains("label=\"\(label)\"") } }
        #expect(edge("selected [idiom=pad]: push")?.contains("arrowhead=normal") == true)
        #expect(edge("selected [mode=sheet|modal]: modal sheet")?.contains("arrowhead=empty") == true)
        #expect(edge("checkout: modal fullscreen")?.contains("arrowhead=box") == true)
        #expect(edge("help: modal popover")?.contains("arrowhead=odiamond") == true)
        #expect(edge("alert: modal sheet, bare")?.contains("#d35400") == true)
        #expect(edge("logout: replace")?.contains("arrowhead=teenormal") == true)
        #expect(edge("close: finish cancelled")?.contains("#1e8449") == true)
        #expect(edge("close: back")?.contains("style=\"dotted\"") == true)
        #expect(edge("starts")?.contains("lhead=\"cluster_f1\"") == true)
        // Faded: the unreachable screen and everything of the unused flow.
        #expect(lines.contains { $0.contains("label=\"Orphan\\nNobody links here.\"") && $0.contains("dashed") })
        #expect(lines.contains { $0.contains("label=\"Old\"") && $0.contains("dashed") })
        #expect(dot.contains("\"start\" -> \"f3_n0\""), "the entry flow's start is marked")
    }
}
