import FlowIndex
import FlowModel

/// Breadth-first search over every state the interpreter can reach from
/// the entry flow, under every context the project's `when`s tell apart:
/// what `explore`, `validate --explore` and `paths` share.
///
/// A state's moves are its screen's events (`Interpreter.offeredEvents`,
/// an outcome given placeholder values for what it carries) and, as moves
/// of their own, setting or unsetting each variable that a step from its
/// screen may read. Each state is visited once (told apart by what it
/// shows and the context, folded into 128 bits); one that shows a node
/// twice is not expanded, so cycles end; at most `maxStates` are visited.
public struct Explorer: Sendable {
    public let interpreter: Interpreter
    /// The most states visited before the search stops.
    public let maxStates: Int

    public static let defaultMaxStates = 100_000

    /// When the search may stop before it has visited every state.
    public enum Goal: Sendable {
        /// Visit every state (up to the bound): for finding refusals.
        case everyState
        /// Take every transition coverage counts, visiting one state of
        /// each situation (`RuntimeState.addSituation`); stop once every
        /// one was taken: for paths.
        case everyTransition
    }

    public init(interpreter: Interpreter, maxStates: Int = defaultMaxStates) {
        self.interpreter = interpreter
        self.maxStates = max(1, maxStates)
    }

    /// Explores from the entry flow, started with an empty context.
    /// Throws when the entry flow cannot start.
    public func explore(goal: Goal = .everyState) throws(RuntimeError) -> Exploration {
        let program = interpreter.program
        let start = try interpreter.start()
        let coverable = interpreter.coverableTransitions
        var search = Search(
            interpreter: interpreter, bySituation: goal == .everyTransition,
            contexts: ContextSpace(program: program, conditionValues: interpreter.conditionValues),
            remaining: goal == .everyTransition ? Set(coverable) : nil)
        var frontier = [Search.Place(state: start, context: 0, index: 0)]
        _ = search.visit(start, context: 0)
        search.reachedBy.append(TakenTransitions())
        while !frontier.isEmpty, !search.isDone(maxStates) {
            var next: [Search.Place] = []
            for place in frontier {
                search.expand(place, into: &next, maxStates: maxStates)
                if search.isDone(maxStates) { break }
            }
            frontier = next
        }
        let ending: Exploration.Ending =
            search.remaining?.isEmpty == true
            ? .everyTransitionTaken : search.visitedCount >= maxStates ? .bound : .everyState
        return Exploration(
            interpreter: interpreter, visited: search.visitedCount, ending: ending,
            refusals: search.refusals, firstTaken: search.firstTaken, trail: search.trail,
            reachedBy: search.reachedBy, takenBy: search.takenBy,
            contexts: search.contexts, coverable: coverable)
    }
}

/// One move of the search's trail, packed: a step by the position of its
/// event among those the state offers, or a change of one variable.
struct TrailMove: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case step(offered: Int)
        /// The variable's position, and its new value's (0: unset).
        case setting(variable: Int, value: UInt16)
        /// A step taken after setting the context to the one numbered
        /// `context`: what a search by situation makes of both.
        case stepIn(context: Int32, offered: Int)
    }
    let kind: Kind
}

/// A move from a visited state: the trail index of the state, and the move.
struct TrailEdge: Hashable, Sendable {
    let from: Int32
    let move: TrailMove
}
