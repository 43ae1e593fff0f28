import FlowDiagnostics
import FlowLoading
import FlowModel
@testable import FlowValidation
import Testing

/// "Did you mean" and its fix-its: a suggester over many names answers like
/// `Suggestions.closest` until its cap, and each fix-it rewrites exactly the
/// misspelt text.
@Suite struct SuggestionTests {
    static let names = ["Cart", "Shipping", "Payment", "PaymentFailed", "Receipt", "EditAddress", "Y"]
    /// Past `candidateLimit` names a suggester sorts them into buckets by
    /// length: these are too long to be near any of the words asked.
    static let fillers = (0..<150).map { "Filler\($0)WithAVeryLongName" }

    @Test(arguments: ["Paymnet", "paymENT", "Recipt", "Cart", "X", "Shiping", "Nothing", "Payments"])
    func theSuggesterAgreesWithSuggestions(_ word: String) {
        var few = Suggestions(Self.names)
        var many = Suggestions(Self.names + Self.fillers)
        let expected = Suggestions.closest(to: word, in: Self.names)
        #expect(few.closest(to: word) == expected)
        #expect(many.closest(to: word) == expected)
        #expect(many.closest(to: word) == expected, "a remembered answer")
    }

    /// Over more than `candidateLimit` names of one length, a suggester
    /// compares only the first of them in sorted order: 'Name199' is nearer,
    /// but past the cap.
    @Test func theSuggesterComparesAtMostItsLimit() {
        let names = (0..<200).map { "Name" + String(1000 + $0).dropFirst() }
        var suggester = Suggestions(names)
        #expect(Suggestions.closest(to: "Nome199", in: names) == "Name199")
        #expect(suggester.closest(to: "Nome199") == "Name099")
    }

    /// A distance costs the product of the lengths: past 128 bytes a word
    /// gets no suggestion, from either path, however close a name is.
    @Test(arguments: [(128, true), (129, false), (30_000, false)])
    func longWordsGetNoSuggestion(_ length: Int, _ suggested: Bool) {
        let name = "A" + String(repeating: "a", count: length - 1)
        let word = String(name.dropLast()) + "b"
        let names = [name, "Cart"]
        var suggester = Suggestions(names + Self.fillers)
        #expect((Suggestions.closest(to: word, in: names) != nil) == suggested)
        #expect((suggester.closest(to: word) != nil) == suggested)
    }

    func diagnostics(_ text: String) -> [Diagnostic] {
        Validator.check(ProjectLoader.load(sources: [("f.yaml", text)]).project)
    }

    @Test func unknownTargetFixesRewriteTheScalarOrTheValue() throws {
        let found = diagnostics(
            """
            flow: A
            start: Cart
            screens:
              Cart:
                on: { next: push Paymnet, other: { modal: Paymnet } }
              Payment:
                on: { done: back }
            """
        ).filter { $0.rule == "unknown-target" }
        #expect(found.map(\.fixIt?.replacement) == ["push Payment", "Payment"])
        #expect(found.map(\.location.column) == [17, 47])
    }

    @Test func outcomeAndFlowFixesReplaceTheName() throws {
        let found = diagnostics(
            """
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
        let fixes = Dictionary(
            found.compactMap { d in d.fixIt.map { (d.rule, $0.replacement) } }, uniquingKeysWith: { a, _ in a })
        #expect(fixes["unknown-flow"] == "Payment")
        #expect(fixes["unknown-outcome"] == "paid")
        #expect(fixes["undeclared-outcome"] == "finish paid")
    }
}
