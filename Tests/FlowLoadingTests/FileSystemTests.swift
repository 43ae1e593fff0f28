@testable import FlowLoading
import Foundation
import TestSupport
import Testing

/// Reading a whole file with read(2): the limit is exact, and a file that
/// reports no size (a pipe) is still read to its end.
@Suite struct FileSystemTests {
    let folder: TemporaryFolder
    var root: String { folder.path }

    init() throws {
        folder = try TemporaryFolder("fs")
    }

    func write(_ name: String, bytes count: Int) throws -> String {
        let path = root + "/" + name
        try Data((0..<count).map { UInt8(truncatingIfNeeded: $0) }).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [
        (0, 10, true), (10, 10, true), (11, 10, false), (200_000, 300_000, true), (200_001, 200_000, false),
    ])
    func aFileAtTheLimitIsReadAndOneByteMoreIsRefused(size: Int, limit: Int, accepted: Bool) throws {
        let path = try write("f\(size).yaml", bytes: size)
        switch FileSystem.contents(of: path, limit: limit) {
        case .bytes(let bytes):
            #expect(accepted)
            #expect(bytes == (0..<size).map { UInt8(truncatingIfNeeded: $0) })
        case .tooLarge: #expect(!accepted)
        case .failed(let code): Issue.record("failed with errno \(code)")
        }
    }

    @Test func aPipeWithNoSizeIsReadToItsEnd() throws {
        let path = root + "/pipe.yaml"
        #expect(mkfifo(path, 0o600) == 0)
        let text = String(repeating: "flow: A\n", count: 20_000)  // larger than a pipe's buffer
        let writer = Thread {
            try? text.write(toFile: path, atomically: false, encoding: .utf8)
        }
        writer.start()
        guard case .bytes(let bytes) = FileSystem.contents(of: path, limit: 1 << 20) else {
            Issue.record("the pipe was not read")
            return
        }
        #expect(bytes.count == text.utf8.count)
    }

    @Test func aFolderOrAMissingFileFailsWithItsReason() throws {
        guard case .failed(let folder) = FileSystem.contents(of: root, limit: 10) else {
            Issue.record("a folder was read")
            return
        }
        #expect(folder == EISDIR)
        #expect(FileSystem.type(of: root) == .folder)
        #expect(FileSystem.type(of: root + "/none") == nil)
        guard case .failed(let missing) = FileSystem.contents(of: root + "/none", limit: 10) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(missing == ENOENT)
    }
}
