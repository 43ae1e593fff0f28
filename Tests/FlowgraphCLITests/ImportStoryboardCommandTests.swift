import Foundation
import Testing
import TestSupport

/// `flowgraph import storyboard` as a user runs it.
@Suite struct ImportStoryboardCommandTests {
    static let fixtures = TestTarget.folder(of: #filePath).deletingLastPathComponent()
        .appendingPathComponent("FlowImportTests/Storyboard/Fixtures")

    @Test func importsPrintsTheSummaryAndWritesFlowsThatValidate() throws {
        let output = try TemporaryFolder("import-storyboard")
        let files = ["Main.storyboard", "Settings.storyboard"].map { Self.fixtures.appendingPathComponent($0).path }
        let result = try Binary.run(["import", "storyboard"] + files + ["--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("imported 4 flows, 15 nodes: 12 things to finish by hand\n"))
        #expect(result.stdout.contains("  4 unwind segue\n"))
        #expect(result.stdout.contains("wrote 2 files to \(output.path): 4 flows, 15 nodes, 7 warnings"))
        let validated = try Binary.run(["validate", output.path])
        #expect(validated.status == 0, "\(validated.stdout)")
        #expect(validated.stdout.contains("unreachable-screen"), "a screen shown from code is unreachable")
    }

    /// The imported flows are ones the REPL steps through: a push, an
    /// unwind to the feed, a full-screen modal and a tab, with `expect`s.
    @Test func theREPLStepsThroughTheImportedFlows() throws {
        let output = try TemporaryFolder("import-storyboard-walk")
        let files = ["Main.storyboard", "Settings.storyboard"].map { Self.fixtures.appendingPathComponent($0).path }
        _ = try Binary.run(["import", "storyboard"] + files + ["--output", output.path])
        let walk = """
            showItem
            edit
            expect stack FeedViewController ItemDetail EditItem
            unwindToFeedWithSegue
            expect stack FeedViewController
            showComposeViewController
            expect layers 2
            cancel
            expect layers 1
            tab Settings
            expect screen SettingsViewController

            """
        let result = try Binary.run(["run", output.path, "--script", "-"], input: walk)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("<stdin>: ok, 5 expectations held"))
    }

    @Test func aSecondImportLeavesUnchangedFilesAlone() throws {
        let output = try TemporaryFolder("import-storyboard-twice")
        let file = Self.fixtures.appendingPathComponent("Settings.storyboard").path
        _ = try Binary.run(["import", "storyboard", file, "--output", output.path])
        let written = output.url.appendingPathComponent("Settings.yaml").path
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: written)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: written))
        let again = try Binary.run(["import", "storyboard", file, "--output", output.path])
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: written)) == bytes)
        let date = try FileManager.default.attributesOfItem(atPath: written)[.modificationDate] as? Date
        #expect(date == past)
    }

    @Test func aFileThatIsNoStoryboardIsALocatedErrorAndExit1() throws {
        let folder = try TemporaryFolder("import-storyboard-bad")
        let bad = folder.url.appendingPathComponent("Bad.storyboard").path
        try Data(
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\"/>\n"
                .utf8
        )
        .write(to: URL(fileURLWithPath: bad))
        let result = try Binary.run(["import", "storyboard", bad, "--output", folder.path + "/out"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Bad.storyboard:2: error: a document of type"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }

    @Test func aMissingFileIsExit2() throws {
        let folder = try TemporaryFolder("import-storyboard-missing")
        let result = try Binary.run(["import", "storyboard", folder.path + "/Nope.storyboard", "--output", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Nope.storyboard: cannot be read"))
    }
}
