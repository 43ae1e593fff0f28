import FlowIndex
import Testing
@testable import FlowRuntime

/// On random projects (those of `SearchPruningPropertyTests`): every
/// refusal's witness replays to that refusal, and the covering walks
/// replay and take every transition the search took, and only by steps
/// the interpreter accepts.
@Suite struct ExplorationPropertyTests {
    @Test(arguments: 0..<40 as Range<UInt64>)
    func witnessesAndCoveringWalksReplay(seed: UInt64) throws {
        guard let (text, interpreter) = SearchPruningPropertyTests.interpreter(seed: seed),
            (try? interpreter.start()) != nil
        else { return }
        let exploration = try Explorer(interpreter: interpreter, maxStates: 3_000).explore()
        for refusal in exploration.refusals {
            let (moves, event) = exploration.witness(of: refusal)
            let end = try interpreter.replay(moves)
            guard case .failure(let error) = interpreter.step(end.state, event, context: end.context) else {
                Issue.record("seed \(seed): the witness of '\(refusal.error)' does not fail\n\(text)")
                continue
            }
            #expect(error.message == refusal.error.message, "seed \(seed)")
        }
        let byTransition = try Explorer(interpreter: interpreter, maxStates: 3_000).explore(goal: .everyTransition)
        var covered: Set<TransitionRef> = []
        for walk in byTransition.coveringWalks() {
            let taken = try interpreter.replay(walk.moves).taken
            #expect(taken.contains(walk.target), "seed \(seed)")
            covered.formUnion(taken)
        }
        #expect(Set(byTransition.taken).isSubset(of: covered), "seed \(seed)\n\(text)")
        // A search of every state takes nothing a search by situation cannot.
        if exploration.ending == .everyState, byTransition.ending != .bound {
            #expect(Set(exploration.taken).isSubset(of: Set(byTransition.taken)), "seed \(seed)\n\(text)")
        }
    }
}
