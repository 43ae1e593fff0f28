import FlowLoading
import FlowModel
import Testing
@testable import FlowConsole

/// The cli.md rules for steps, undo, reset and the context, and that a line
/// that cannot be carried out changes nothing.
@Suite struct SessionRulesTests {
    @Test func startsAtTheEntryFlowsStart() throws {
        let console = try Fixtures.console()
        #expect(console.place == "App.Home")
        #expect(console.prompt == "App.Home> ")
        #expect(console.session.history.isEmpty)
    }

    @Test func startsAtTheNamedFlow() throws {
        let console = try Fixtures.console(flow: "Checkout")
        #expect(console.place == "Checkout.Cart")
    }

    @Test func anUnknownFirstFlowIsRefusedWithASuggestion() {
        #expect(throws: ConsoleError("unknown flow 'Chekout' (did you mean 'Checkout'?)")) {
            try Session(project: Fixtures.shopProject, flow: "Chekout")
        }
    }

    @Test func aProjectWithoutASingleEntryNeedsAFlowName() throws {
        let project = ProjectLoader.load(sources: [
            (
                path: "two.yaml",
                text: """
                flow: A
                start: S
                screens: { S: }
                ---
                flow: B
                start: S
                screens: { S: }
                """
            )
        ]).project
        #expect(throws: ConsoleError.self) { try Session(project: project) }
        #expect(try Session(project: project, flow: "B").firstFlow == "B")
    }

    @Test func undoGoesBackOneStepAtATime() throws {
        var console = try Fixtures.console()
        console.run("shop", "proceed")
        #expect(console.place == "Checkout.Shipping")
        console.run("undo")
        #expect(console.place == "Checkout.Cart")
        console.run("undo")
        #expect(console.place == "App.Home")
        #expect(console.execute("undo") == .failure(ConsoleError("nothing to undo")))
    }

    @Test func aStepThatChangesNothingStillCountsForUndo() throws {
        var console = try Fixtures.console()
        console.run("back", "dismiss")
        #expect(console.place == "App.Home")
        #expect(console.session.history.count == 2)
        console.run("undo", "undo")
        #expect(console.execute("undo") == .failure(ConsoleError("nothing to undo")))
    }

    @Test func setAndUnsetAreNotStepsAndUndoKeepsTheContext() throws {
        var console = try Fixtures.console()
        console.run("set idiom=pad")
        #expect(console.execute("undo") == .failure(ConsoleError("nothing to undo")))
        console.run("selected", "unset idiom", "set other=1")
        #expect(console.place == "App.Detail")
        console.run("undo")
        #expect(console.place == "App.Home")
        #expect(console.session.context == ["other": "1"])
    }

    @Test func resetKeepsTheContextAndClearsTheHistory() throws {
        var console = try Fixtures.console(context: ["idiom": "pad"])
        console.run("shop", "proceed", "reset")
        #expect(console.place == "App.Home")
        #expect(console.session.history.isEmpty)
        #expect(console.session.context == ["idiom": "pad"])
        #expect(console.execute("undo") == .failure(ConsoleError("nothing to undo")))
    }

    @Test func resetReturnsToTheNamedFlow() throws {
        var console = try Fixtures.console(flow: "Checkout")
        console.run("proceed", "reset")
        #expect(console.place == "Checkout.Cart")
    }

    @Test func valuesHoldForOneStepOnly() throws {
        var console = try Fixtures.console()
        console.run("selected idiom=pad")
        #expect(console.session.check(.stack(["Home", "Detail"])) == nil)
        #expect(console.session.context.isEmpty)
        console.run("back", "selected")
        #expect(console.session.check(.layers(2)) == nil)
    }

    @Test func afterTheEntryFlowFinishesOutcomesAreErrorsUntilUndo() throws {
        var console = try Fixtures.console()
        console.run("logout")
        #expect(console.prompt == "finished(loggedOut)> ")
        #expect(console.session.check(.finished("loggedOut")) == nil)
        for line in ["shop", "back", "dismiss", "emit logout"] {
            guard case .failure(let error) = console.execute(line) else {
                Issue.record("'\(line)' after finishing should fail")
                continue
            }
            #expect(error.message.contains("finished with 'loggedOut'"))
        }
        console.run("where", "outcomes", "history", "undo")
        #expect(console.place == "App.Home")
    }

    @Test(arguments: [
        ("shpo", "'shpo' is not an outcome of App.Home (did you mean 'shop'?)"),
        ("wher", "'wher' is not an outcome of App.Home (did you mean 'where'?)"),
        ("proceed", "'proceed' is not an outcome of App.Home"),
        ("emit close", "'close' is not an outcome of App.Home"),
        ("shpo fast", "'shpo' is neither a command nor an outcome of App.Home (did you mean 'shop'?)"),
        ("unset idoim", "'idoim' is not set (did you mean 'idiom'?)"),
        ("back please", "back takes no arguments (found 'please')"),
    ])
    func errorsChangeNothing(_ line: String, _ message: String) throws {
        var console = try Fixtures.console(context: ["idiom": "phone"])
        console.run("shop", "back")
        let before = (console.place, console.session.history, console.session.context)
        #expect(console.execute(line) == .failure(ConsoleError(message)))
        #expect(console.place == before.0)
        #expect(console.session.history == before.1)
        #expect(console.session.context == before.2)
    }

    @Test func outcomeNamesAgreeWithTheInterpretersChoices() throws {
        var console = try Fixtures.console()
        for line in ["shop", "proceed", "editAddress", "save", "next", "failed", "ok", "paid", "done", "logout"] {
            #expect(console.session.outcomeNames == console.session.choices.map(\.outcome), "at \(console.place)")
            console.run(line)
        }
        #expect(console.session.outcomeNames.isEmpty)
    }

    @Test func quitEndsTheSession() throws {
        var console = try Fixtures.console()
        #expect(console.execute("quit") == .quit)
    }
}
