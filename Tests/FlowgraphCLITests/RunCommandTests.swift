import Foundation
import TestSupport
import Testing

/// `flowgraph run` through the built binary: scripts, piped input, refused
/// projects and bad arguments, with the exit codes of cli.md.
@Suite struct RunCommandTests {
    @Test func aPassingScriptExitsZero() throws {
        let result = try Binary.run(["run", "Projects/run-shop", "--script", "Projects/run-scripts/pass.walk"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("App.Home> shop\n"))
        #expect(
            result.stdout.hasSuffix("Projects/run-scripts/pass.walk: ok, 7 expectations held, 6 steps at the end\n"))
    }

    @Test func aFailedExpectationExitsOneNamingTheLine() throws {
        let result = try Binary.run(["run", "Projects/run-shop", "--script", "Projects/run-scripts/fail.walk"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Projects/run-scripts/fail.walk:3: expectation failed: expected screen Shipping, found Checkout.Cart\n"
        )
    }

    @Test func anImpossibleCommandExitsOneNamingTheLine() throws {
        let result = try Binary.run(["run", "Projects/run-shop", "--script", "Projects/run-scripts/typo.walk"])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "Projects/run-scripts/typo.walk:2: error: 'procede' is not an outcome of Checkout.Cart (did you mean 'proceed'?)"
            ))
    }

    @Test func pipedStandardInputIsAScript() throws {
        let piped = try Binary.run(["run", "Projects/run-shop"], input: "shop\nexpect screen Cart\n")
        #expect(piped.status == 0)
        let failing = try Binary.run(
            ["run", "Projects/run-shop", "--script", "-"], input: "shop\nexpect screen Home\n")
        #expect(failing.status == 1)
        #expect(failing.stderr == "<stdin>:2: expectation failed: expected screen Home, found Checkout.Cart\n")
    }

    @Test func aScriptNamedByAPipeIsReadToItsEnd() throws {
        // /dev/stdin here is a pipe, as `--script <(make-script)` would be: it has no size.
        let result = try Binary.run(
            ["run", "Projects/run-shop", "--script", "/dev/stdin"],
            input: "shop\nexpect screen Cart\n")
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("/dev/stdin: ok, 1 expectation held, 1 step at the end\n"))
    }

    @Test func setAndFlowOptionsShapeTheStart() throws {
        let result = try Binary.run(
            ["run", "Projects/run-shop", "--flow", "Checkout", "--set", "idiom=pad"],
            input: "expect flows Checkout\nreset\nexpect screen Checkout.Cart\n")
        #expect(result.status == 0)
        let pad = try Binary.run(
            ["run", "Projects/run-shop", "--set", "idiom=pad"], input: "selected\nexpect stack Home Detail\n")
        #expect(pad.status == 0)
        let spaced = try Binary.run(["run", "Projects/run-shop", "--set", "idiom=two words"], input: "unset idiom\n")
        #expect(spaced.status == 0)
        #expect(spaced.stdout.contains("context: empty"))
    }

    /// A `--set` variable no `when` reads fails a script and warns the REPL.
    @Test func aSetVariableNothingReadsFailsAScript() throws {
        let result = try Binary.run(["run", "Projects/run-shop", "--set", "colour=red"], input: "")
        #expect(result.status == 1)
        #expect(result.stderr == "error: --set colour: no 'when' reads 'colour'\n")
        let typo = try Binary.run(["run", "Projects/run-shop", "--set", "idoim=pad"], input: "")
        #expect(typo.stderr == "error: --set idoim: no 'when' reads 'idoim' (did you mean 'idiom'?)\n")
    }

    @Test func flowsWithErrorsAreRefusedWithTheirDiagnostics() throws {
        let result = try Binary.run(["run", "Projects/run-broken"], input: "where\n")
        #expect(result.status == 1)
        // Warnings from the graph rules may come too; the error and the summary must.
        // The diagnostics and the refusal on one stream; stdout stays empty.
        #expect(
            result.stderr.contains(
                "Projects/run-broken/app.yaml:5:5: error: unknown key 'onn' in node 'Home' (did you mean 'on'?) [schema]\n"
            ))
        #expect(result.stderr.contains("1 flow, 2 nodes: 1 error"))
        #expect(result.stdout.isEmpty, "the session must not start")
        #expect(
            result.stderr.hasSuffix(
                "error: not started: the flows this run can reach have 1 error (listed above); fix them first\n"))
    }

    /// Only errors the start can reach refuse the run; the others are
    /// listed on stderr as left out, and the session starts.
    @Test func errorsInFlowsTheStartCannotReachAreLeftOut() throws {
        let result = try Binary.run(
            ["run", "Projects/run-broken-elsewhere"], input: "next\nexpect screen Detail\n")
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("<stdin>: ok, 1 expectation held, 1 step at the end\n"))
        #expect(
            result.stderr.hasPrefix(
                """
                flowgraph: left out: 1 error in flows this run cannot reach:
                Projects/run-broken-elsewhere/app.yaml:17:11: error: transition 'go' targets unknown node 'Nowhere'
                """))
        let other = try Binary.run(["run", "Projects/run-broken-elsewhere", "--flow", "Other"], input: "go\n")
        #expect(other.status == 1)
        #expect(
            other.stderr.hasSuffix(
                "error: not started: the flows this run can reach have 1 error (listed above); fix them first\n"
            ))
    }

    @Test func anUnknownFlowExitsTwoWithASuggestion() throws {
        let result = try Binary.run(["run", "Projects/run-shop", "--flow", "Chekout"], input: "")
        #expect(result.status == 2)
        #expect(result.stderr == "error: unknown flow 'Chekout' (did you mean 'Checkout'?)\n")
    }

    @Test(arguments: ["idiom", "=pad", "1x=2", "a b=1"])
    func aMalformedSetExitsTwo(_ assignment: String) throws {
        let result = try Binary.run(["run", "Projects/run-shop", "--set", assignment], input: "")
        #expect(result.status == 2)
        #expect(result.stderr.contains("--set takes VAR=VALUE"))
    }

    @Test func aMissingScriptOrPathExitsTwo() throws {
        #expect(try Binary.run(["run", "Projects/run-shop", "--script", "Projects/nowhere.walk"]).status == 2)
        #expect(try Binary.run(["run", "Projects/nowhere"], input: "").status == 2)
    }
}

/// `flowgraph run` on a terminal: util-linux `script` gives it a pty, so the
/// REPL path (line editor, prompt, history file) runs as a user would see it.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script"))
struct RunInteractiveTests {
    @Test func theReplPromptsReportsErrorsAndKeepsAHistoryFile() throws {
        let home = try TemporaryFolder("repl")
        defer { home.remove() }

        let output = try runOnTerminal(
            "\(Binary.path) run Projects/run-shop", input: "shop\rshpo\rwhere\rquit\r", home: home.url)
        #expect(output.contains("App.Home> shop"))
        #expect(output.contains("error: 'shpo' is not an outcome of Checkout.Cart"))
        #expect(output.contains("     > Checkout.Cart"))
        let history = try String(contentsOf: home.appending(".flowgraph_history"), encoding: .utf8)
        #expect(history == "shop\nshpo\nwhere\nquit\n")
    }

    @Test func theHistoryGoesUnderXDGStateHomeWhenSet() throws {
        let temporary = try TemporaryFolder("state")
        defer { temporary.remove() }
        let state = temporary.appending("state")  // not there yet: flowgraph makes it
        _ = try runOnTerminal(
            "\(Binary.path) run Projects/run-shop", input: "where\rquit\r",
            home: FileManager.default.temporaryDirectory, xdgState: state)
        let history = try String(contentsOf: state.appendingPathComponent("flowgraph/history"), encoding: .utf8)
        #expect(history == "where\nquit\n")
    }

    /// Typing at a terminal with the output going into a pipe (`| tee log`):
    /// each reply must come at once, not when the session ends.
    @Test(.enabled(if: Pexpect.isAvailable, "needs python3 with pexpect"))
    func repliesReachAPipeAsTheyAreMade() throws {
        let script = #"""
            import os, sys, pexpect
            child = pexpect.spawn("/bin/sh", ["-c", '"$0" run Projects/run-shop | cat', os.environ["FLOWGRAPH"]],
                                  encoding="utf-8", timeout=30)
            child.expect_exact("flowgraph:")
            child.sendline("shpo")
            child.expect_exact("did you mean 'shop'")
            child.sendline("where")
            child.expect_exact("coordinators:")
            child.sendeof()
            child.expect(pexpect.EOF)
            """#
        let (status, transcript) = try Pexpect.run(
            script, in: TestTarget.folder(),
            environment: ["FLOWGRAPH": Binary.path, "HOME": FileManager.default.temporaryDirectory.path])
        #expect(status == 0, "a reply waited for the end of the session:\n\(transcript)")
    }

    /// Ctrl-L clears the screen (xterm's clear sequence) and redraws the
    /// prompt with what was typed so far.
    @Test(.enabled(if: Pexpect.isAvailable, "needs python3 with pexpect"))
    func controlLClearsTheScreen() throws {
        let script = #"""
            import os, sys, pexpect
            child = pexpect.spawn(os.environ["FLOWGRAPH"], ["run", "Projects/run-shop"], encoding="utf-8", timeout=30)
            child.expect_exact("App.Home> ")
            child.send("wh")
            child.send("\x0c")
            child.expect_exact("\x1b[2J")
            child.expect_exact("App.Home> wh")
            child.sendline("ere")
            child.expect_exact("coordinators:")
            child.sendeof()
            child.expect(pexpect.EOF)
            """#
        let (status, transcript) = try Pexpect.run(
            script, in: TestTarget.folder(),
            environment: ["FLOWGRAPH": Binary.path, "HOME": FileManager.default.temporaryDirectory.path])
        #expect(status == 0, "Ctrl-L did not clear the screen:\n\(transcript)")
    }

    /// Runs `command` under `script` (a pty), typing `input`; returns what the terminal showed.
    private func runOnTerminal(_ command: String, input: String, home: URL, xdgState: URL? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = TestTarget.folder()
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "xterm"
        environment["XDG_STATE_HOME"] = xdgState?.path
        process.environment = environment
        let inputPipe = Pipe(), outputPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = outputPipe
        try process.run()
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        let data = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        try? inputPipe.fileHandleForWriting.close()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
    }

    /// A repeated option used to keep only its last value: a CI step with two
    /// scripts passed without running the first.
    @Test(arguments: [["--script", "-", "--script", "-"], ["--flow", "Checkout", "--flow", "App"]])
    func aRepeatedScriptOrFlowExitsTwo(_ options: [String]) throws {
        let result = try Binary.run(["run", "Projects/run-shop"] + options, input: "expect stack Nowhere\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(options[0]) was given 2 times"))
        #expect(result.stdout.isEmpty, "no session may start")
    }
}
