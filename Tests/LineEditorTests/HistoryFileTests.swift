import Foundation
import TestSupport
import Testing
@testable import LineEditor

@Suite struct HistoryFileTests {
    @Test func roundTripKeepsNonASCIIEscapesAndLongLines() throws {
        let folder = try TemporaryFolder("history")
        defer { folder.remove() }
        let file = folder.appending("history")
        let long = String(repeating: "näive ✓ ", count: 20_000)  // ~200 KB, one entry
        let entries = [
            "run Flows --step", "été → 東京 🚀", "two\nlines", "back\\slash\\n literally",
            "carriage\rreturn", "trailing backslash\\", long, "  leading and trailing spaces  ",
        ]
        try HistoryStore(limit: 100, entries: entries).save(to: file)
        #expect(HistoryStore.load(from: file, limit: 100).store.entries == entries)
        // One entry per line, whatever the entries contain.
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == entries.count + 1)
    }

    @Test func escapingIsPlainAndReadable() {
        #expect(HistoryStore.escape("a\nb\\c\rd") == #"a\nb\\c\rd"#)
        #expect(HistoryStore.unescape(#"a\nb\\c\rd"#) == "a\nb\\c\rd")
        // Escapes we never write are kept as typed, a lone trailing backslash too.
        #expect(HistoryStore.unescape(#"C:\temp\"#) == #"C:\temp\"#)
    }

    @Test func corruptedFileSkipsBadLinesOnly() throws {
        var data = Data("good one\n".utf8)
        data += Data([0xFF, 0xFE, 0x41, 0x0A])  // invalid UTF-8
        data += Data("with\u{0}nul\n".utf8)  // binary
        data += Data("windows line\r\n".utf8)
        data += Data([0x0A, 0x0A])  // empty lines
        data += Data("last without newline".utf8)
        #expect(HistoryStore.decode(data) == ["good one", "windows line", "last without newline"])
    }

    @Test func binaryFileDoesNotCrash() throws {
        let folder = try TemporaryFolder("history")
        defer { folder.remove() }
        let file = folder.appending("history")
        var generator = SplitMix64(seed: 1)
        let noise = Data((0..<100_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try noise.write(to: file)
        let history = HistoryStore.load(from: file, limit: 1000).store
        #expect(history.entries.count <= 1000)
    }

    @Test func missingOrUnreadableFileIsEmptyHistory() throws {
        let folder = try TemporaryFolder("history")
        defer { folder.remove() }
        #expect(HistoryStore.load(from: folder.appending("nope"), limit: 10).store.entries.isEmpty)
        // A directory where the file should be.
        #expect(HistoryStore.load(from: folder.url, limit: 10).store.entries.isEmpty)
    }

    @Test func saveReplacesAtomicallyAndLeavesNoTemporaryFiles() throws {
        let folder = try TemporaryFolder("history")
        defer { folder.remove() }
        let file = folder.appending("history")
        try Data("old\n".utf8).write(to: file)
        try HistoryStore(limit: 10, entries: ["new"]).save(to: file)
        #expect(try folder.contents() == ["history"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func failedSaveKeepsOldFileAndLeavesNoTemporaryFiles() throws {
        let folder = try TemporaryFolder("history")
        defer { folder.remove() }
        // The target is a non-empty directory: the final rename must fail.
        let target = folder.appending("history")
        try FileManager.default.createDirectory(
            at: target.appendingPathComponent("inside"),
            withIntermediateDirectories: true)
        #expect(throws: HistorySaveError.self) {
            try HistoryStore(limit: 10, entries: ["x"]).save(to: target)
        }
        #expect(try folder.contents() == ["history"])
    }

    @Test func saveCreatesMissingFolder() throws {
        let folder = try TemporaryFolder("history")
        defer { folder.remove() }
        let file = folder.appending("deeper/still/history")
        try HistoryStore(limit: 10, entries: ["x"]).save(to: file)
        #expect(HistoryStore.load(from: file, limit: 10).store.entries == ["x"])
    }

    @Test func addSkipsBlankAndImmediateRepeatsAndKeepsTheNewest() {
        var history = HistoryStore(limit: 3)
        for line in ["a", "", "   ", "a", "b", "a", "c", "d"] { history.add(line) }
        #expect(history.entries == ["a", "c", "d"])
        #expect(HistoryStore(limit: 2, entries: ["1", "2", "3"]).entries == ["2", "3"])
    }

    @Test func entriesAreAppendedAsTheyComeAndTwoSessionsKeepBoth() throws {
        let folder = try TemporaryFolder("history")
        defer { folder.remove() }
        let file = folder.appending("new/history")
        // Two sessions at once: each appends, neither overwrites the other.
        try HistoryStore.append("from A", to: file)
        try HistoryStore.append("from B\nwith a newline", to: file)
        try HistoryStore.append("from A again", to: file)
        #expect(
            HistoryStore.load(from: file, limit: 10).store.entries == [
                "from A", "from B\nwith a newline", "from A again",
            ])
        var info = stat()
        #expect(stat(file.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func aHistoryFileThatIsALinkStaysALink() throws {
        let folder = try TemporaryFolder("history")
        defer { folder.remove() }
        let target = folder.appending("dotfiles/history")
        let link = folder.appending(".flowgraph_history")
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try HistoryStore.append("appended", to: link)
        try HistoryStore(limit: 10, entries: ["old", "appended", "trimmed"]).save(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(HistoryStore.load(from: target, limit: 10).store.entries == ["old", "appended", "trimmed"])
    }

    @Test func aFolderThatCannotBeMadeIsAPlainError() throws {
        let folder = try TemporaryFolder("history")
        defer { folder.remove() }
        let notAFolder = folder.appending("home")
        try Data("a file".utf8).write(to: notAFolder)
        let error = try #require(throws: HistorySaveError.self) {
            try HistoryStore.append("x", to: notAFolder.appendingPathComponent("sub/history"))
        }
        #expect(error.description.hasPrefix("cannot open history file"))
        #expect(error.description.hasSuffix("Not a directory"))
        #expect(!error.description.contains("NSCocoaErrorDomain"))
    }

    @Test func anEntryAppendedToAFileThatDoesNotEndALineStartsItsOwn() throws {
        let folder = try TemporaryFolder("history")
        defer { folder.remove() }
        let file = folder.appending("history")
        try Data("emit one".utf8).write(to: file)  // no final newline: edited by hand
        try HistoryStore.append("emit two", to: file)
        #expect(HistoryStore.load(from: file, limit: 10).store.entries == ["emit one", "emit two"])
    }
}
