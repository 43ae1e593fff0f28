import Testing
@testable import FlowConsole

/// Tab candidates: commands and outcomes first, then what each command takes.
@Suite struct CompletionTests {
    private func candidates(_ line: String, context: [String: String] = [:]) throws -> [String] {
        let model = CompletionModel(try Fixtures.console(context: context))
        let word = String(line.reversed().prefix { $0 != " " }.reversed())
        return model.candidates(lineBeforeCursor: line, word: word).filter { $0.hasPrefix(word) }
    }

    @Test func commandsAndOutcomesAtTheStart() throws {
        let all = try candidates("")
        #expect(all.contains("where") && all.contains("expect") && all.contains("shop") && all.contains("logout"))
        #expect(try candidates("s") == ["set", "save-walk", "shop", "selected"])
    }

    @Test func outcomesAfterEmit() throws {
        #expect(try candidates("emit l") == ["logout"])
    }

    @Test func variablesAfterSetUnsetAndAnOutcome() throws {
        #expect(
            try candidates("set ", context: ["mode": "dark"]) == ["idiom=pad", "mode=dark"],
            "context values join those in `when`")
        #expect(try candidates("selected i") == ["idiom=pad"])
        #expect(try candidates("unset ", context: ["mode": "dark"]) == ["mode"])
    }

    @Test func expectationKindsAndNames() throws {
        #expect(try candidates("expect fl") == ["flow", "flows"])
        #expect(try candidates("expect flow Ch") == ["Checkout"])
        #expect(try candidates("expect screen Checkout.P") == ["Checkout.Payment", "Checkout.PaymentFailed"])
        #expect(try candidates("expect finished ") == ["loggedOut"])
        #expect(try candidates("where ").isEmpty)
    }

    @Test func tabNamesAfterTabAndExpectTab() throws {
        var console = try BankFixture.console()
        #expect(CompletionModel(console).candidates(lineBeforeCursor: "tab ", word: "").isEmpty, "no tab bar yet")
        console.run("signIn")
        let model = CompletionModel(console)
        #expect(model.candidates(lineBeforeCursor: "tab ", word: "") == ["Feed", "Profile"])
        #expect(model.candidates(lineBeforeCursor: "expect tab ", word: "") == ["Feed", "Profile"])
        #expect(model.candidates(lineBeforeCursor: "", word: "").contains("tab"))
        #expect(model.outcomes.contains("signOut"))
        console.run("tab Feed")
        #expect(CompletionModel(console).outcomes.contains("failed"), "inherited outcomes complete too")
    }
}
