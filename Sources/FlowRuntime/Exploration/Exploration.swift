import FlowIndex
import FlowModel

/// A step the interpreter refuses in some reachable state, with how to
/// reach it.
public struct Refusal: Sendable {
    /// The transition whose running failed; nil when the step failed
    /// before running one (system navigation leaving nothing shown).
    public let transition: TransitionRef?
    /// The node whose screen was current.
    public let node: NodeID
    public let error: RuntimeError
    let edge: TrailEdge

    /// Refusals are told apart by transition (or node) and message.
    struct Key: Hashable {
        let transition: TransitionRef?
        let node: NodeID
        let message: String
    }
}

/// What `Explorer.explore` found.
public struct Exploration: Sendable {
    let interpreter: Interpreter
    /// How many states (a runtime state and a context) were visited.
    public let visited: Int
    /// Why the search ended.
    public let ending: Ending
    /// Whether the bound stopped the search before every state was seen.
    public var stoppedAtBound: Bool { ending == .bound }

    /// Why a search ended.
    public enum Ending: Sendable {
        /// It visited every reachable state.
        case everyState
        /// It visited `maxStates` states.
        case bound
        /// Its goal was to take every transition, and it had.
        case everyTransitionTaken
    }
    /// Each refused step, in the order met: the shortest walk first.
    public let refusals: [Refusal]
    let firstTaken: [TransitionRef: TrailEdge]
    let trail: [TrailEdge]
    /// By situation only (`Explorer.Goal.everyTransition`): see `Explorer.Search`.
    let reachedBy: [TakenTransitions]
    let takenBy: [TransitionRef: TakenTransitions]
    let contexts: ContextSpace
    /// Every transition coverage counts, in source order.
    public let coverable: [TransitionRef]

    /// The coverable transitions some visited state took.
    public var taken: [TransitionRef] { coverable.filter { firstTaken[$0] != nil } }
    /// The coverable transitions no visited state took.
    public var untaken: [TransitionRef] { coverable.filter { firstTaken[$0] == nil } }

    /// The moves from the start to the refused step, and the refused
    /// event as the script gives it.
    public func witness(of refusal: Refusal) -> (moves: [WalkMove], event: Event) {
        replay(to: refusal.edge)
    }

    /// The shortest walk found that takes `transition`, its last move the
    /// step that takes it; nil when no visited state took it.
    public func walk(taking transition: TransitionRef) -> [WalkMove]? {
        guard let edge = firstTaken[transition] else { return nil }
        let (moves, event) = replay(to: edge)
        return moves + [.step(event)]
    }

    /// Replays the trail to the state `edge` leaves from; returns the
    /// moves there and the event `edge` takes.
    private func replay(to edge: TrailEdge) -> (moves: [WalkMove], event: Event) {
        var path: [TrailMove] = [edge.move]
        var at = Int(edge.from)
        while at > 0 {
            path.append(trail[at].move)
            at = Int(trail[at].from)
        }
        path.reverse()
        // The start was explored, so it starts again; each move was taken.
        var state = try! interpreter.start()
        var choice = [UInt16](repeating: 0, count: contexts.variables.count)
        var context: [String: String] = [:]
        var moves: [WalkMove] = []
        func set(_ variable: Int, to value: UInt16) {
            choice[variable] = value
            let name = contexts.variables[variable]
            if value == 0 {
                context[name] = nil
                moves.append(.unset(name))
            } else {
                let text = contexts.values[variable][Int(value) - 1]
                context[name] = text
                moves.append(.set(name, text))
            }
        }
        for (index, move) in path.enumerated() {
            switch move.kind {
            case .step(let position):
                let event = interpreter.withPlaceholders(interpreter.offeredEvents(in: state)![position], in: state)
                if index == path.count - 1 { return (moves, event) }
                state = try! interpreter.step(state, event, context: context).get().state
                moves.append(.step(event))
            case .setting(let variable, let value):
                set(variable, to: value)
            case .stepIn(let number, let position):
                let target = contexts.choices[Int(number)]
                for variable in target.indices where target[variable] != choice[variable] {
                    set(variable, to: target[variable])
                }
                let event = interpreter.withPlaceholders(interpreter.offeredEvents(in: state)![position], in: state)
                if index == path.count - 1 { return (moves, event) }
                state = try! interpreter.step(state, event, context: context).get().state
                moves.append(.step(event))
            }
        }
        preconditionFailure("a trail edge ends with a step")
    }
}
