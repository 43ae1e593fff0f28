import Foundation
import TestSupport
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `flowgraph test` through the built binary: each walk's line, the
/// transition coverage, the three formats, and the exit statuses.
@Suite struct TestCommandTests {
    static let project = "Projects/test-shop"
    static let allWalks = ["--walks", "Projects/test-shop/walks", "--walks", "Projects/test-walks"]
    static let partial = ["--walks", "Projects/test-walks/partial.walk", "--min-coverage", "90"]

    /// The JUnit report with each `time` attribute zeroed: durations vary.
    private func withoutTimes(_ xml: String) -> String {
        xml.replacing(/time="[0-9.]+"/, with: "time=\"0.000\"")
    }

    @Test(arguments: ["text", "json", "junit"])
    func passingWalksTakeEveryTransition(_ format: String) throws {
        let result = try Binary.run(["test", Self.project, "--min-coverage", "100", "--format", format])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        try Golden.check(withoutTimes(result.stdout), "test-pass.\(format)")
    }

    @Test(arguments: ["text", "json", "junit"])
    func aFailingWalkFailsTheRun(_ format: String) throws {
        let result = try Binary.run(["test", Self.project, "--format", format] + Self.allWalks)
        #expect(result.status == 1)
        try Golden.check(withoutTimes(result.stdout), "test-fail.\(format)")
    }

    @Test(arguments: ["text", "json", "junit"])
    func coverageBelowTheMinimumFailsTheRun(_ format: String) throws {
        let result = try Binary.run(["test", Self.project, "--format", format] + Self.partial)
        #expect(result.status == 1)
        try Golden.check(withoutTimes(result.stdout), "test-below-minimum.\(format)")
    }

    @Test func coverageAtTheMinimumPasses() throws {
        // partial.walk takes 3 of 10.
        let result = try Binary.run([
            "test", Self.project, "--walks", "Projects/test-walks/partial.walk", "--min-coverage", "30",
        ])
        #expect(result.status == 0)
    }

    /// Parsed as XML, with the counts a CI reporter reads.
    @Test func theJUnitReportIsWellFormed() throws {
        let result = try Binary.run(["test", Self.project, "--format", "junit"] + Self.allWalks)
        let counter = JUnitCounter()
        let parser = XMLParser(data: Data(result.stdout.utf8))
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(counter.testcases == 7)
        #expect(counter.failures == 2)
        #expect(counter.suites["walks"]?.tests == "6")
        #expect(counter.suites["walks"]?.failures == "2")
        #expect(counter.failureMessages.contains { $0.contains("expected screen Checkout.Receipt") })
    }

    @Test func manyWalksRunInParallelAndReportInOrder() throws {
        let folder = try TemporaryFolder("many-walks")
        defer { folder.remove() }
        let walks = [
            "buy\npay\nexpect screen Home\n", "selected\nexpect layers 2\n", "failed\nexpect screen Nowhere\n",
        ]
        for index in 0..<40 {
            let name = String(format: "w%02d.walk", index)
            try walks[index % 3].write(to: folder.appending(name), atomically: true, encoding: .utf8)
        }
        let serial = try Binary.run(
            ["test", Self.project, "--walks", folder.path], environment: ["FLOWGRAPH_JOBS": "1"])
        let parallel = try Binary.run(
            ["test", Self.project, "--walks", folder.path], environment: ["FLOWGRAPH_JOBS": "4"])
        #expect(serial.status == 1 && parallel.status == 1)
        #expect(serial.stdout == parallel.stdout)
        let files = parallel.stdout.split(separator: "\n").prefix(40).map {
            $0.split(separator: " ", omittingEmptySubsequences: true)[1].split(separator: ":")[0]
        }
        #expect(files == files.sorted())
    }
}

/// Bad inputs: each a clear error with exit 2 (1 for flows with errors),
/// never a crash or a report.
@Suite struct TestCommandInputTests {
    @Test func aMissingWalksPathExitsTwo() throws {
        let result = try Binary.run(["test", TestCommandTests.project, "--walks", "Projects/nowhere"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: no such file or folder: Projects/nowhere (given with --walks)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func noWalksFolderExitsTwo() throws {
        let result = try Binary.run(["test", "Projects/clean"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: no walks found: no folder named 'walks' in Projects/clean"))
    }

    @Test func aMissingProjectPathExitsTwo() throws {
        let result = try Binary.run(["test", "Projects/nowhere", "--walks", "Projects/test-walks/partial.walk"])
        #expect(result.status == 2)
    }

    @Test(arguments: ["abc", "101", "-1", "nan"])
    func aMalformedMinimumExitsTwo(_ value: String) throws {
        let result = try Binary.run(["test", TestCommandTests.project, "--min-coverage=\(value)"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--min-coverage takes a percentage from 0 to 100"))
    }

    @Test func aFolderNamedLikeAWalkExitsTwo() throws {
        let folder = try TemporaryFolder("folder-walk")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.appending("a.walk"), withIntermediateDirectories: true)
        let result = try Binary.run(["test", TestCommandTests.project, "--walks", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: '\(folder.path)/a.walk' is a folder, not a walk file\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aBinaryWalkExitsTwo() throws {
        let folder = try TemporaryFolder("binary-walk")
        defer { folder.remove() }
        let file = folder.appending("binary.walk")
        try Data([0x62, 0x75, 0x79, 0x0A, 0x00, 0xFF, 0xFE, 0x01]).write(to: file)
        let result = try Binary.run(["test", TestCommandTests.project, "--walks", file.path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: '\(file.path)' is not a text file (a NUL byte on line 2): is it a walk?\n")
    }

    @Test func aWalkWithATenMegabyteLineExitsTwoWithoutEchoingIt() throws {
        let folder = try TemporaryFolder("huge-walk")
        defer { folder.remove() }
        let file = folder.appending("huge.walk")
        try Data(("buy\n" + String(repeating: "x", count: 10_000_000) + "\n").utf8).write(to: file)
        let result = try Binary.run(["test", TestCommandTests.project, "--walks", file.path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: '\(file.path)' has a line longer than 64 KiB (line 2): is it a walk?\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func anUnreadableWalkExitsTwo() throws {
        guard getuid() != 0 else { return }  // root reads anything
        let folder = try TemporaryFolder("unreadable-walk")
        defer { folder.remove() }
        let file = folder.appending("locked.walk")
        try Data("buy\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        let result = try Binary.run(["test", TestCommandTests.project, "--walks", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot read '\(file.path)': permission denied\n")
    }

    @Test func flowsWithErrorsTheEntryReachesAreRefused() throws {
        let result = try Binary.run(["test", "Projects/run-broken", "--walks", "Projects/test-walks/partial.walk"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: not tested: the flows the entry can reach have"))
        #expect(result.stdout.isEmpty)
    }
}

/// Counts what a JUnit reporter reads.
private final class JUnitCounter: NSObject, XMLParserDelegate {
    var testcases = 0
    var failures = 0
    var suites: [String: (tests: String, failures: String)] = [:]
    var failureMessages: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testcase": testcases += 1
        case "failure":
            failures += 1
            failureMessages.append(attributes["message"] ?? "")
        case "testsuite": suites[attributes["name"] ?? ""] = (attributes["tests"] ?? "", attributes["failures"] ?? "")
        default: break
        }
    }
}
