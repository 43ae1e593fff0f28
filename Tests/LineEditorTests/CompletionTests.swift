import Testing
@testable import LineEditor

@Suite struct CompletionTests {
    @Test(arguments: [
        ("", ""), ("run", "run"), ("run ", ""), ("run Fl", "Fl"), ("a\tb", "b"), ("set  café", "café"),
    ])
    func cursorWord(line: String, word: String) {
        #expect(Completion.cursorWord(in: line) == word)
    }

    @Test func commonPrefix() {
        #expect(Completion.commonPrefix([]) == "")
        #expect(Completion.commonPrefix(["validate"]) == "validate")
        #expect(Completion.commonPrefix(["validate", "values", "valid"]) == "val")
        #expect(Completion.commonPrefix(["abc", "xyz"]) == "")
        #expect(Completion.commonPrefix(["café", "cafétéria"]) == "café")
        // Characters, not bytes: é and e share their first UTF-8 byte's letter only.
        #expect(Completion.commonPrefix(["café", "cafe"]) == "caf")
        #expect(Completion.commonPrefix(["🚀a", "🚀b"]) == "🚀")
    }

    @Test func matchesFilterByPrefixKeepOrderAndDropRepeats() {
        #expect(Completion.matches(["run", "reset", "quit", "run", "Run"], word: "r") == ["run", "reset"])
        #expect(Completion.matches(["a", "b"], word: "") == ["a", "b"])
    }

    @Test func actions() {
        let words = ["validate", "values", "run", "quit"]
        #expect(Completion.action(word: "x", candidates: words) == .none)
        #expect(Completion.action(word: "r", candidates: words) == .insert("un ", list: []))
        #expect(Completion.action(word: "run", candidates: words) == .insert(" ", list: []))
        #expect(Completion.action(word: "va", candidates: words) == .insert("l", list: ["validate", "values"]))
        #expect(Completion.action(word: "val", candidates: words) == .insert("", list: ["validate", "values"]))
        #expect(Completion.action(word: "", candidates: []) == .none)
    }

    @Test func columnsFitTheWidthAndReadDownFirst() {
        let items = ["a", "bb", "ccc", "dddd", "e"]
        // cell = 4 + 2: 80 columns hold all five in one row.
        #expect(Completion.columns(items, width: 80) == ["a     bb    ccc   dddd  e"])
        // 14 columns hold two cells per row: three rows, filled top to bottom.
        #expect(Completion.columns(items, width: 14) == ["a     dddd", "bb    e", "ccc"])
        #expect(Completion.columns(items, width: 1).count == 5)
        #expect(Completion.columns([], width: 80).isEmpty)
    }
}
