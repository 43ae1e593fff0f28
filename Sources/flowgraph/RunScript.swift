import ArgumentParser
import FlowConsole
import FlowLoading
#if canImport(FoundationEssentials)
import FoundationEssentials  // not Foundation: its libraries and ICU cost memory and startup time
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
        if path == "-", StandardDescriptors.inputWasClosed {
            printError("error: standard input is closed: give a script with --script FILE, or run in a terminal")
            throw ExitCode(2)
        }
        let text: String
        // Read as flow files are (a pipe such as `--script <(...)` to its
        // end), with the same bound: `--script /dev/zero` must not fill memory.
        switch SourceReader.read(path == "-" ? "/dev/stdin" : path, limit: ProjectLoader.maxFileBytes, what: "a script")
        {
        case .success(let bytes):
            text = String(decoding: bytes, as: UTF8.self)
        case .failure(let problem):
            printError("error: \(problem.message)")
            throw ExitCode(2)
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
