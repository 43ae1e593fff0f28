import Foundation
import Testing

/// Runs Graphviz's `dot`. Missing Graphviz is a failure with a fix, never a
/// silent pass: these tests are the only proof that the DOT is valid.
enum Graphviz {
    static var dotPath: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":")
        return folders.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Result {
        var status: Int32
        var svg: String
        var errors: String
    }

    /// `dot -Tsvg` of `source`, or nil (with a recorded issue) without Graphviz.
    static func svg(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Result? {
        guard let dotPath else {
            Issue.record(
                "Graphviz `dot` is not on PATH: install it (`make graphviz`, or apt-get install -y graphviz)",
                sourceLocation: sourceLocation)
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dotPath)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Write on another thread: a big graph could fill the output pipe
        // while we are still writing the input.
        let writer = Thread { [input] in
            input.fileHandleForWriting.write(Data(source.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, svg: String(decoding: svg, as: UTF8.self),
            errors: String(decoding: stderr, as: UTF8.self))
    }
}
