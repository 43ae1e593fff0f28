import FlowLoading
import FlowModel
import TestSupport
import Testing
@testable import FlowConsole

/// What `where`, `outcomes`, `history` and a step print, against golden
/// files (re-record with RECORD_GOLDEN=1).
@Suite struct RenderingTests {
    /// Runs `lines`, then returns the output of `last`.
    private func output(after lines: [String], of last: String, context: [String: String] = [:]) throws -> String {
        var console = try Fixtures.console(context: context)
        for line in lines { console.run(line) }
        guard case .output(let text) = console.execute(last) else {
            Issue.record("'\(last)' did not give output")
            return ""
        }
        return text
    }

    @Test func whereAtTheStart() throws {
        try Golden.check(try output(after: [], of: "where"), "where-start.txt")
    }

    @Test func whereWithAChildInAModalOverAPushedChild() throws {
        let text = try output(after: ["shop", "proceed", "editAddress"], of: "where")
        try Golden.check(text, "where-nested.txt")
    }

    @Test func whereWithABareLayerAndAFinishedSession() throws {
        try Golden.check(try output(after: ["shop", "proceed", "next", "failed"], of: "where"), "where-bare.txt")
        try Golden.check(try output(after: ["logout"], of: "where"), "where-finished.txt")
    }

    @Test func outcomesFollowTheContext() throws {
        try Golden.check(try output(after: [], of: "outcomes"), "outcomes-phone.txt")
        try Golden.check(try output(after: [], of: "outcomes", context: ["idiom": "pad"]), "outcomes-pad.txt")
        try Golden.check(try output(after: ["shop", "proceed", "editAddress"], of: "outcomes"), "outcomes-child.txt")
    }

    /// A system event the screen handles itself is marked as its own; an
    /// outcome named like a command says that `emit` produces it.
    @Test func outcomesMarkOverridesAndCommandNames() throws {
        let text = """
            flow: A
            start: S
            screens:
              S:
                on:
                  back: modal C
                  where: push C
                  go: push C
              C: { on: { done: back } }
            """
        let project = FlowLoading.ProjectLoader.load(sources: [(path: "o.yaml", text: text)]).project
        var console = Console(session: try Session(project: project))
        guard case .output(let listed) = console.execute("outcomes") else {
            Issue.record("no output")
            return
        }
        #expect(
            listed == """
                outcomes of A.S:
                  back     modal C (sheet)  [system, handled by the screen]
                  where    push C  [emit where]
                  go       push C
                  dismiss  nothing  [system]

                """)
    }

    /// An outcome the state cannot take is listed with the step's own error,
    /// not as if it would work.
    @Test func outcomesSayWhichFailHere() throws {
        let text = """
            flow: A
            start: S
            screens:
              S: { on: { info: { modal: I, navigation: false } } }
              I: { on: { more: push P, close: dismiss } }
              P: { on: { done: back } }
            """
        let project = FlowLoading.ProjectLoader.load(sources: [(path: "o.yaml", text: text)]).project
        var console = Console(session: try Session(project: project))
        console.run("info")
        guard case .output(let listed) = console.execute("outcomes") else {
            Issue.record("no output")
            return
        }
        #expect(
            listed == """
                outcomes of A.I:
                  more     push P, which fails here: cannot push P: the layer showing A.I has no navigation stack
                  close    dismiss
                  back     dismiss the layer of I  [system]
                  dismiss  dismiss the layer of I  [system]

                """)
    }

    @Test func stepsHistoryAndHelp() throws {
        let lines = ["shop", "proceed", "next", "paid", "done", "back"]
        var text = ""
        var console = try Fixtures.console()
        for line in lines + ["history", "undo", "reset", "history"] {
            text += console.prompt + line + "\n"
            if case .output(let out) = console.execute(line) { text += out }
        }
        try Golden.check(text, "steps.txt")
        try Golden.check(try output(after: [], of: "help"), "help.txt")
    }

    @Test func whereDrawsATabBarWithEveryTabsStack() throws {
        var console = try BankFixture.console()
        console.run("signIn", "edit", "tab Feed", "open")
        guard case .output(let text) = console.execute("where") else { return }
        try Golden.check(text, "where-tabs.txt")
        console.run("failed")
        guard case .output(let covered) = console.execute("where") else { return }
        try Golden.check(covered, "where-tabs-covered.txt")
    }

    @Test func outcomesListInheritedTransitionsAndTabs() throws {
        var console = try BankFixture.console()
        console.run("signIn", "tab Feed", "open")
        guard case .output(let text) = console.execute("outcomes") else { return }
        try Golden.check(text, "outcomes-tabs.txt")
        console.run("back", "tab Profile", "signOut", "join")
        guard case .output(let flowBack) = console.execute("outcomes") else { return }
        try Golden.check(flowBack, "outcomes-flow-back.txt")
    }

    @Test func colourIsOptional() throws {
        var console = try Fixtures.console()
        console.styling = Styling(colored: true)
        guard case .output(let text) = console.execute("where") else { return }
        #expect(text.contains("\u{1B}["))
        console.styling = Styling(colored: false)
        guard case .output(let plain) = console.execute("where") else { return }
        #expect(!plain.contains("\u{1B}"))
    }
}
