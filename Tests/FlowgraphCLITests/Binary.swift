import Foundation
import Testing

/// Runs the built `flowgraph` executable, as a user would.
enum Binary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static var path: String {
        let candidates = [".build/debug/flowgraph", ".build/release/flowgraph"]
            .map { packageRoot.appendingPathComponent($0).path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `flowgraph ARGS` in `directory` (this test folder by default)
    /// with `input` on standard input. `launcher` runs it through another
    /// program (`setpriv ...`), and `executable` is a copy of the binary to
    /// run instead.
    static func run(_ arguments: [String], in directory: URL = here, input: String? = nil,
                    environment: [String: String] = [:], launcher: [String] = [],
                    executable: String? = nil) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("flowgraph is not built at \(path); run `swift build` first")
            return Result(status: -1, stdout: "", stderr: "")
        }
        let process = Process()
        let command = launcher + [executable ?? path] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["HOME"] = NSTemporaryDirectory()
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe(), inp = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inp
        try process.run()
        // A hang guard, not a performance assertion: kill after two minutes.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        if let input { inp.fileHandleForWriting.write(Data(input.utf8)) }
        try inp.fileHandleForWriting.close()
        // Read before waiting so a large output cannot fill the pipe and stall.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}

extension Binary {
    /// The largest resident set of any finished child so far, in bytes
    /// (Linux reports ru_maxrss in kilobytes, macOS in bytes).
    static var peakChildMemory: Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return usage.ru_maxrss * 1024
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        return usage.ru_maxrss
        #endif
    }
}

/// Golden files beside the tests; `RECORD_GOLDEN=1 swift test` rewrites them.
enum Golden {
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Binary.here.appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); record it with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "output differs from Golden/\(name)", sourceLocation: sourceLocation)
    }
}
