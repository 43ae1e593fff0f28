import Testing
@testable import FlowConsole

/// Lines to commands: keywords, outcomes with values, expectations, and the
/// messages for malformed lines.
@Suite struct CommandParserTests {
    @Test(
        arguments: [
            ("proceed", Command.outcome("proceed", values: [])),
            (
                "  selected text=modal idiom=pad ",
                .outcome("selected", values: [Assignment("text", "modal"), Assignment("idiom", "pad")])
            ),
            ("emit where", .outcome("where", values: [])),
            ("emit back x=", .outcome("back", values: [Assignment("x", "")])),
            ("back", .back), ("dismiss", .dismiss), ("outcomes", .outcomes), ("where", .where),
            ("history", .history), ("undo", .undo), ("reset", .reset), ("help", .help), ("quit", .quit),
            ("set idiom=pad", .set(Assignment("idiom", "pad"))),
            ("set url=a=b", .set(Assignment("url", "a=b"))),
            ("unset idiom", .unset("idiom")),
            ("\tback\r", .back),
            ("tab Feed", .tab("Feed")), ("tab 2", .tab("2")), ("emit tab", .outcome("tab", values: [])),
        ] as [(String, Command)])
    func commands(_ line: String, _ expected: Command) throws {
        #expect(try CommandParser.parse(line) == expected)
    }

    @Test(
        arguments: [
            ("expect screen Cart", FlowConsole.Expectation.screen(flow: nil, screen: "Cart")),
            ("expect screen Checkout.Cart", .screen(flow: "Checkout", screen: "Cart")),
            ("expect flow Checkout", .flow("Checkout")),
            ("expect stack Feed Search App.Main", .stack(["Feed", "Search", "App.Main"])),
            ("expect layers 2", .layers(2)),
            ("expect finished completed", .finished("completed")),
            ("expect flows App Home Contacts", .flows(["App", "Home", "Contacts"])),
            ("expect tab Feed", .tab("Feed")),
        ] as [(String, FlowConsole.Expectation)])
    func expectations(_ line: String, _ expected: FlowConsole.Expectation) throws {
        #expect(try CommandParser.parse(line) == .expect(expected))
    }

    @Test(arguments: ["", "   ", "# a comment", "  # indented comment", "#back"])
    func skippedLines(_ line: String) throws {
        #expect(try CommandParser.parse(line) == nil)
    }

    @Test(arguments: [
        ("back now", "back takes no arguments (found 'now')"),
        ("where am I", "where takes no arguments (found 'am I')"),
        ("emit", "emit needs an outcome: emit OUTCOME [VAR=VALUE]..."),
        ("set idiom", "expected VAR=VALUE, found 'idiom': set VAR=VALUE"),
        ("set =pad", "'' is not a variable name in '=pad': set VAR=VALUE"),
        ("set a=1 b=2", "set takes one assignment: set VAR=VALUE"),
        ("unset", "unset takes one variable: unset VAR"),
        ("tab", "tab needs a tab: tab NAME|N (a tab's flow, or its position from 1)"),
        ("tab Feed Profile", "tab takes one tab: tab NAME|N (a tab's flow, or its position from 1)"),
        ("tab -1", "'-1' is not a tab: tab NAME|N (a tab's flow, or its position from 1)"),
        ("expect tab", "missing name: expect tab NAME"),
        ("unset 1x", "'1x' is not a variable name: unset VAR"),
        ("proceed fast", "expected VAR=VALUE, found 'fast': proceed VAR=VALUE..."),
        ("wh@re", "'wh@re' is neither a command nor an outcome name (did you mean 'where'?)"),
        ("3rd", "'3rd' is neither a command nor an outcome name"),
        ("expect", "expect needs a check: expect screen|flow|stack|layers|finished|flows|tab|values ..."),
        ("expect scren Cart", "unknown expectation 'scren' (did you mean 'screen'?)"),
        ("expect screen", "missing name: expect screen NAME|Flow.NAME"),
        ("expect screen A B", "too many names (A B): expect screen NAME|Flow.NAME"),
        ("expect screen A.B.C", "'A.B.C' is not a screen name (NAME or Flow.NAME): expect screen NAME|Flow.NAME"),
        ("expect stack A Flow.B A.B.C", "'A.B.C' is not a screen name (NAME or Flow.NAME): expect stack A B C"),
        ("expect stack A .B", "'.B' is not a screen name (NAME or Flow.NAME): expect stack A B C"),
        ("expect layers two", "'two' is not a number of layers: expect layers N"),
        ("expect layers -1", "'-1' is not a number of layers: expect layers N"),
        ("expect layers +1", "'+1' is not a number of layers: expect layers N"),
        ("expect stack", "expect stack needs the screens, bottom to top: expect stack A B C"),
        ("expect flows", "expect flows needs the flows, root first: expect flows A B"),
        ("expect finished", "missing name: expect finished OUTCOME"),
    ])
    func malformedLines(_ line: String, _ message: String) {
        #expect(throws: ConsoleError(message)) { try CommandParser.parse(line) }
    }

    @Test func aCommandWinsOverAnOutcomeOfTheSameName() throws {
        #expect(try CommandParser.parse("history") == .history)
        #expect(try CommandParser.parse("emit history") == .outcome("history", values: []))
    }
}
