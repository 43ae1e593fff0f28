import ArgumentParser
import FlowConsole
#if canImport(FoundationEssentials)
import FoundationEssentials  // not Foundation: its libraries and ICU cost 6 MB of memory and startup time
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Run {
    /// Runs the script at `path` (`-`: standard input); returns the exit status.
    func runScript(_ session: Session, path: String) throws -> Int32 {
        let text: String
        if path == "-" {
            guard let bytes = readAll(from: 0) else {
                printError("error: cannot read the script from standard input")
                throw ExitCode(2)
            }
            text = String(decoding: bytes, as: UTF8.self)
        } else {
            // open(2) and read(2), not FileManager: a pipe (`--script <(...)`)
            // has no size to read up to, and must be read to its end.
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            var info = stat()
            guard fd >= 0, fstat(fd, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else {
                if fd >= 0 { close(fd) }
                printError("error: cannot read script \(path)")
                throw ExitCode(2)
            }
            defer { close(fd) }
            guard let bytes = readAll(from: fd) else {
                printError("error: cannot read script \(path): \(String(cString: strerror(errno)))")
                throw ExitCode(2)
            }
            text = String(decoding: bytes, as: UTF8.self)
        }
        var runner = ScriptRunner(console: Console(session: session), file: path)
        return runner.run(text, output: StandardStreams.output)
    }
}

/// Standard output and error for the console. Output is flushed before an
/// error is written so that the two read in order on a terminal.
enum StandardStreams {
    /// For a person at the keyboard: each reply reaches standard output at
    /// once, even when it is a pipe (`flowgraph run | tee log`), where the
    /// C library would hold it until the buffer fills.
    static var flushedOutput: ConsoleOutput {
        ConsoleOutput(
            write: { text in
                print(text, terminator: "")
                fflush(nil)  // all streams: `stdout` itself is not concurrency-safe to name
            },
            writeError: output.writeError
        )
    }

    static var output: ConsoleOutput {
        ConsoleOutput(
            write: { print($0, terminator: "") },
            writeError: { text in
                fflush(nil)
                printError(text, terminator: "")
            }
        )
    }
}

/// All of a file descriptor's input, read with read(2) (FileHandle is not
/// in FoundationEssentials); nil when a read fails, `errno` set: a script
/// cut short must not run as if it were whole.
private func readAll(from fd: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(fd, &chunk, chunk.count)
        if count > 0 {
            bytes += chunk[..<count]
        } else if count == 0 {
            return bytes
        } else if errno != EINTR {
            return nil
        }
    }
}
