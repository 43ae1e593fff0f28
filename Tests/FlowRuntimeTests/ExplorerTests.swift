import FlowIndex
import FlowModel
import FlowRuntime
import Testing

/// The exploration behind `explore`, `validate --explore` and `paths`.
@Suite struct ExplorerTests {
    /// A refusal needs a variable set: the alert is bare only when
    /// `style` is `alert`, and `Pay` needs a payload value.
    static let gated = """
        flow: Shop
        entry: true
        start: Cart
        screens:
          Cart:
            outputs:
              pay: { amount: Money }
            on:
              problem:
                - { when: { style: alert }, modal: Problem, navigation: false }
                - modal Problem
              pay: push Pay
          Problem:
            on:
              details: push Details
              ok: dismiss
          Details:
            on:
              done: back
          Pay:
            inputs: { amount: Money }
            on:
              done: back
        """

    private func explore(_ yaml: String, maxStates: Int = 1000, goal: Explorer.Goal = .everyState) throws
        -> (Interpreter, Exploration)
    {
        let interpreter = try makeInterpreter([yaml])
        return (interpreter, try Explorer(interpreter: interpreter, maxStates: maxStates).explore(goal: goal))
    }

    @Test func aRefusalBehindAContextIsFoundWithTheSetItNeeds() throws {
        let (interpreter, exploration) = try explore(Self.gated)
        #expect(exploration.ending == .everyState)
        let refusal = try #require(exploration.refusals.first)
        #expect(exploration.refusals.count == 1)
        #expect(
            interpreter.resolved.summary(of: try #require(refusal.transition))
                == "Shop.Problem: details -> push Details")
        let (moves, event) = exploration.witness(of: refusal)
        #expect(moves == [.set("style", "alert"), .step(.outcome("problem"))])
        #expect(event == .outcome("details"))
    }

    @Test func aPayloadGetsItsTypesPlaceholder() throws {
        let (interpreter, exploration) = try explore(Self.gated)
        let pay = try #require(
            exploration.taken.first { interpreter.resolved.summary(of: $0) == "Shop.Cart: pay -> push Pay" })
        #expect(exploration.walk(taking: pay) == [.step(.outcome("pay", values: ["amount": "<Money>"]))])
    }

    @Test func everyTransitionThatCanBeTakenIsTakenAndTheRefusedOneIsNot() throws {
        let (interpreter, exploration) = try explore(Self.gated)
        let untaken = exploration.untaken.map { interpreter.resolved.summary(of: $0) }
        // Details is reached through the sheet, so only the alert's push fails.
        #expect(untaken.isEmpty)
        #expect(exploration.taken.count == interpreter.coverableTransitions.count)
    }

    @Test func theBoundStopsTheSearchAndSaysSo() throws {
        let (_, exploration) = try explore(Self.gated, maxStates: 3)
        #expect(exploration.ending == .bound)
        #expect(exploration.visited == 3)
        #expect(exploration.stoppedAtBound)
    }

    @Test func aSearchForTransitionsStopsWhenItHasThemAll() throws {
        let (interpreter, exploration) = try explore(Self.gated, goal: .everyTransition)
        #expect(exploration.ending == .everyTransitionTaken)
        let walks = exploration.coveringWalks()
        var covered: Set<TransitionRef> = []
        for walk in walks { covered.formUnion(try interpreter.replay(walk.moves).taken) }
        #expect(covered == Set(interpreter.coverableTransitions))
        // Longest first: the walk through Details covers the sheet and Cart's problem.
        #expect(walks.count < interpreter.coverableTransitions.count)
    }

    @Test func aCycleEndsWhereAStateShowsANodeTwice() throws {
        let ring = """
            flow: Ring
            entry: true
            start: A
            screens:
              A:
                on:
                  next: push B
                  up: modal A
              B:
                on:
                  next: push A
            """
        let (_, exploration) = try explore(ring, maxStates: 10_000)
        #expect(exploration.ending == .everyState)
        #expect(exploration.visited < 20)
    }

    @Test func theSameFlowsExploreTheSameWay() throws {
        let (_, one) = try explore(Self.gated)
        let (_, two) = try explore(Self.gated)
        #expect(one.visited == two.visited)
        #expect(one.refusals.map { one.witness(of: $0).moves } == two.refusals.map { two.witness(of: $0).moves })
    }
}
