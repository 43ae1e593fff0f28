import FlowDiagnostics
import Testing

/// Diagnostics print by path, line and column, the files that could not be
/// read as YAML first, ties broken by rule and message, whatever order they were found in and whatever order their
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
        // Files that could not be read as YAML come first: what follows may
        // be their knock-on.
        return [
            .error("unreadable", "a", at: at(m, 1, 1)),
            .error("yaml-syntax", "a", at: at(z, 4, 2)),
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
        let text = TextRenderer().render([Self.expected[2], Self.expected[7], Self.expected[9]], summary: nil)
        #expect(
            text == """
                order-tests/a.yaml:1:1: error: b [schema]
                order-tests/m/b.yaml:1:1: error: a [dead-end]
                order-tests/z.yaml:1:1: error: a [schema]

                """)
    }

    /// Thousands of diagnostics in a scrambled order, many sharing a file,
    /// a place or a message: the order must be the one the comparison
    /// spells out, with exact ties left in the order they were found.
    /// Each multiplier visits 0..<3001 in its own order (3001 is prime).
    @Test(arguments: [7_919, 104_729, 1_299_709])
    func scrambledThousandsSortLikeTheReference(multiplier: Int) {
        let files = (0..<37).map { SourceFile("order-tests/scrambled/f\(($0 * 7) % 37).yaml") }
        let rules: [RuleID] = ["schema", "unknown-target", "dead-end"]
        let found: [Diagnostic] = (0..<3_000).map { i in
            let k = (i * multiplier) % 3_001
            let location = FlowDiagnostics.SourceLocation(
                file: files[k % 37], line: (k / 7) % 30 + 1, column: (k / 3) % 4 + 1)
            // The note tells exact ties apart: they must keep their order.
            return .error(
                rules[(k / 11) % 3], "m\((k / 5) % 3)", at: location, notes: [Note("found \(i)", at: location)])
        }
        let expected = found.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.location.file != y.location.file { return x.location.file < y.location.file }
            if x.location.line != y.location.line { return x.location.line < y.location.line }
            if x.location.column != y.location.column { return x.location.column < y.location.column }
            if x.rule != y.rule { return x.rule < y.rule }
            if x.message != y.message { return x.message < y.message }
            return a.offset < b.offset
        }.map(\.element)
        var sorted = found
        sorted.sortForOutput()
        #expect(sorted == expected)
        #expect(found.sortedForOutput() == expected)
    }

    @Test func repeatsInEveryPartArePrintedOnce() {
        let file = SourceFile("order-tests/repeats.yaml")
        let here = FlowDiagnostics.SourceLocation(file: file, line: 3, column: 5)
        let note = Note("'A' is defined here", at: FlowDiagnostics.SourceLocation(file: file, line: 1, column: 1))
        let mistake = Diagnostic.error("unknown-target", "targets unknown node 'Q'", at: here, notes: [note])
        let otherNote = Diagnostic.error("unknown-target", "targets unknown node 'Q'", at: here)
        let otherRule = Diagnostic.error("schema", "targets unknown node 'Q'", at: here)
        var diagnostics = [mistake, otherRule, mistake, otherNote, mistake]
        diagnostics.sortForOutput()
        diagnostics.removeRepeats()
        #expect(diagnostics.count == 3)
        #expect(diagnostics.filter { $0 == mistake }.count == 1)
        #expect(diagnostics.contains(otherNote) && diagnostics.contains(otherRule))
        #expect(diagnostics == diagnostics.sortedForOutput())
    }

    /// `ü` as one scalar and as `u` plus a combining mark: two files on
    /// Linux, though equal as Swift strings. Each keeps its own path, the
    /// same mistake in both is printed twice, and they sort by bytes.
    @Test func pathsEqualOnlyUnderNormalizationAreTwoFiles() {
        let composed = "order-tests/\u{FC}.yaml", decomposed = "order-tests/u\u{308}.yaml"
        #expect(composed == decomposed)
        let c = SourceFile(composed), d = SourceFile(decomposed)
        #expect(c != d)
        #expect(Array(c.path.utf8) == Array(composed.utf8) && Array(d.path.utf8) == Array(decomposed.utf8))
        var diagnostics: [Diagnostic] = [
            .error("unknown-target", "same", at: FlowDiagnostics.SourceLocation(file: c, line: 1, column: 1)),
            .error("unknown-target", "same", at: FlowDiagnostics.SourceLocation(file: d, line: 1, column: 1)),
        ]
        diagnostics.sortForOutput()
        diagnostics.removeRepeats()
        #expect(diagnostics.map { Array($0.location.file.utf8) } == [Array(decomposed.utf8), Array(composed.utf8)])
        // Locations order the same way: one of the two comes first.
        let (first, second) = (diagnostics[0].location, diagnostics[1].location)
        #expect(first < second && !(second < first))
    }

    /// Byte order, as the reference comparison of UTF-8 bytes gives it:
    /// a prefix first, bytes over 0x7F after ASCII (unsigned), and no
    /// path before itself.
    @Test(arguments: [
        ("a.yaml", "b.yaml"), ("flows/a", "flows/a.yaml"), ("", "a"), ("Z.yaml", "a.yaml"),
        ("u\u{308}.yaml", "\u{FC}.yaml"), ("z.yaml", "\u{E9}.yaml"), ("same", "same"),
        ("deep/folder/prefix/shared/by/all/x1.yaml", "deep/folder/prefix/shared/by/all/x0.yaml"),
    ])
    func pathOrderIsByteOrder(_ a: String, _ b: String) {
        #expect(PathOrder.precedes(a, b) == Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)))
        #expect(PathOrder.precedes(b, a) == Array(b.utf8).lexicographicallyPrecedes(Array(a.utf8)))
    }
}
