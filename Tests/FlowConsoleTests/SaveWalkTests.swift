import Foundation
import TestSupport
import Testing
@testable import FlowConsole

/// `save-walk FILE`: the steps since the last start, with the context they
/// ran in, written so that a fresh start replays them to the same state.
@Suite struct SaveWalkTests {
    /// Saves `console`'s walk and replays it from a fresh start at the
    /// entry flow with an empty context, as `flowgraph test` would.
    private func saveAndReplay(_ console: inout Console) throws -> (text: String, replayed: Console, status: Int32) {
        let folder = try TemporaryFolder("save-walk")
        defer { folder.remove() }
        let file = folder.appending("saved.walk").path
        guard case .output(let reply) = console.execute("save-walk \(file)") else {
            Issue.record("save-walk failed")
            return ("", console, 1)
        }
        #expect(reply.hasPrefix("wrote \(file): "))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        var runner = ScriptRunner(console: try Fixtures.console(), file: file)
        let status = runner.run(text, output: OutputRecorder().sink)
        return (text, runner.console, status)
    }

    @Test func theSavedWalkReplaysToTheSameState() throws {
        var console = try Fixtures.console()
        console.run("shop", "proceed", "editAddress", "save", "next", "failed")
        let (text, replayed, status) = try saveAndReplay(&console)
        #expect(status == 0)
        #expect(replayed.session.state == console.session.state)
        // An expect after each step.
        #expect(text.components(separatedBy: "\nexpect screen ").count - 1 == 6)
    }

    @Test func theStartContextAndSetLinesAreKeptInOrder() throws {
        // Started as `run --set idiom=pad`: iPad pushes Detail.
        var console = try Fixtures.console(context: ["idiom": "pad"])
        console.run("selected", "back", "set idiom=phone", "selected")
        let (text, replayed, status) = try saveAndReplay(&console)
        #expect(status == 0)
        #expect(replayed.session.state == console.session.state)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("expect") }
        #expect(lines == ["set idiom=pad", "reset", "selected", "back", "set idiom=phone", "selected"])
    }

    @Test func anUndoneStepIsLeftOutAndAResetStartsAgain() throws {
        var console = try Fixtures.console()
        console.run("about", "reset", "shop", "proceed", "undo")
        let (text, replayed, status) = try saveAndReplay(&console)
        #expect(status == 0)
        #expect(replayed.session.state == console.session.state)
        #expect(!text.contains("about") && !text.contains("proceed"))
        #expect(text.contains("\nshop\n"))
    }

    @Test func valuesNothingReadsAreLeftOutSoThatTheScriptAcceptsIt() throws {
        var console = try Fixtures.console()
        console.run("set colour=red", "shop", "proceed note=hi")
        let (text, replayed, status) = try saveAndReplay(&console)
        #expect(status == 0, "\(text)")
        #expect(replayed.session.state == console.session.state)
        #expect(!text.contains("colour") && !text.contains("note"))
    }

    @Test(arguments: ["/nonexistent-folder/x.walk", "/"])
    func aPathThatCannotBeWrittenIsAnErrorAndChangesNothing(_ path: String) throws {
        var console = try Fixtures.console()
        console.run("shop")
        let before = console.session.state
        guard case .failure(let error) = console.execute("save-walk \(path)") else {
            Issue.record("save-walk to \(path) did not fail")
            return
        }
        #expect(error.message.hasPrefix("cannot write the walk to '\(path)': "))
        #expect(console.session.state == before)
        // In a script it ends the script with exit 1.
        var runner = ScriptRunner(console: try Fixtures.console(), file: "s.walk")
        let recorder = OutputRecorder()
        #expect(runner.run("shop\nsave-walk \(path)\n", output: recorder.sink) == 1)
        #expect(recorder.errors.hasPrefix("s.walk:2: error: cannot write the walk"))
    }

    @Test func saveWalkTakesOneFileName() throws {
        #expect(throws: ConsoleError.self) { try CommandParser.parse("save-walk") }
        #expect(throws: ConsoleError.self) { try CommandParser.parse("save-walk a b") }
        #expect(try CommandParser.parse("save-walk a.walk") == .saveWalk("a.walk"))
        #expect(CommandParser.keywords.contains("save-walk"))
    }
}
