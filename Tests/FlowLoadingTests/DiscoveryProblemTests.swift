@testable import FlowLoading
import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Entries of a folder that cannot be read as flow files are reported as
/// `unreadable`, never opened when opening could block, and never skipped
/// without a word; the rest of the folder still counts.
@Suite struct DiscoveryProblemTests {
    let folder: TemporaryFolder
    var root: String { folder.path }

    init() throws {
        folder = try TemporaryFolder("discovery")
        try "flow: Good\nstart: S\nscreens:\n  S:\n".write(
            toFile: root + "/good.yaml", atomically: true, encoding: .utf8)
    }

    /// 2,100 folders down, a path is longer than the system takes
    /// (`ENAMETOOLONG`): the deepest folder it can still name is reported,
    /// where before everything below was skipped without a word.
    @Test func aFolderTooDeepToNameIsReported() throws {
        // Made through descriptors: a path to the bottom cannot be spelled.
        var fd = open(root, O_RDONLY)
        for _ in 0..<2_100 {
            #expect(mkdirat(fd, "d", 0o755) == 0)
            let next = openat(fd, "d", O_RDONLY)
            close(fd)
            fd = next
        }
        close(fd)
        defer {
            // FileManager cannot remove what it cannot name; rm(1) walks by descriptor.
            let rm = Process()
            rm.executableURL = URL(fileURLWithPath: "/bin/rm")
            rm.arguments = ["-rf", root + "/d"]
            try? rm.run()
            rm.waitUntilExit()
        }
        let loaded = try ProjectLoader.load(paths: [root])
        #expect(loaded.project.flows.map(\.name) == ["Good"])
        #expect(loaded.diagnostics.map(\.rule) == ["unreadable"])
        // Listing the deepest folder, or reading an entry in it, fails first.
        #expect(
            loaded.diagnostics.first?.message.lowercased().hasSuffix(
                String(cString: strerror(ENAMETOOLONG)).lowercased()) == true,
            "\(loaded.diagnostics.first?.message.suffix(200) ?? "")")
    }

    /// Given on the command line, a link in a loop is there: it is not
    /// "no such file", it leads nowhere.
    @Test func aLinkLoopGivenDirectlySaysWhatItIs() throws {
        #expect(symlink("loop2", root + "/loop1") == 0 && symlink("loop1", root + "/loop2") == 0)
        #expect(throws: LoadFailure.self) { try ProjectLoader.load(paths: [root + "/loop1"]) }
        do {
            _ = try ProjectLoader.load(paths: [root + "/loop1"])
        } catch {
            #expect(
                error.message
                    == "no such file or folder: \(root)/loop1 (a symbolic link that leads nowhere, or in a loop)")
        }
    }

    @Test(.timeLimit(.minutes(1))) func aNamedPipeInAFolderIsReportedNotOpened() throws {
        // Opening a pipe that no one writes to waits forever.
        #expect(mkfifo(root + "/pipe.yaml", 0o600) == 0)
        let loaded = try ProjectLoader.load(paths: [root])
        #expect(loaded.project.flows.map(\.name) == ["Good"])
        #expect(loaded.diagnostics.map(\.rule) == ["unreadable"])
        #expect(loaded.diagnostics.first?.location.file == root + "/pipe.yaml")
        #expect(loaded.diagnostics.first?.message.contains("not a regular file") == true)
    }

    /// Creates `name` (raw bytes, not valid UTF-8) in the folder: a file, or a folder.
    func create(rawName name: [UInt8], folder isFolder: Bool) {
        let path = Array(root.utf8) + [UInt8(ascii: "/")] + name + [0]
        path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cPath in
                if isFolder {
                    _ = mkdir(cPath.baseAddress!, 0o755)
                } else {
                    let fd = open(cPath.baseAddress!, O_WRONLY | O_CREAT, 0o644)
                    if fd >= 0 { close(fd) }
                }
            }
        }
    }

    @Test func flowFilesAndFoldersWhoseNamesAreNotUTF8AreReported() throws {
        create(rawName: Array("bad".utf8) + [0xFF] + Array(".yaml".utf8), folder: false)
        create(rawName: Array("sub".utf8) + [0xFE], folder: true)
        create(rawName: Array("notes".utf8) + [0xFF] + Array(".txt".utf8), folder: false)  // not a flow file
        let loaded = try ProjectLoader.load(paths: [root])
        #expect(loaded.project.flows.map(\.name) == ["Good"])
        let reported = loaded.diagnostics.map(\.location.file)
        #expect(reported == [root + "/bad\u{FFFD}.yaml", root + "/sub\u{FFFD}"])
        #expect(loaded.diagnostics.allSatisfy { $0.rule == "unreadable" && $0.message.contains("not valid UTF-8") })
    }
}
