import FlowModel
import FlowRuntime
import Testing

/// A flow's own `on`, a flow node's chosen start, and a start chosen by the
/// context (format 2).
@Suite struct FlowWideTests {
    static let shop = """
        flow: Shop
        entry: true
        start: Cart
        outcomes: [signedOut]
        on:
          sessionExpired: finish signedOut
          failed: { modal: Error, navigation: false }
          back: modal Confirm
        screens:
          Cart:
            on:
              failed: stay
              next: push Payment
              pay: push Pay
          Payment:
            on:
              back: back
          Error:
            on:
              ok: dismiss
          Confirm:
            on:
              leave: dismiss
          Pay:
            flow: Checkout
            start: Card
            on:
              paid: stay
        ---
        flow: Checkout
        start: Address
        outcomes: [paid]
        screens:
          Address:
            on:
              next: push Card
          Card:
            on:
              pay: finish paid
        """

    @Test func aScreenInheritsTheFlowsOutcomesItDoesNotMap() throws {
        var session = try Session(Self.shop)
        try session.emit("next")
        #expect(try session.emit("failed").lines == ["presented Error (sheet, no navigation)"])
        try session.emit("ok")
        #expect(try session.emit("sessionExpired").lines == ["session finished with signedOut"])
    }

    @Test func aScreensOwnHandlerWinsOverTheFlows() throws {
        var session = try Session(Self.shop)
        #expect(try session.emit("failed") == [.stayed])
    }

    @Test func theFlowsOnMayAnswerSystemBack() throws {
        var session = try Session(Self.shop)
        try session.send(.back)
        #expect(session.layers == [["Cart"], ["Confirm"]])
        try session.emit("leave")
        try session.emit("next")
        // Payment maps back itself.
        try session.send(.back)
        #expect(session.layers == [["Cart"]])
    }

    @Test func offeredEventsAndChoicesListInheritedOutcomesAfterTheScreensOwn() throws {
        var session = try Session(Self.shop)
        try session.emit("next")
        let offered = try #require(session.interpreter.offeredEvents(in: session.state))
        #expect(Array(offered) == [.back, .outcome("sessionExpired"), .outcome("failed"), .dismiss])
        let choices = session.interpreter.choices(in: session.state, context: [:])
        #expect(choices.map(\.outcome) == ["back", "sessionExpired", "failed", "dismiss"])
        #expect(choices.map(\.isInherited) == [false, true, true, false])
    }

    @Test func flowNodesDoNotInherit() throws {
        var session = try Session(Self.shop)
        try session.emit("pay")
        // The current screen is Checkout's: Shop's `on` is not its flow's.
        #expect(session.failure(.outcome("sessionExpired")) != nil)
    }

    @Test func aFlowNodeStartsItsChildAtTheChosenNode() throws {
        var session = try Session(Self.shop)
        try session.emit("pay")
        #expect(session.stack == ["Cart", "Card"])
        #expect(session.flows == ["Shop", "Checkout"])
    }

    @Test func anUnknownChosenStartIsARunTimeError() throws {
        var session = try Session(
            """
            flow: App
            entry: true
            start: Home
            screens:
              Home:
                on:
                  go: push Child
              Child:
                flow: Other
                start: Nowhere
            ---
            flow: Other
            start: A
            screens:
              A: {}
            """)
        let error = session.failure(.outcome("go"))
        #expect(error?.message == "flow node App.Child starts flow Other at unknown node 'Nowhere'")
        try session.send(.back)
    }

    static let root = """
        flow: Root
        entry: true
        start:
          - { when: { signedIn: "true" }, node: Home }
          - { when: { signedIn: "false" }, node: Welcome }
        screens:
          Welcome:
            on:
              again: push Inner
          Home: {}
          Inner:
            flow: Picky
        ---
        flow: Picky
        start:
          - { when: { mode: [a, b] }, node: A }
        screens:
          A: {}
        """

    @Test(arguments: [("true", "Home"), ("false", "Welcome")])
    func theStartIsChosenByTheContext(signedIn: String, screen: String) throws {
        let session = try Session(Self.root, context: ["signedIn": signedIn])
        #expect(session.screen == screen)
    }

    @Test func noMatchingStartIsARunTimeErrorNamingTheFlow() throws {
        let interpreter = try makeInterpreter([Self.root])
        #expect(throws: RuntimeError("flow Root cannot start: no alternative of its start matches the context")) {
            try interpreter.start()
        }
        var session = try Session(Self.root, context: ["signedIn": "false"])
        #expect(
            session.failure(.outcome("again"))?.message
                == "flow Picky cannot start: no alternative of its start matches the context")
        // The failure is located at the transition that started the flow.
        #expect(session.failure(.outcome("again"))?.transition != nil)
        // The outcome's values choose a child's start too.
        try session.emit("again", ["mode": "b"])
        #expect(session.stack == ["Welcome", "A"])
    }
}
