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
            text = String(decoding: readStandardInput(), as: UTF8.self)
        } else {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("error: cannot read script \(path)")
                throw ExitCode(2)
            }
            text = String(decoding: data, as: UTF8.self)
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

/// All of standard input, read with read(2) (FileHandle is not in FoundationEssentials).
private func readStandardInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(0, &chunk, chunk.count)
        if count > 0 {
            bytes += chunk[..<count]
        } else if count == 0 || errno != EINTR {
            return bytes
        }
    }
}
