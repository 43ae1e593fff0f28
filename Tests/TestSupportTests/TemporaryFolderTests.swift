import Foundation
import TestSupport
import Testing

@Suite struct TemporaryFolderTests {
    @Test func isAFreshEmptyFolderUnderTheTemporaryDirectory() throws {
        let folder = try TemporaryFolder("fresh")
        defer { folder.remove() }
        #expect(folder.path.hasPrefix(NSTemporaryDirectory() + "flowgraph-fresh-"))
        #expect(try folder.contents() == [])
        #expect(try TemporaryFolder("fresh").path != folder.path)
    }

    @Test func removeTakesEverythingInside() throws {
        let folder = try TemporaryFolder("remove")
        try FileManager.default.createDirectory(at: folder.appending("a/b"), withIntermediateDirectories: true)
        try "x".write(to: folder.appending("a/b/c.txt"), atomically: true, encoding: .utf8)
        #expect(try folder.contents() == ["a"])
        folder.remove()
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func goesWithItsLastReference() throws {
        var folder: TemporaryFolder? = try TemporaryFolder("release")
        let path = try #require(folder?.path)
        #expect(FileManager.default.fileExists(atPath: path))
        folder = nil
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
