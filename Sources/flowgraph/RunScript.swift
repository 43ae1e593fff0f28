import ArgumentParser
import FlowConsole
import FlowDiagnostics
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

extension Run {
    /// `--from FILE`: replays the walk without a transcript, prints one
    /// line for it, and returns the session where it ended. A walk that
    /// fails ends the run with its `FILE:LINE:` error (exit 1); a file
    /// that is no walk with exit 2, as `flowgraph test` refuses it.
    func replay(_ path: String, on session: Session) throws -> Session {
        let text: String
        switch SourceReader.read(path, limit: Test.maxWalkBytes, what: "a walk") {
        case .success(let bytes):
            switch WalkText.decode(bytes) {
            case .success(let decoded): text = decoded
            case .failure(let problem):
                printError("error: --from: '\(path)' \(problem.message)")
                throw ExitCode(2)
            }
        case .failure(let problem):
            printError("error: --from: \(problem.message)")
            throw ExitCode(2)
        }
        var runner = ScriptRunner(console: Console(session: session), file: path)
        switch runner.run(text, echo: nil) {
        case .failed(let failure):
            printError(failure.text)
            throw ExitCode(1)
        case .passed(let expectations):
            let steps = runner.console.session.history.count
            print(
                "replayed \(path): \(Wording.counted(expectations, "expectation")) held, \(Wording.counted(steps, "step")) since the start"
            )
        case .quit:
            print("replayed \(path) to its quit")
        }
        return runner.console.session
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
