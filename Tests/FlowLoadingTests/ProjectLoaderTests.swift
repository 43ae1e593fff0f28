import FlowDiagnostics
@testable import FlowLoading
import FlowModel
import Foundation
import Synchronization
import TestSupport
import Testing

/// The loader's promises about which files count and how they are named.
@Suite struct ProjectLoaderTests {
    let folder: TemporaryFolder
    var root: String { folder.path }

    init() throws {
        folder = try TemporaryFolder("loader")
    }

    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func flow(_ name: String) -> String { "flow: \(name)\nstart: S\nscreens:\n  S:\n" }

    @Test func findsYamlAndYmlInAnyCaseRecursivelyAndSorted() throws {
        try write("b.yaml", flow("B"))
        try write("a/c.YML", flow("C"))
        try write("a/d.Yaml", flow("D"))
        try write("notes.txt", "not a flow")
        let loaded = try ProjectLoader.load(paths: [root])
        #expect(loaded.files == [root + "/a/c.YML", root + "/a/d.Yaml", root + "/b.yaml"])
        #expect(loaded.project.flows.map(\.name) == ["C", "D", "B"])
    }

    @Test func theTotalSizeOfTheFilesCountsEachFileOnce() throws {
        try write("a.yaml", flow("A"))
        try write("sub/b.yml", flow("Bee"))
        try write("notes.txt", "not a flow, not counted")
        try FileManager.default.createSymbolicLink(atPath: root + "/again.yaml", withDestinationPath: root + "/a.yaml")
        let expected = flow("A").utf8.count + flow("Bee").utf8.count
        // The folder twice and the file once more: still each file once.
        let files = try ProjectLoader.findFiles(under: [root, root, root + "/a.yaml"])
        #expect(files.totalBytes == expected)
        #expect(ProjectLoader.load(files).project.flows.map(\.name) == ["A", "Bee"])
    }

    @Test func skipsHiddenFoldersAndLinksToFolders() throws {
        try write(".git/x.yaml", flow("Hidden"))
        try write("real/y.yaml", flow("Real"))
        try FileManager.default.createSymbolicLink(atPath: root + "/alias", withDestinationPath: root + "/real")
        let loaded = try ProjectLoader.load(paths: [root])
        #expect(loaded.project.flows.map(\.name) == ["Real"])
    }

    @Test func aSymbolicLinkLoopIsReportedNotFollowed() throws {
        try write("ok.yaml", flow("Ok"))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/loop1.yaml", withDestinationPath: root + "/loop2.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/loop2.yaml", withDestinationPath: root + "/loop1.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/dir-loop", withDestinationPath: root)
        let loaded = try ProjectLoader.load(paths: [root])
        #expect(loaded.project.flows.map(\.name) == ["Ok"])
        #expect(loaded.diagnostics.map(\.rule) == ["unreadable", "unreadable"])
        #expect(loaded.diagnostics.allSatisfy { $0.location.line == 1 && $0.location.column == 1 })
    }

    // Root reads any file whatever its mode; `UnreadablePathTests` runs the
    // binary as another user to cover this as root.
    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func anUnreadableFileIsADiagnosticAndTheRestStillCounts() throws {
        try write("good.yaml", flow("Good"))
        try write("secret.yaml", flow("Secret"))
        chmod(root + "/secret.yaml", 0)
        defer { chmod(root + "/secret.yaml", 0o644) }
        let loaded = try ProjectLoader.load(paths: [root])
        #expect(loaded.project.flows.map(\.name) == ["Good"])
        #expect(loaded.diagnostics.first?.rule == "unreadable")
        #expect(loaded.diagnostics.first?.message.contains("permission denied") == true)
    }

    /// Files are parsed and decoded in runs (`FileRuns`) that share one
    /// name table: a project of many runs, whose files repeat names short
    /// and long, with a broken file in the middle of one, loads as its
    /// files do one by one, in the same order, on one thread or several
    /// (the project is below the size that gets threads by default).
    @Test(arguments: [1, 2])
    func aProjectOfManyRunsLoadsAsItsFilesDoOneByOne(threads: Int) throws {
        var sources: [(path: String, text: String)] = []
        for i in 0..<100 {
            // About 4 KiB a file: several runs of 128 KiB.
            let padding = String(repeating: "x", count: 4_000)
            let text =
                i == 51
                ? "flow: [\n"
                : """
                flow: F\(i)
                description: \(padding)
                outcomes: [done, cancelledByTheUserOnPurpose]
                start: S
                screens:
                  S:
                    on:
                      next: push AScreenWithALongName\(i % 3)
                      back: finish cancelledByTheUserOnPurpose
                  AScreenWithALongName\(i % 3):
                    on:
                      done: [{ finish: done, when: { idiom: pad } }, push Nowhere]

                """
            let path = root + "/" + String(format: "f%02d.yaml", i)
            try write(String(format: "f%02d.yaml", i), text)
            sources.append((path, text))
        }
        #expect(FileRuns.plan(sizes: sources.map(\.text.utf8.count)).count >= 3)
        let loaded = ProjectLoader.load(try ProjectLoader.findFiles(under: [root]), threads: threads)
        let oneByOne = ProjectLoader.load(sources: sources)
        #expect(loaded.files == sources.map(\.path))
        #expect(loaded.project.flows.map(\.name) == oneByOne.project.flows.map(\.name))
        // Compared as one Bool: printed whole, two differing projects of
        // 4 KiB descriptions bury the failure in megabytes.
        let sameFlows = loaded.project.flows == oneByOne.project.flows
        #expect(sameFlows, "the flows differ from those of the files decoded one by one")
        #expect(loaded.project.flows.count == 99)
        #expect(loaded.diagnostics == oneByOne.diagnostics)
        #expect(loaded.diagnostics.map(\.rule).contains("yaml-syntax"))
        #expect(loaded.diagnostics.first?.location.file == root + "/f51.yaml")
    }

    @Test func aMissingPathIsALoadFailure() {
        #expect(throws: LoadFailure.self) { try ProjectLoader.load(paths: [root + "/nope"]) }
    }

    @Test func pathsAreSpelledAsGiven() throws {
        try write("x.yaml", "flow: [\n")
        let withSlash = try ProjectLoader.load(paths: [root + "/"])
        #expect(withSlash.diagnostics.first?.location.file == root + "/x.yaml")
        let file = try ProjectLoader.load(paths: [root + "/x.yaml", root + "/./x.yaml"])
        #expect(file.files == [root + "/x.yaml"], "the same file given twice is read once")
    }

    @Test func aFileReachedSeveralWaysIsReadOnce() throws {
        try write("sub/a.yaml", flow("A"))
        try write("b.yaml", flow("B"))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/sub/link-to-b.yaml", withDestinationPath: root + "/b.yaml")
        let loaded = try ProjectLoader.load(paths: [root + "/sub/a.yaml", root, root + "/sub", root + "/b.yaml"])
        #expect(loaded.files == [root + "/sub/a.yaml", root + "/b.yaml"], "the first spelling met is kept")
        #expect(loaded.project.duplicates.isEmpty)
    }

    @Test func filesAreInByteOrderOfTheirPaths() throws {
        for name in ["a-b/x.yaml", "a/b.yaml", "A.yaml", "é.yaml", "a.yaml"] { try write(name, flow("F")) }
        let loaded = try ProjectLoader.load(paths: [root])
        #expect(loaded.files == ["A.yaml", "a-b/x.yaml", "a.yaml", "a/b.yaml", "é.yaml"].map { root + "/" + $0 })
    }

    @Test func theFirstDefinitionOfAFlowCounts() throws {
        try write("a.yaml", "flow: Same\nstart: First\nscreens:\n  First:\n")
        try write("b.yaml", "flow: Same\nstart: Second\nscreens:\n  Second:\n")
        let project = try ProjectLoader.load(paths: [root]).project
        #expect(project.flows.count == 1)
        #expect(project.flow(named: "Same")?.start.name == "First")
        #expect(project.duplicates.map(\.duplicate.start.name) == ["Second"])
    }

    @Test func flowsAfterARepeatedNameAreIndexedWhereTheyEndUp() throws {
        for (file, flow, start) in [("a", "Same", "A"), ("b", "Same", "B"), ("c", "Other", "C"), ("d", "Other", "D")] {
            try write("\(file).yaml", "flow: \(flow)\nstart: \(start)\nscreens:\n  \(start):\n")
        }
        let project = try ProjectLoader.load(paths: [root]).project
        #expect(project.flows.map(\.start.name) == ["A", "C"])
        #expect(project.flowIndex == ["Same": 0, "Other": 1])
        #expect(project.duplicates.map(\.duplicate.start.name) == ["B", "D"])
        // Indices into `flows`, not into the files' flows: "Other" is third there.
        #expect(project.duplicates.map(\.first) == [0, 1])
        #expect(project.flow(named: "Other")?.start.name == "C")
    }

    @Test func anEmptyFolderHasNoFlows() throws {
        let loaded = try ProjectLoader.load(paths: [root])
        #expect(loaded.project.flows.isEmpty && loaded.diagnostics.isEmpty)
    }

    @Test func resultsDoNotDependOnParallelism() throws {
        for i in 0..<40 { try write("f\(i).yaml", i % 7 == 0 ? "flow: [" : flow("F\(i)")) }
        let first = try ProjectLoader.load(paths: [root])
        for _ in 0..<3 {
            let again = try ProjectLoader.load(paths: [root])
            #expect(again.project.flows.map(\.name) == first.project.flows.map(\.name))
            #expect(again.diagnostics == first.diagnostics)
        }
    }
}
