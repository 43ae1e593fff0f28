import Foundation
import TestSupport
import Testing

/// `validate --jobs N` and `FLOWGRAPH_JOBS`: the thread count changes how
/// fast the report comes, never what it says.
@Suite struct JobsOptionTests {
    /// A project of many runs of files (`FileRuns`, 128 KiB each) with
    /// mistakes spread through it, so that every thread has some to report.
    static func writeProject() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flowgraph-jobs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var app = "flow: App\nentry: true\nstart: Home\nscreens:\n  Home:\n    on:\n"
        let flows = 120
        for i in 0..<flows { app += "      open\(i): push Open\(i)\n" }
        for i in 0..<flows { app += "  Open\(i):\n    flow: Flow\(i)\n    on:\n      done: back\n" }
        try app.write(to: folder.appendingPathComponent("App.yaml"), atomically: true, encoding: .utf8)
        for i in 0..<flows {
            var text = "flow: Flow\(i)\nstart: Screen0\noutcomes: [done]\nscreens:\n"
            for j in 0..<60 {
                text += "  Screen\(j):\n    description: \(String(repeating: "words ", count: 10))\n    on:\n"
                text += "      next: push Screen\(j + 1 < 60 ? j + 1 : 0)\n      leave: finish done\n"
            }
            if i % 7 == 3 { text += "  Broken:\n    on:\n      go: push Nowhere\n" }
            if i % 11 == 5 { text += "  Misspelt:\n    onn:\n      go: back\n" }
            try text.write(to: folder.appendingPathComponent("Flow\(i).yaml"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test(arguments: ["text", "json", "github"])
    func oneThreadAndTwoPrintTheSameBytes(format: String) throws {
        let folder = try Self.writeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = try Binary.run(["validate", folder.path, "--format", format, "--jobs", "1"])
        let two = try Binary.run(["validate", folder.path, "--format", format, "--jobs", "2"])
        let fromEnvironment = try Binary.run(
            ["validate", folder.path, "--format", format], environment: ["FLOWGRAPH_JOBS": "2"])
        let automatic = try Binary.run(["validate", folder.path, "--format", format])
        #expect(one.status == 1)
        #expect(one.stdout.contains("unknown-target") && one.stdout.contains("Nowhere"))
        for other in [two, fromEnvironment, automatic] {
            #expect(other.status == one.status)
            #expect(other.stdout == one.stdout)
            #expect(other.stderr == one.stderr)
        }
    }

    @Test(arguments: ["0", "-2", "two", "1.5"])
    func aBadCountIsAUsageError(value: String) throws {
        let result = try Binary.run(["validate", "Projects/clean", "--jobs=\(value)"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--jobs must be a whole number of threads, 1 or more; it is '\(value)'"))
    }

    @Test func aMissingCountIsAUsageError() throws {
        let result = try Binary.run(["validate", "Projects/clean", "--jobs"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing value for '--jobs <n>'"))
    }

    @Test(arguments: ["0", "many"])
    func aBadEnvironmentValueIsAUsageError(value: String) throws {
        let result = try Binary.run(["validate", "Projects/clean"], environment: ["FLOWGRAPH_JOBS": value])
        #expect(result.status == 2)
        #expect(result.stderr.contains("FLOWGRAPH_JOBS must be a whole number of threads, 1 or more; it is '\(value)'"))
    }

    @Test func theOptionWinsOverTheEnvironment() throws {
        let result = try Binary.run(
            ["validate", "Projects/clean", "--jobs", "1"], environment: ["FLOWGRAPH_JOBS": "many"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
