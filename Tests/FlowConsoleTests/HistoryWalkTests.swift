import Testing

@testable import FlowConsole

/// `history` prints the steps as a walk: pasted into a script and run from
/// the same start, it replays them and its expectations hold.
@Suite struct HistoryWalkTests {
    @Test(arguments: [
        ["shop", "proceed", "next", "paid", "done", "back"],
        ["shop", "proceed", "editAddress", "save", "undo", "editAddress", "cancel"],
        ["about", "close", "logout"],
    ])
    func historyReplaysAsAWalk(lines: [String]) throws {
        var console = try Fixtures.console()
        for line in lines { _ = console.execute(line) }
        guard case .output(let walk) = console.execute("history") else {
            Issue.record("history gave no output")
            return
        }
        #expect(walk.contains("expect "))
        var runner = ScriptRunner(console: try Fixtures.console(), file: "history.walk")
        let recorder = OutputRecorder()
        #expect(runner.run(walk, output: recorder.sink) == 0, "\(walk)\n\(recorder.errors)")
        #expect(runner.console.session.state == console.session.state)
    }
}
