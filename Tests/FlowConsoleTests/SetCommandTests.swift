import Testing

@testable import FlowConsole

/// `set` refuses a likely typo, since a walk would then pass for the wrong
/// reason, and `set` alone shows the context. The shop reads `idiom` in a
/// `when`, compared with `pad`.
@Suite struct SetCommandTests {
    @Test(arguments: [
        ("set Idiom=pad", "no 'when' reads 'Idiom' (did you mean 'idiom'?)"),
        ("set idoim=pad", "no 'when' reads 'idoim' (did you mean 'idiom'?)"),
        (
            "set idiom=Pad",
            "no 'when' compares 'idiom' with 'Pad'; values are compared exactly (did you mean 'idiom=pad'?)"
        ),
    ])
    func aLikelyTypoIsRefusedAndChangesNothing(line: String, message: String) throws {
        var console = try Fixtures.console()
        #expect(console.execute(line) == .failure(ConsoleError(message)))
        #expect(console.session.context.isEmpty)
    }

    @Test(arguments: ["set idiom=phone", "set idiom=pad", "set colour=red"])
    func anythingElseIsSet(line: String) throws {
        var console = try Fixtures.console()
        guard case .output = console.execute(line) else {
            Issue.record("'\(line)' was refused")
            return
        }
        #expect(console.session.context.count == 1)
    }

    @Test func setAloneShowsTheContext() throws {
        var console = try Fixtures.console(context: ["idiom": "pad"])
        #expect(console.execute("set") == .output("context: idiom=pad\n"))
    }
}
