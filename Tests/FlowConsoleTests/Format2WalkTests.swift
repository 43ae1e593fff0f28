import Testing
@testable import FlowConsole

/// Walks with `expect` lines through every format 2 construct of the bank
/// app (`BankFixture`), as a user's walk file would check them.
@Suite struct Format2WalkTests {
    struct Walk: CustomTestStringConvertible, Sendable {
        let name: String
        let context: [String: String]
        let script: String
        var testDescription: String { name }

        init(_ name: String, context: [String: String] = [:], _ script: String) {
            self.name = name
            self.context = context
            self.script = script
        }
    }

    private func run(_ script: String, context: [String: String] = [:]) throws -> (Int32, String, String) {
        var runner = ScriptRunner(console: try BankFixture.console(context: context), file: "walk.txt")
        let recorder = OutputRecorder()
        let status = runner.run(script, output: recorder.sink)
        return (status, recorder.output, recorder.errors)
    }

    static let walks: [Walk] = [
        Walk(
            "tabs: select, reselect, finish",
            """
            signIn
            expect tab Profile
            expect flows Root Feed Profile
            expect stack Me
            edit
            expect stack Me Edit
            tab Feed
            expect tab Feed
            expect stack List
            open
            more
            expect stack List Detail Detail
            tab 2
            expect tab Profile
            expect stack Me Edit
            tab Profile
            expect stack Me
            tab Feed
            expect stack List Detail Detail
            tab Feed
            expect screen Feed.List
            expect stack List
            tab Profile
            signOut
            expect flows Root
            expect screen Root.Welcome
            expect layers 1
            undo
            expect tab Profile
            expect flows Root Feed Profile
            """),
        Walk(
            "tabs: a reselect ends the child flows it pops with back",
            """
            signIn
            tab Feed
            article
            next
            expect flows Root Feed Reader Profile
            tab Feed
            expect flows Root Feed Profile
            expect stack List
            """),
        Walk(
            "tabs: a modal from a tab covers the tab bar",
            """
            signIn
            tab Feed
            failed
            expect layers 2
            expect tab Feed
            ok
            tab Profile
            expect screen Profile.Me
            """),
        Walk(
            "pop and pop NODE",
            """
            signIn
            tab Feed
            open
            more
            more
            home
            expect stack List
            open
            more
            top
            expect stack List
            """),
        Walk(
            "dismissing: the alert closes, then the push happens beneath",
            """
            signIn
            tab Feed
            failed
            expect screen Feed.Error
            retry
            expect layers 1
            expect stack List Detail
            """),
        Walk(
            "from: pop back, then push",
            """
            join
            expect stack Welcome Intro
            next
            restart
            expect stack Welcome Intro Form
            """),
        Walk(
            "flow-wide on: an outcome and a back override",
            """
            sessionExpired
            expect screen Root.Welcome
            join
            back
            expect screen Onboarding.Quit
            expect layers 2
            keep
            expect layers 1
            next
            back
            leave
            expect flows Root
            expect stack Welcome
            """),
        Walk(
            "a child flow started at a chosen node",
            """
            register
            expect screen Onboarding.Form
            expect stack Welcome Form
            submit
            expect flows Root
            expect stack Welcome
            """),
        Walk(
            "a start chosen by the context", context: ["signedIn": "true"],
            """
            expect tab Profile
            expect screen Profile.Me
            unset signedIn
            reset
            expect screen Root.Welcome
            set signedIn=true
            reset
            expect tab Profile
            """),
    ]

    @Test(arguments: walks)
    func walkHolds(_ walk: Walk) throws {
        let (status, _, errors) = try run(walk.script, context: walk.context)
        #expect(errors == "")
        #expect(status == 0)
    }

    @Test(arguments: [
        ("signIn\ntab Feed\nopen\nmissing\n", "walk.txt:4: error: pop Error: Feed.Error is not in the current stack\n"),
        ("register\nrestart\n", "walk.txt:2: error: from Intro: Onboarding.Intro is not in the current stack\n"),
        (
            "signIn\ntab Feed\nfailed\ntab Profile\n",
            "walk.txt:4: error: tab: a modal layer covers the tab bar; dismiss it first\n"
        ),
        ("tab Feed\n", "walk.txt:1: error: tab: no tab bar is shown\n"),
        (
            "signIn\ntab Fed\n",
            "walk.txt:2: error: the tab bar Root.Main has no tab 'Fed'; its tabs: Feed, Profile (did you mean 'Feed'?)\n"
        ),
        ("signIn\ntab 3\n", "walk.txt:2: error: tab 3: the tab bar Root.Main has tabs 1 to 2\n"),
        (
            "signIn\nexpect tab Feed\n",
            "walk.txt:2: expectation failed: expected tab Feed, found tab Profile of Root.Main\n"
        ),
        ("expect tab Feed\n", "walk.txt:1: expectation failed: expected tab Feed, found no tab bar\n"),
    ])
    func refusedStepsAndFailedExpectationsNameTheirLine(script: String, error: String) throws {
        let (status, _, errors) = try run(script)
        #expect(status == 1)
        #expect(errors == error)
    }

    @Test func historyReplaysTabSteps() throws {
        var console = try BankFixture.console()
        console.run("signIn", "tab Feed", "open", "tab 1")
        guard case .output(let history) = console.execute("history") else {
            Issue.record("history gave no output")
            return
        }
        #expect(history.contains("tab Feed\nexpect screen Feed.List\n"))
        #expect(history.contains("tab 1\nexpect screen Feed.List\n"))
        let walk = history.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        let (status, _, errors) = try run(walk)
        #expect(errors == "")
        #expect(status == 0)
    }
}
