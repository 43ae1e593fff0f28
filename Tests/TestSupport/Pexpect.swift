import Foundation

/// Python's pexpect, which drives the REPL and the line editor through a
/// pseudo-terminal, for the test targets that need one. `make test`
/// installs it; without it those tests are skipped, not failed.
public enum Pexpect {
    public static let isAvailable = Python.hasModules("pexpect")

    /// Runs a pexpect `script` with `arguments` (from `folder`, when
    /// given), on an xterm whose key bindings the tester's own ~/.editrc
    /// cannot change; its exit status and everything it printed.
    public static func run(
        _ script: String, arguments: [String] = [], in folder: URL? = nil,
        environment extra: [String: String]
    ) throws -> (status: Int32, output: String) {
        let environment = extra.merging(["TERM": "xterm", "EDITRC": "/dev/null"]) { given, _ in given }
        let result = try Python.run(
            ["-c", script] + arguments, in: folder, environment: environment, mergingErrors: true)
        return (result.status, result.stdout)
    }
}
