import FlowIndex
@testable import FlowRuntime
import Testing

/// The state search under `open-link`, `path-to` and `links`: shortest
/// walks of real steps, ties to the step tried first, each state once.
@Suite struct StateSearchTests {
    static let project = """
        flow: App
        entry: true
        start: Home
        on:
          help: push Help
        screens:
          Home:
            on:
              second: push Middle
              first: push Middle
              deep: push Deep1
              loop: push Home
              sub: modal Sub
              # The step graph has this step; the interpreter never takes it.
              secret: [{ when: { mode: never }, push: Vault }]
          Sub:
            flow: Kid
            on:
              done: stay
          Middle:
            on:
              next: push Target
          Deep1:
            on:
              next: push Deep2
          Deep2:
            on:
              next: push Target
          Target:
          Help:
            on:
              close: back
          Island:
          Vault:
        ---
        flow: Kid
        start: Page
        outcomes: [done]
        screens:
          Page:
            on:
              done: finish done
        """

    private func walk(
        to name: String, in session: Session, maxStates: Int = StateSearch.defaultMaxStates
    ) throws -> StateSearch.Result {
        let node = try #require(session.interpreter.resolved.node(named: name, in: FlowID(0)))
        let search = StateSearch(interpreter: session.interpreter, context: [:], maxStates: maxStates)
        return search.shortestWalk(from: session.state, toShow: node)
    }

    @Test func theShortestWalkTakesTheOutcomeWrittenFirst() throws {
        let session = try Session(Self.project)
        guard case .found(let events) = try walk(to: "Target", in: session) else {
            Issue.record("no walk")
            return
        }
        #expect(events == [.outcome("second"), .outcome("next")])
    }

    @Test func theFlowsOwnOnIsTried() throws {
        let session = try Session(Self.project)
        guard case .found(let events) = try walk(to: "Help", in: session) else {
            Issue.record("no walk")
            return
        }
        #expect(events == [.outcome("help")])
    }

    @Test func backIsAStepOfTheSearch() throws {
        var session = try Session(Self.project)
        try session.emit("first")
        guard case .found(let events) = try walk(to: "Home", in: session) else {
            Issue.record("no walk")
            return
        }
        #expect(events == [.back])
    }

    @Test func aNodeNoTransitionLeadsToIsUnreachableWithoutASearch() throws {
        let session = try Session(Self.project)
        guard case .unreachable(let visited) = try walk(to: "Island", in: session) else {
            Issue.record("expected no walk")
            return
        }
        #expect(visited == 1)
    }

    @Test func aNodeOnlyARefusedStepLeadsToIsUnreachableAndTheCyclesEnd() throws {
        let session = try Session(Self.project)
        guard case .unreachable(let visited) = try walk(to: "Vault", in: session) else {
            Issue.record("expected no walk")
            return
        }
        // Every state the walks reach, each once: a handful, never unbounded
        // (Home pushed on Home, or a sheet on its own screen, is not expanded).
        #expect(visited > 5 && visited < 40)
    }

    @Test func theBoundStopsTheSearchAndSaysSo() throws {
        let session = try Session(Self.project)
        guard case .stopped(let visited) = try walk(to: "Vault", in: session, maxStates: 3) else {
            Issue.record("expected the bound to stop it")
            return
        }
        #expect(visited == 3)
    }

    @Test func statesThatShowTheSameAreOneWhateverIdsTheyHandedOut() throws {
        let fresh = try Session(Self.project)
        var roundTrip = try Session(Self.project)
        try roundTrip.emit("sub")
        try roundTrip.emit("done")
        // The child flow and its layer took ids, so the states differ...
        #expect(fresh.state != roundTrip.state)
        // ...but they show the same, and the search sees one state.
        var texts = TextNumbers()
        #expect(fresh.state.searchKey(&texts) == roundTrip.state.searchKey(&texts))
        try roundTrip.emit("first")
        #expect(fresh.state.searchKey(&texts) != roundTrip.state.searchKey(&texts))
    }
}
