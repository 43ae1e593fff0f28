import Foundation

/// Python's pexpect, which drives the REPL and the line editor through a
/// pseudo-terminal, for the test targets that need one. `make test`
/// installs it; without it those tests are skipped, not failed.
public enum Pexpect {
    public static let isAvailable: Bool = {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import pexpect"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }()

    /// Runs a pexpect `script` with `arguments` (from `folder`, when
    /// given), on an xterm whose key bindings the tester's own ~/.editrc
    /// cannot change; its exit status and everything it printed.
    public static func run(
        _ script: String, arguments: [String] = [], in folder: URL? = nil,
        environment extra: [String: String]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        if let folder { process.currentDirectoryURL = folder }
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm"
        environment["EDITRC"] = "/dev/null"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let transcript = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, transcript)
    }
}
