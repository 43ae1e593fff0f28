import Foundation
import TestSupport
import Testing

/// Output that could not be written is a command that could not run (exit
/// 2, said on standard error), never a pass: `validate --format json >
/// report.json` on a full disk must not leave CI green with an empty report.
@Suite struct OutputFailureTests {
    /// The shell redirects standard output, then runs the binary in its place.
    static func launcher(_ redirection: String) -> [String] {
        ["/bin/sh", "-c", "exec \"$0\" \"$@\" \(redirection)"]
    }

    static let flows = TestTarget.packageRoot.appendingPathComponent("Flows").path

    @Test(arguments: [
        ["validate", flows],
        ["validate", flows, "--format", "json"],
        ["graph", flows],
        ["run", flows, "--script", "-"],
        ["--help"],
        ["validate", "--help"],
        ["--version"],
    ])
    func aFullDiskExitsTwo(_ arguments: [String]) throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)")
        let result = try Binary.run(arguments, input: "outcomes\n", launcher: Self.launcher("> /dev/full"))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: could not write the output"))
    }

    @Test(arguments: [["validate", flows], ["graph", flows, "--format", "mermaid"]])
    func aClosedStandardOutputExitsTwo(_ arguments: [String]) throws {
        let result = try Binary.run(arguments, launcher: Self.launcher(">&-"))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: could not write the output"))
    }

    @Test func theSameCommandsPassWhenTheOutputIsWritten() throws {
        #expect(try Binary.run(["validate", Self.flows], launcher: Self.launcher("> /dev/null")).status == 0)
        #expect(try Binary.run(["graph", Self.flows], launcher: Self.launcher("> /dev/null")).status == 0)
    }

    /// With descriptor 0 closed, '/dev/stdin' is whatever file took its
    /// number: the script is refused with what is wrong, not read from it.
    @Test(arguments: [["run", flows], ["run", flows, "--script", "-"]])
    func aClosedStandardInputIsNamed(_ arguments: [String]) throws {
        let result = try Binary.run(arguments, launcher: Self.launcher("<&-"))
        #expect(result.status == 2)
        #expect(
            result.stderr == "error: standard input is closed: give a script with --script FILE, or run in a terminal\n"
        )
    }

    /// A reader that stops early (`| head`) wanted no more output: with
    /// SIGPIPE ignored, as some launchers leave it, the writes fail with
    /// EPIPE and the run still ends with its own status.
    @Test func aReaderThatStopsEarlyIsNoFailure() throws {
        let folder = try TemporaryFolder("pipe")
        defer { folder.remove() }
        // A graph far larger than a pipe's buffer, so writes go on after head left.
        var text = "flow: Big\nentry: true\nstart: S0\nscreens:\n"
        for i in 0..<3_000 { text += "  S\(i): { on: { next: push S\(i + 1), done: back } }\n" }
        text += "  S3000: { on: { done: back } }\n"
        try text.write(to: folder.appending("big.yaml"), atomically: true, encoding: .utf8)
        let launcher = [
            "/bin/bash", "-c", "trap '' PIPE; \"$0\" \"$@\" | head -c 100 > /dev/null; exit ${PIPESTATUS[0]}",
        ]
        let result = try Binary.run(["graph", folder.path], launcher: launcher)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
