import Foundation
import TestSupport
import Testing

/// `flowgraph validate` through the built binary: exit codes, formats, paths.
@Suite struct ValidateCommandTests {
    @Test func aCleanProjectExitsZeroWithASummary() throws {
        let result = try Binary.run(["validate", "Projects/clean", "--strict"])
        #expect(result.status == 0)
        #expect(result.stdout == "2 flows, 4 nodes: 0 errors, 0 warnings\n")
    }

    @Test(arguments: ["text", "json", "github"])
    func errorsExitOneInEveryFormat(_ format: String) throws {
        let result = try Binary.run(["validate", "Projects/schema", "--format", format])
        #expect(result.status == 1)
        try Golden.check(result.stdout, "schema.\(format)")
    }

    @Test func aMistakeReachedTwiceThroughAnAliasIsPrintedOnce() throws {
        let result = try Binary.run(["validate", "Projects/shared-handlers"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("[unknown-target]") }
        #expect(
            lines == [
                "Projects/shared-handlers/app.yaml:8:39: error: transition 'help' targets unknown node 'Hlep': add a node 'Hlep' to the screens of flow 'App' or fix the name [unknown-target]"
            ])
        #expect(result.stdout.hasSuffix("1 flow, 2 nodes: 1 error, 1 warning\n"))
    }

    @Test func aMissingPathExitsTwo() throws {
        let result = try Binary.run(["validate", "Projects/nowhere"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file or folder: Projects/nowhere"))
        #expect(result.stdout.isEmpty)
    }

    /// A name whose bytes are not UTF-8 reaches the program with them
    /// replaced, so it cannot be found: the message says why.
    @Test func aPathThatIsNotUTF8SaysWhyItIsNotFound() throws {
        let folder = try TemporaryFolder("latin1")
        defer { folder.remove() }
        // The shell makes the name from its bytes: a Swift String cannot hold them.
        let script =
            "printf 'flow: A\\n' > \"$(printf 'x\\377.yaml')\"; exec \"$0\" validate \"$(printf 'x\\377.yaml')\""
        let result = try Binary.run([], in: folder.url, launcher: ["/bin/sh", "-c", script])
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("(flowgraph reads file names as UTF-8, and this one is not: rename it)\n"))
    }

    @Test func badArgumentsExitTwo() throws {
        #expect(try Binary.run(["validate", "--format", "xml"]).status == 2)
        #expect(try Binary.run(["validate", "--no-such-flag"]).status == 2)
    }

    @Test func pathsArePrintedAsGiven() throws {
        let relative = try Binary.run(["validate", "Projects/schema/broken.yaml"])
        #expect(relative.stdout.contains("\nProjects/schema/broken.yaml:3:1: error: unknown key 'screns'"))
        let dotted = try Binary.run(["validate", "./Projects/schema/"])
        #expect(dotted.stdout.contains("\n./Projects/schema/broken.yaml:3:1: error: unknown key 'screns'"))
    }

    @Test func theDefaultPathIsFlows() throws {
        let result = try Binary.run(["validate"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Flows"))
    }

    @Test func helpAndVersion() throws {
        let help = try Binary.run(["validate", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--strict") && help.stdout.contains("--format"))
        let version = try Binary.run(["--version"])
        #expect(version.status == 0 && !version.stdout.isEmpty)
    }
}
