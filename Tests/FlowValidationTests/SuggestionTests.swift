import FlowDiagnostics
import FlowLoading
import FlowModel
@testable import FlowValidation
import Testing

/// "Did you mean" and its fix-its: the capped suggester answers like
/// `Suggestions.closest`, and each fix-it rewrites exactly the misspelt text.
@Suite struct SuggestionTests {
    @Test(arguments: ["Paymnet", "paymENT", "Recipt", "Cart", "X", "Shiping", "Nothing", "Payments"])
    func theSuggesterAgreesWithSuggestions(_ word: String) {
        let names = ["Cart", "Shipping", "Payment", "PaymentFailed", "Receipt", "EditAddress", "Y"]
        var suggester = NameSuggester(names)
        #expect(suggester.closest(to: word) == Suggestions.closest(to: word, in: names))
        #expect(suggester.closest(to: word) == Suggestions.closest(to: word, in: names), "a remembered answer")
    }

    /// A distance costs the product of the lengths: past 128 bytes a word
    /// gets no suggestion, from either path, however close a name is.
    @Test(arguments: [(128, true), (129, false), (30_000, false)])
    func longWordsGetNoSuggestion(_ length: Int, _ suggested: Bool) {
        let name = "A" + String(repeating: "a", count: length - 1)
        let word = String(name.dropLast()) + "b"
        let names = [name, "Cart"]
        var suggester = NameSuggester(names)
        #expect((Suggestions.closest(to: word, in: names) != nil) == suggested)
        #expect((suggester.closest(to: word) != nil) == suggested)
    }

    func diagnostics(_ text: String) -> [Diagnostic] {
        Validator.check(ProjectLoader.load(sources: [("f.yaml", text)]).project)
    }

    @Test func unknownTargetFixesRewriteTheScalarOrTheValue() throws {
        let found = diagnostics("""
            flow: A
            start: Cart
            screens:
              Cart:
                on: { next: push Paymnet, other: { modal: Paymnet } }
              Payment:
                on: { done: back }
            """).filter { $0.rule == "unknown-target" }
        #expect(found.map(\.fixIt?.replacement) == ["push Payment", "Payment"])
        #expect(found.map(\.location.column) == [17, 47])
    }

    @Test func outcomeAndFlowFixesReplaceTheName() throws {
        let found = diagnostics("""
            flow: App
            entry: true
            start: Pay
            screens:
              Pay:
                flow: Paymnt
                on: { paid: back }
              Other:
                flow: Payment
                on: { payd: back, paid: back }
            ---
            flow: Payment
            start: Card
            outcomes: [paid]
            screens:
              Card: { on: { ok: finish pad } }
            """)
        let fixes = Dictionary(found.compactMap { d in d.fixIt.map { (d.rule, $0.replacement) } }, uniquingKeysWith: { a, _ in a })
        #expect(fixes["unknown-flow"] == "Payment")
        #expect(fixes["unknown-outcome"] == "paid")
        #expect(fixes["undeclared-outcome"] == "finish paid")
    }
}
