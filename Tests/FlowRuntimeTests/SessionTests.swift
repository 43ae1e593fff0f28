import FlowModel
import FlowRuntime
import Testing

@Suite struct SessionTests {
    static let two = """
        flow: Shop
        start: Cart
        screens:
          Cart:
            on:
              next: push Pay
              close: dismiss
          Pay:
        ---
        flow: Help
        start: Faq
        screens:
          Faq:
        """

    @Test func severalEntryFlowsAreAnError() throws {
        let interpreter = try makeInterpreter([Self.two])
        #expect(throws: RuntimeError.self) { try interpreter.start() }
    }

    @Test func aNamedFlowStartsTheSession() throws {
        let session = try Session(Self.two, flow: "Help")
        #expect(session.flows == ["Help"])
        #expect(session.layers == [["Faq"]])
    }

    @Test func anUnknownFlowSuggestsTheClosest() throws {
        let interpreter = try makeInterpreter([Self.two])
        do {
            _ = try interpreter.start(flow: "Shpo")
            Issue.record("expected an error")
        } catch {
            #expect(error.suggestion == "Shop")
            #expect(error.description == "unknown flow 'Shpo' (did you mean 'Shop'?)")
        }
    }

    @Test func anUnknownOutcomeSuggestsTheClosestAndKeepsTheState() throws {
        let session = try Session(Self.two, flow: "Shop")
        let error = try #require(session.failure(.outcome("nxt")))
        #expect(error.suggestion == "next")
        #expect(error.description == "screen Shop.Cart has no outcome 'nxt' (did you mean 'next'?)")
    }

    @Test func aStartCycleIsAnErrorNotARecursion() throws {
        let interpreter = try makeInterpreter([
            """
            flow: A
            entry: true
            start: ToB
            screens:
              ToB:
                flow: B
            ---
            flow: B
            start: ToA
            screens:
              ToA:
                flow: A
            """
        ])
        #expect(throws: RuntimeError.self) { try interpreter.start() }
    }

    @Test func stepsArePureValues() throws {
        var session = try Session(Self.two, flow: "Shop")
        let start = session.state
        try session.emit("next")
        let again = try session.interpreter.step(start, .outcome("next"), context: [:]).get().state
        #expect(again == session.state)
        #expect(start.stack.map(\.screen) == ["Cart"])
    }
}
