import FlowImport
import Testing

@Suite struct ImportSummaryTests {
    static func note(_ kind: String, line: Int) -> ImportNote {
        ImportNote(kind: kind, file: "nav.xml", line: line, detail: "detail \(line)")
    }

    @Test func placesAreInLineOrderAndAKindPastTenIsCounted() {
        let many = (1...15).reversed().map { Self.note("animation", line: $0) }
        let result = ImportResult(files: [], notes: many + [Self.note("activity", line: 3)])
        let lines = result.summary.split(separator: "\n").map(String.init)
        #expect(lines[0] == "imported 0 flows, 0 nodes: 16 things to finish by hand")
        #expect(lines[1] == "  1 activity")
        #expect(lines[2] == "    nav.xml:3: detail 3")
        #expect(lines[3] == "  15 animation")
        #expect(lines[4] == "    nav.xml:1: detail 1")
        #expect(lines[13] == "    nav.xml:10: detail 10")
        #expect(lines[14] == "    ... and 5 more, each marked '# animation: ...' in the output")
        #expect(lines.count == 15)
    }

    @Test func nothingApproximatedSaysSo() {
        #expect(ImportResult(files: [], notes: []).summary == "imported 0 flows, 0 nodes: nothing approximated\n")
    }
}
