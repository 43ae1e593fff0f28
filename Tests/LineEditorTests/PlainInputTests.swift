import Foundation
import Testing
@testable import LineEditor

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The non-terminal path, read from a real pipe.
@Suite struct PlainInputTests {
    /// A pipe whose write end has `bytes` written and is then closed, from a
    /// separate thread so that inputs larger than the pipe buffer work.
    static func pipe(with bytes: [UInt8]) throws -> Int32 {
        var fds: [Int32] = [0, 0]
        guard makePipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        let writeEnd = fds[1]
        Thread.detachNewThread {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let n = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
                    if n <= 0 { break }
                    offset += n
                }
            }
            close(writeEnd)
        }
        return fds[0]
    }

    func lines(_ bytes: [UInt8]) throws -> [String] {
        let fd = try Self.pipe(with: bytes)
        defer { close(fd) }
        let reader = PlainLineReader(fileDescriptor: fd)
        var result: [String] = []
        while let line = reader.readLine() { result.append(line) }
        return result
    }

    @Test func splitsLinesAndKeepsALastLineWithoutNewline() throws {
        #expect(try lines(Array("one\ntwo\r\n\nthree".utf8)) == ["one", "two", "", "three"])
        #expect(try lines(Array("x\n".utf8)) == ["x"])
        #expect(try lines([]).isEmpty)
    }

    @Test func nonASCIIInvalidUTF8AndLongLines() throws {
        let long = String(repeating: "é✓", count: 100_000)  // larger than one read and the pipe buffer
        var bytes = Array("日本語\n".utf8) + [0x61, 0xFF, 0x62, 0x0A] + Array(long.utf8) + [0x0A]
        bytes += Array("end".utf8)
        #expect(try lines(bytes) == ["日本語", "a\u{FFFD}b", long, "end"])
    }

    @Test func lineEditorReadsPlainlyWithoutPromptOrHistory() throws {
        let fd = try Self.pipe(with: Array("run\n\nquit\n".utf8))
        defer { close(fd) }
        let editor = LineEditor(
            programName: "test", historyFile: URL(fileURLWithPath: "/nonexistent/h"),
            historyLimit: 10, completer: nil, interactive: false, input: fd)
        #expect(!editor.isInteractive)
        #expect(editor.readLine(prompt: "> ") == .line("run"))
        editor.addToHistory("run")
        #expect(editor.readLine(prompt: "> ") == .line(""))
        #expect(editor.readLine(prompt: "> ") == .line("quit"))
        #expect(editor.readLine(prompt: "> ") == .endOfInput)
        #expect(editor.readLine(prompt: "> ") == .endOfInput)
        try editor.saveHistory()  // a no-op: piped input never writes history
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent/h"))
    }
}

private func makePipe(_ fds: inout [Int32]) -> Int32 {
    fds.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
}
