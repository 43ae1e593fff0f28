import FlowIndex

/// One line of a walk that moves something: a step, or a change of the
/// context that the steps after it read.
public enum WalkMove: Sendable, Hashable {
    case step(Event)
    case set(String, String)
    case unset(String)
}

/// Where a walk replayed from the start ends.
public struct WalkEnd: Sendable {
    public let state: RuntimeState
    /// The context the walk's `set` and `unset` moves left.
    public let context: [String: String]
    /// Every transition its steps took.
    public let taken: Set<TransitionRef>
}

extension Interpreter {
    /// Replays `moves` from the entry flow, started with an empty context.
    /// Throws the error of the first move that does not replay.
    public func replay(_ moves: [WalkMove]) throws(RuntimeError) -> WalkEnd {
        var state = try start()
        var context: [String: String] = [:]
        var taken: Set<TransitionRef> = []
        for move in moves {
            switch move {
            case .set(let name, let value): context[name] = value
            case .unset(let name): context[name] = nil
            case .step(let event):
                let step = try self.step(state, event, context: context).get()
                taken.formUnion(step.transitions)
                state = step.state
            }
        }
        return WalkEnd(state: state, context: context, taken: taken)
    }
}
