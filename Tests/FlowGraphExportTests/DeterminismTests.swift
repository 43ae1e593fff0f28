import FlowGraphExport
import FlowLoading
import FlowModel
import Foundation
import TestSupport
import Testing

/// Same project, same bytes: no dictionary order, no hashing seed, no file
/// system order leaks into the drawing.
@Suite struct DeterminismTests {
    @Test(arguments: GraphFormat.allCases)
    func renderingTwiceGivesTheSameBytes(_ format: GraphFormat) throws {
        let first = try GraphExporter(SampleProject.project).render(format)
        let second = try GraphExporter(SampleProject.project).render(format)
        #expect(first == second)
    }

    /// Files written in a different order, or all flows in one file in the
    /// same order, load into the same drawing.
    @Test(arguments: GraphFormat.allCases)
    func fileCreationOrderAndSplittingDoNotMatter(_ format: GraphFormat) throws {
        let forwards = try folder(writing: SampleProject.files)
        let backwards = try folder(writing: SampleProject.files.reversed())
        let oneFile = try folder(writing: [("all.yaml", SampleProject.files.map(\.text).joined(separator: "---\n"))])
        defer { for folder in [forwards, backwards, oneFile] { folder.remove() } }
        let drawings = try [forwards, backwards, oneFile].map { folder in
            try GraphExporter(ProjectLoader.load(paths: [folder.path]).project).render(format)
        }
        #expect(drawings[0] == drawings[1])
        #expect(drawings[0] == drawings[2])
        #expect(drawings[0] == (try GraphExporter(SampleProject.project).render(format)))
    }

    private func folder(writing files: [(path: String, text: String)]) throws -> TemporaryFolder {
        let root = try TemporaryFolder("graph")
        for file in files {
            let url = root.appending(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }
}
