import TestSupport
import Testing
@testable import FlowConsole

/// Thousands of random lines, as a careless user would type them: nothing
/// traps, and every line that fails leaves the state, history and context
/// exactly as they were.
@Suite struct RandomLinesTests {
    static let words = [
        "shop", "proceed", "next", "paid", "failed", "ok", "done", "editAddress", "save", "cancel", "close",
        "about", "selected", "logout", "back", "dismiss", "undo", "reset", "where", "outcomes", "history",
        "help", "set", "unset", "emit", "expect", "screen", "stack", "layers", "flows", "finished", "flow",
        "idiom=pad", "idiom", "x=", "=1", "Checkout.Cart", "A.B.C", "99999999999999999999", "-1", "é", "#",
        "\u{0}", "\t", "Home", "App", "Checkout",
        // Format 2: data and deep links.
        "open-link", "path-to", "values", "productId=1", "productId=", "/products/4", "/products/new",
        "myshop://x/pay/5?a=b", "/", "//", "%", "%zz", "/pay/%F0", "Pay.Card", "buy", "confirmed", "orderId=2", "tab",
        "Account", "List", "Detail",
    ]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func failuresChangeNothing(seed: UInt64) throws {
        try typeRandomLines(3000, seed: seed, into: try Fixtures.console())
    }

    @Test(arguments: [4, 5] as [UInt64])
    func failuresChangeNothingWithDataAndLinks(seed: UInt64) throws {
        try typeRandomLines(1500, seed: seed, into: try DataFixture.console(context: ["customerId": "c1"]))
    }

    /// Types `count` lines of random words into `console`, checking that
    /// each line that fails leaves it as it was.
    private func typeRandomLines(_ count: Int, seed: UInt64, into console: Console) throws {
        var random = SplitMix64(seed: seed)
        var console = console
        for _ in 0..<count {
            let line = (0..<Int.random(in: 0...3, using: &random))
                .map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
            let before = (console.session.state, console.session.history, console.session.context)
            switch console.execute(line) {
            case .failure, .expectationFailed:
                #expect(console.session.state == before.0, "'\(line)' failed yet changed the state")
                #expect(console.session.history == before.1, "'\(line)' failed yet changed the history")
                #expect(console.session.context == before.2, "'\(line)' failed yet changed the context")
            case .output, .quit:
                break
            }
            _ = CompletionModel(console).candidates(lineBeforeCursor: line, word: "")
        }
    }
}
