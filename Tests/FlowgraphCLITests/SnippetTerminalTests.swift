import Foundation
import TestSupport
import Testing

/// On a terminal `validate` shows each diagnostic's source line and a caret;
/// `--no-snippets` turns them off. (In a pipe there are none: the golden
/// files of the other tests say so.)
@Suite struct SnippetTerminalTests {
    /// What the terminal shows when `flowgraph ARGUMENTS` runs under `script`.
    private func onTerminal(_ arguments: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qc", "'\(Binary.path)' \(arguments)", "/dev/null"]
        process.currentDirectoryURL = TestTarget.folder()
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "xterm"
        process.environment = environment
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aTerminalGetsTheLineAndACaret() throws {
        let shown = try onTerminal("validate Projects/schema")
        #expect(shown.contains("Projects/schema/broken.yaml:3:1: error: unknown key 'screns'"))
        #expect(shown.contains(" 3 | screns: {}\n   | ^\n"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func noSnippetsKeepsOneLineADiagnostic() throws {
        let shown = try onTerminal("validate Projects/schema --no-snippets")
        #expect(shown.contains("Projects/schema/broken.yaml:3:1: error: unknown key 'screns'"))
        #expect(!shown.contains(" | "))
    }
}
