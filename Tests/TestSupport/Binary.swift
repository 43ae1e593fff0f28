import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the `flowgraph` executable of the same build as the tests, as a
/// user would.
public enum Binary {
    public static var path: String { ProductsDirectory.product("flowgraph").path }

    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The tests ran before the binary was built.
    public struct NotBuilt: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "flowgraph is not built at \(path); run `swift build --build-tests` first" }
    }

    /// Runs `flowgraph ARGS` in `directory` (by default the calling test
    /// target's folder, where its `Projects/` are) with `input` on standard
    /// input, `NO_COLOR` set and `HOME` in the temporary directory.
    /// `launcher` runs it through another program (`setpriv ...`), and
    /// `executable` is a copy of the binary to run instead.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, input: String? = nil,
        environment: [String: String] = [:], launcher: [String] = [],
        executable: String? = nil, filePath: String = #filePath
    ) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: path) else { throw NotBuilt(path: path) }
        let process = Process()
        let command = launcher + [executable ?? path] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = directory ?? TestTarget.folder(of: filePath)
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
        // SIGKILL, since a child of the test runner may inherit SIGTERM blocked.
        let watchdog = DispatchWorkItem { [process] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        if let input { inp.fileHandleForWriting.write(Data(input.utf8)) }
        try inp.fileHandleForWriting.close()
        // Read before waiting so a large output cannot fill the pipe and stall.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The largest resident set of any finished child so far, in bytes
    /// (Linux reports ru_maxrss in kilobytes, macOS in bytes).
    public static var peakChildMemory: Int {
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
