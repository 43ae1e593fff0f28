import FlowModel
import FlowRuntime
import Testing

/// A tab bar cannot show a tab with no root screen: a tab whose first
/// screen is a flow node, whose child finishes into a handler that
/// presents a modal, would be left empty; the step is refused, and
/// exploration finds it.
@Suite struct EmptyTabTests {
    static let app = """
        flow: Root
        entry: true
        start: Home
        screens:
          Home:
            on:
              tabs: modal Bar
          Bar:
            tabs: [Shop, Checkout]
            on:
              paid: dismiss
        ---
        flow: Shop
        start: Pay
        screens:
          Pay:
            flow: Checkout
            on:
              paid: modal Receipt
          Receipt:
            on:
              ok: back
        ---
        flow: Checkout
        start: Card
        outcomes: [paid]
        screens:
          Card:
            on:
              pay: finish paid
        """

    @Test func aFinishThatEmptiesATabIsRefused() throws {
        var session = try Session(Self.app)
        try session.emit("tabs")
        let error = try #require(session.failure(.outcome("pay")))
        #expect(error.message == "the step would leave tab Shop of Root.Bar with no screen")
    }

    @Test func explorationFindsItAlthoughTwoTabsShowTheSameFlow() throws {
        let interpreter = try makeInterpreter([Self.app])
        let exploration = try Explorer(interpreter: interpreter).explore()
        #expect(
            exploration.refusals.map(\.error.message) == ["the step would leave tab Shop of Root.Bar with no screen"])
    }
}
