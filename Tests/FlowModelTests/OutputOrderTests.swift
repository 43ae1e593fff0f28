import FlowDiagnostics
import Testing

/// Diagnostics print by path, line and column, ties broken by rule and
/// message, whatever order they were found in and whatever order their
/// files were first seen in (a file's id says nothing about its path).
@Suite struct OutputOrderTests {
    /// In output order. The files are made last-first below, so that an
    /// order by id would come out backwards.
    static let expected: [Diagnostic] = {
        // Paths no other test uses: the table of paths is process-wide.
        let z = SourceFile("order-tests/z.yaml")
        let m = SourceFile("order-tests/m/b.yaml")
        let a = SourceFile("order-tests/a.yaml")
        func at(_ file: SourceFile, _ line: Int, _ column: Int) -> FlowDiagnostics.SourceLocation {
            FlowDiagnostics.SourceLocation(file: file, line: line, column: column)
        }
        return [
            .error("schema", "b", at: at(a, 1, 1)),
            .error("schema", "c", at: at(a, 1, 1)),
            .warning("unknown-target", "a", at: at(a, 1, 1)),
            .error("schema", "a", at: at(a, 1, 9)),
            .error("schema", "a", at: at(a, 2, 1)),
            .error("dead-end", "a", at: at(m, 1, 1)),
            .error("schema", "a", at: at(m, 10, 2)),
            .error("schema", "a", at: at(z, 1, 1)),
        ]
    }()

    @Test(arguments: 0..<expected.count)
    func anyRotationSortsIntoOutputOrder(_ shift: Int) {
        var diagnostics = Array(Self.expected[shift...] + Self.expected[..<shift])
        diagnostics.sortForOutput()
        #expect(diagnostics == Self.expected)
    }

    @Test func reversedSortsIntoOutputOrder() {
        #expect(Array(Self.expected.reversed()).sortedForOutput() == Self.expected)
    }

    @Test func textNamesEachFileByItsPath() {
        let text = TextRenderer().render([Self.expected[0], Self.expected[5], Self.expected[7]], summary: nil)
        #expect(text == """
            order-tests/a.yaml:1:1: error: b [schema]
            order-tests/m/b.yaml:1:1: error: a [dead-end]
            order-tests/z.yaml:1:1: error: a [schema]

            """)
    }
}
