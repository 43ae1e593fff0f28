import ArgumentParser
import FlowConsole
import Foundation

extension Run {
    /// Runs the script at `path` (`-`: standard input); returns the exit status.
    func runScript(_ session: Session, path: String) throws -> Int32 {
        let text: String
        if path == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
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
    static var output: ConsoleOutput {
        ConsoleOutput(
            write: { print($0, terminator: "") },
            writeError: { text in
                fflush(nil)
                FileHandle.standardError.write(Data(text.utf8))
            }
        )
    }
}
