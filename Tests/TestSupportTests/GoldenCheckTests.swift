import Foundation
import TestSupport
import Testing

/// The golden-file helper: a match passes, anything else fails, and
/// recording writes the file yet never passes.
@Suite struct GoldenCheckTests {
    let folder: TemporaryFolder
    var golden: URL { folder.appending("Golden") }

    init() throws {
        folder = try TemporaryFolder("golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        try "a\nb\nc\n".write(to: golden.appendingPathComponent("abc.txt"), atomically: true, encoding: .utf8)
    }

    func stored(_ name: String) throws -> String {
        try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theSameTextPasses() throws {
        let outcome = try Golden.check("a\nb\nc\n", "abc.txt", in: golden, recording: false)
        #expect(outcome == .matched)
        #expect(outcome.passed)
    }

    @Test func anotherTextFailsAndNamesTheLinesThatDiffer() throws {
        var outcome: Golden.Outcome?
        try withKnownIssue {
            outcome = try Golden.check("a\nX\nc\n", "abc.txt", in: golden, recording: false)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("differs from Golden/abc.txt") && $0.rawValue.contains("-2: b\n+2: X")
            }
        }
        #expect(outcome == .differs(diff: "-2: b\n+2: X"))
        #expect(try stored("abc.txt") == "a\nb\nc\n", "a failed check leaves the file alone")
    }

    @Test func aMissingFileFails() throws {
        var outcome: Golden.Outcome?
        try withKnownIssue {
            outcome = try Golden.check("text", "none.txt", in: golden, recording: false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("missing golden file Golden/none.txt") }
        }
        #expect(outcome == .missing)
        #expect(!FileManager.default.fileExists(atPath: golden.appendingPathComponent("none.txt").path))
    }

    @Test func recordingWritesTheFileAndStillFails() throws {
        var outcome: Golden.Outcome?
        try withKnownIssue {
            outcome = try Golden.check("a\nX\nc\n", "abc.txt", in: golden, recording: true)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("recorded Golden/abc.txt") && $0.rawValue.contains("-2: b\n+2: X")
            }
        }
        #expect(outcome == .recorded(diff: "-2: b\n+2: X"))
        #expect(outcome?.passed == false)
        #expect(try stored("abc.txt") == "a\nX\nc\n")
    }

    @Test func recordingTheSameTextStillFails() throws {
        var outcome: Golden.Outcome?
        try withKnownIssue {
            outcome = try Golden.check("a\nb\nc\n", "abc.txt", in: golden, recording: true)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("recorded Golden/abc.txt, unchanged") }
        }
        #expect(outcome == .recorded(diff: ""))
        #expect(outcome?.passed == false)
    }

    @Test func recordingMakesANewFileAndItsFolder() throws {
        let fresh = folder.appending("New/Golden")
        var outcome: Golden.Outcome?
        withKnownIssue {
            outcome = try Golden.check("one\n", "one.txt", in: fresh, recording: true)
        }
        #expect(outcome == .recorded(diff: "+1: one"))
        #expect(try String(contentsOf: fresh.appendingPathComponent("one.txt"), encoding: .utf8) == "one\n")
    }

    /// Without a folder, the helper looks in `Golden/` of the calling test's target.
    @Test func theDefaultFolderIsTheCallingTargets() throws {
        let url = TestTarget.folder().appendingPathComponent("Golden/default.txt")
        #expect(try Golden.compare("default golden file\n", with: url, recording: false) == .matched)
        try Golden.check("default golden file\n", "default.txt")
    }
}
