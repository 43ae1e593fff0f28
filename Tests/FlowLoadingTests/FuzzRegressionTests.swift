import FlowDiagnostics
@testable import FlowLoading
import FlowModel
import FlowYAML
import Foundation
import Testing

/// Every input the fuzzer ever broke the pipeline with (or one written by
/// hand to pin a hostile shape) lives in `Fixtures/fuzz/`, byte for byte as
/// found. Each must now decode without trapping, and every diagnostic must
/// point at a real place in one of its files. See docs/ROBUSTNESS.md.
@Suite struct FuzzRegressionTests {
    @Test(arguments: Fixtures.names("fuzz"))
    func decodesWithLocatedDiagnostics(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("fuzz", name))))
        let files = FuzzInput.split(bytes)
        var diagnostics: [Diagnostic] = []
        for (path, content) in files {
            diagnostics += FlowDecoder.decode(YAMLParser.parse(content, path: path)).diagnostics
        }
        let paths = Set(files.map(\.path))
        for d in diagnostics {
            for place in [d.location] + d.notes.map(\.location) + (d.fixIt.map { [$0.location] } ?? []) {
                #expect(
                    paths.contains(place.file) && place.line >= 1 && place.column >= 1,
                    "\(name): [\(d.rule)] \(d.message) at \(place)")
            }
        }
        githubAnnotationsStayOneLineEach(diagnostics, name)
        // Inputs named `*.bad.yaml` are broken on purpose: the user must be
        // told where, not left with a silent pass.
        if name.hasSuffix(".bad.yaml") {
            #expect(!diagnostics.isEmpty, "\(name): no diagnostic for a broken input")
        }
    }

    /// A message may quote a user's `\r\n`; Swift treats that pair as one
    /// `Character`, so escaping by `Character` missed it and the annotation
    /// broke in two (fuzz finding `crlf-escape-in-message.bad.yaml`).
    func githubAnnotationsStayOneLineEach(_ diagnostics: [Diagnostic], _ name: String) {
        let output = GitHubRenderer().render(diagnostics)
        let lines = output.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == diagnostics.count, "\(name): \(output.debugDescription)")
        #expect(!output.utf8.contains(UInt8(ascii: "\r")), "\(name): raw CR in \(output.debugDescription)")
    }
}

/// The fuzz target's `InputSplitter` (Sources/flowgraph-fuzz), repeated here
/// because a test cannot depend on that executable without a manifest change:
/// a `\n#@file\n` line starts the next file, at most 4 files.
enum FuzzInput {
    static let separator: [UInt8] = Array("\n#@file\n".utf8)

    static func split(_ bytes: [UInt8]) -> [(path: String, bytes: [UInt8])] {
        var parts: [[UInt8]] = []
        var start = 0
        var i = 0
        while i + separator.count <= bytes.count, parts.count < 3 {
            if bytes[i..<(i + separator.count)].elementsEqual(separator) {
                parts.append(Array(bytes[start...i]))
                i += separator.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(Array(bytes[start...]))
        return parts.enumerated().map { (path: "fuzz/\($0.offset).yaml", bytes: $0.element) }
    }
}
