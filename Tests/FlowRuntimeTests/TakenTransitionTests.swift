import FlowIndex
import FlowModel
import FlowRuntime
import Testing

/// Each step names the transitions it ran, as coverage counts them, and a
/// failed step names the one that failed.
@Suite struct TakenTransitionTests {
    /// `Flow.Node: outcome -> kind target` of each transition a step ran.
    private func taken(_ session: inout Session, _ event: Event) throws -> [String] {
        let step = try session.interpreter.step(session.state, event, context: session.context).get()
        session.state = step.state
        return step.transitions.map { session.interpreter.resolved.summary(of: $0) }
    }

    @Test func aScreensOwnTransitionIsNamedWithItsNode() throws {
        var session = try Session(FlowWideTests.shop)
        #expect(try taken(&session, .outcome("next")) == ["Shop.Cart: next -> push Payment"])
    }

    @Test func anInheritedTransitionIsNamedWithTheScreenThatUsedIt() throws {
        var session = try Session(FlowWideTests.shop)
        try session.emit("next")
        #expect(try taken(&session, .outcome("failed")) == ["Shop.Payment: failed -> modal Error"])
    }

    @Test func aChildsFinishNamesTheParentsTransitionToo() throws {
        var session = try Session(FlowWideTests.shop)
        try session.emit("pay")
        #expect(
            try taken(&session, .outcome("pay")) == ["Checkout.Card: pay -> finish paid", "Shop.Pay: paid -> stay"])
    }

    @Test func aSystemEventTheScreenLeavesToThePlatformRunsNone() throws {
        var session = try Session(FlowWideTests.shop)
        try session.emit("next")
        #expect(try taken(&session, .back) == ["Shop.Payment: back -> back"])
        #expect(try taken(&session, .dismiss).isEmpty)
    }

    @Test func aRefusedStepIsLocatedAtTheTransitionThatFailed() throws {
        let bare = try Session(
            """
            flow: Bare
            entry: true
            start: Home
            screens:
              Home:
                on:
                  alert: { modal: Alert, navigation: false }
              Alert:
                on:
                  more: push More
              More: {}
            """)
        var walk = bare
        try walk.emit("alert")
        let refused = try #require(walk.failure(.outcome("more")))
        let transition = try #require(refused.transition)
        #expect(walk.interpreter.resolved.summary(of: transition) == "Bare.Alert: more -> push More")
        #expect(walk.interpreter.resolved.location(of: transition).line == 10)
    }

    @Test func coverageCountsInheritedTransitionsOncePerScreenThatUsesThem() throws {
        let session = try Session(FlowWideTests.shop)
        let summaries = session.interpreter.coverableTransitions.map { session.interpreter.resolved.summary(of: $0) }
        // Cart maps `failed` itself; Payment, Error and Confirm inherit it.
        #expect(summaries.filter { $0.hasSuffix(": failed -> modal Error") }.count == 3)
        #expect(summaries.contains("Shop.Cart: failed -> stay"))
        #expect(Set(summaries).count == summaries.count)
    }
}
