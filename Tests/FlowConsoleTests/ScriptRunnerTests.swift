import Testing
@testable import FlowConsole

/// Scripts: a passing one exits 0; the first failed expectation or
/// impossible line stops it with `FILE:LINE:` and exit 1.
@Suite struct ScriptRunnerTests {
    private func run(_ script: String) throws -> (status: Int32, output: String, errors: String) {
        var runner = ScriptRunner(console: try Fixtures.console(), file: "walk.txt")
        let recorder = OutputRecorder()
        let status = runner.run(script, output: recorder.sink)
        return (status, recorder.output, recorder.errors)
    }

    @Test func aPassingScriptExitsZero() throws {
        let result = try run(
            """
            # into the checkout and back out
            expect screen App.Home
            shop
            expect flows App Checkout
            expect stack Home Cart

            proceed
            editAddress
            expect screen AddressEditor.Form
            expect layers 2
            save
            expect stack Home Cart Shipping
            expect flow Checkout
            """)
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output.hasSuffix("walk.txt: ok, 7 expectations held, 4 steps at the end\n"))
    }

    @Test func aFailedExpectationNamesItsLine() throws {
        let result = try run("shop\n\nexpect screen Shipping\nproceed\n")
        #expect(result.status == 1)
        #expect(result.errors == "walk.txt:3: expectation failed: expected screen Shipping, found Checkout.Cart\n")
        #expect(!result.output.contains("proceed"))
    }

    @Test func aLineThatCannotBeCarriedOutStopsTheScript() throws {
        let result = try run("shop\r\nprocede\r\nexpect screen Cart\r\n")
        #expect(result.status == 1)
        #expect(
            result.errors
                == "walk.txt:2: error: 'procede' is not an outcome of Checkout.Cart (did you mean 'proceed'?)\n")
    }

    @Test func quitEndsAScriptSuccessfully() throws {
        let result = try run("shop\nquit\nnope\n")
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
    }

    @Test func standardInputIsReportedAsStdin() throws {
        var runner = ScriptRunner(console: try Fixtures.console(), file: "-")
        let recorder = OutputRecorder()
        #expect(runner.run("expect layers 3", output: recorder.sink) == 1)
        #expect(recorder.errors == "<stdin>:1: expectation failed: expected 3 layers, found 1\n")
    }

    /// LF, CRLF and CR end a line, as editors number them; other breaks
    /// (form feed, U+2028) stay inside it; a byte order mark is not text.
    @Test(arguments: [
        ("# a note\u{2028}more\nshop\nexpect screen Nope\n", 3),
        ("# page\u{0C}\nshop\nexpect screen Nope\n", 3),
        ("\u{FEFF}# first line\r\nshop\r\nexpect screen Nope\r\n", 3),
        ("\u{FEFF}shop\rexpect screen Nope", 2),
    ])
    func linesAreNumberedAsAnEditorShowsThem(_ script: String, _ failingLine: Int) throws {
        let result = try run(script)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("walk.txt:\(failingLine): expectation failed: expected screen Nope"))
    }

    /// Blanks an editor shows as space separate words, and a line's
    /// control characters are shown escaped where it is echoed or quoted.
    @Test func controlCharactersAreBlanksOrShownEscaped() throws {
        let blanks = try run("\u{0C}shop\u{0B}\nexpect\u{0C}screen\tCart\n")
        #expect(blanks.status == 0)
        let escaped = try run("sh\u{1B}[2Jop\n")
        #expect(escaped.status == 1)
        #expect(escaped.output == "App.Home> sh\\u{1B}[2Jop\n")
        #expect(escaped.errors.hasPrefix("walk.txt:1: error: 'sh\\u{1B}[2Jop' is "))
        // A value set is shown back escaped too.
        let set = try run("set idiom=\u{1B}]0;title\u{07}\n")
        #expect(set.output.contains("context: idiom=\\u{1B}]0;title\\u{7}\n"))
    }

    /// A variable no `when` reads cannot change a walk: a script that sets
    /// it, or gives it with an outcome, stops there; the REPL warns.
    @Test func aVariableNothingReadsIsAnErrorInAScript() throws {
        let set = try run("set colour=red\n")
        #expect(set.status == 1)
        #expect(set.errors == "walk.txt:1: error: no 'when' reads 'colour': it cannot change where any outcome leads\n")
        let given = try run("shop colour=red\n")
        #expect(given.status == 1 && given.errors.hasPrefix("walk.txt:1: error: no 'when' reads 'colour'"))
        var console = try Fixtures.console()
        guard case .output(let text) = console.execute("set colour=red") else {
            Issue.record("the REPL refused the set")
            return
        }
        #expect(text.hasPrefix("warning: no 'when' reads 'colour'") && text.contains("context: colour=red"))
    }

    @Test(arguments: [
        ("expect screen Cart", "expected screen Cart, found App.Home"),
        (
            "expect screen Checkout.Home",
            "expected screen Checkout.Home, found App.Home; no screen 'Home' in flow Checkout"
        ),
        ("expect flow Checkout", "expected flow Checkout, found App (at App.Home)"),
        ("expect stack Home Cart", "expected stack Home Cart, found stack Home"),
        ("expect layers 2", "expected 2 layers, found 1"),
        ("expect finished loggedOut", "expected finished loggedOut, found not finished, at App.Home"),
        ("expect flows App Checkout", "expected flows App Checkout, found flows App"),
    ])
    func expectationMessages(_ line: String, _ message: String) throws {
        var console = try Fixtures.console()
        #expect(console.execute(line) == .expectationFailed(message))
    }

    @Test func theReplReportsErrorsAndGoesOn() throws {
        var console = try Fixtures.console()
        var lines = ScriptedLines(["shpo", "expect layers 5", "", "shop", "quit", "shop"])
        let recorder = OutputRecorder()
        var remembered: [String] = []
        InteractiveLoop.run(&console, source: &lines, output: recorder.sink) { line, _ in remembered.append(line) }
        #expect(console.place == "Checkout.Cart")
        #expect(lines.prompts == ["App.Home> ", "App.Home> ", "App.Home> ", "App.Home> ", "Checkout.Cart> "])
        #expect(remembered == ["shpo", "expect layers 5", "shop", "quit"])
        #expect(
            recorder.errors == """
                error: 'shpo' is not an outcome of App.Home (did you mean 'shop'?)
                expectation failed: expected 5 layers, found 1

                """)
    }

    @Test func theReplEndsAtTheEndOfInput() throws {
        var console = try Fixtures.console()
        var lines = ScriptedLines(["shop"])
        InteractiveLoop.run(&console, source: &lines, output: OutputRecorder().sink)
        #expect(lines.prompts.count == 2)
    }
}
