import FlowIndex
import FlowModel

extension Explorer {
    /// The search's working state: what was visited, how each visited
    /// state was reached, what was taken and refused.
    struct Search {
        /// A state to expand: its runtime state, context and trail index.
        struct Place {
            let state: RuntimeState
            let context: Int32
            let index: Int32
        }

        let interpreter: Interpreter
        /// Whether states are told apart by their situation only
        /// (`RuntimeState.addSituation`): when the goal is transitions.
        let bySituation: Bool
        var contexts: ContextSpace
        /// The transitions not taken yet, when the goal is to take them all.
        var remaining: Set<TransitionRef>?
        /// How each visited state was reached; the start's entry is unused.
        var trail: [TrailEdge] = [TrailEdge(from: 0, move: TrailMove(kind: .step(offered: 0)))]
        var visited: Set<StateDigest> = []
        var texts = TextNumbers()
        var firstTaken: [TransitionRef: TrailEdge] = [:]
        /// When searching by situation: the transitions of the step that
        /// reached each visited state (by trail index), and of each first
        /// taking edge, for choosing the walks that cover them.
        var reachedBy: [TakenTransitions] = []
        var takenBy: [TransitionRef: TakenTransitions] = [:]
        var refusals: [Refusal] = []
        var refused: Set<Refusal.Key> = []

        var visitedCount: Int { visited.count }

        func isDone(_ maxStates: Int) -> Bool {
            visited.count >= maxStates || remaining?.isEmpty == true
        }

        /// Marks `state` in `context` visited; false when it was already.
        mutating func visit(_ state: RuntimeState, context: Int32) -> Bool {
            var digest = StateDigest()
            if bySituation {
                state.addSituation(to: &digest)
            } else {
                state.addKey(to: &digest, texts: &texts)
                digest.add(context)
            }
            return visited.insert(digest).inserted
        }

        /// Tries every move of `place`, queueing the new states to expand.
        mutating func expand(_ place: Place, into next: inout [Place], maxStates: Int) {
            let state = place.state
            guard !state.isFinished, let (_, _, node) = interpreter.currentPlace(in: state),
                let offered = interpreter.offeredEvents(in: state)
            else { return }
            if bySituation {
                expandBySituation(place, at: node, offered: offered, into: &next, maxStates: maxStates)
                return
            }
            let context = contexts.dictionaries[Int(place.context)]
            for position in offered.indices {
                let event = interpreter.withPlaceholders(offered[position], in: state)
                let edge = TrailEdge(from: place.index, move: TrailMove(kind: .step(offered: position)))
                switch interpreter.step(state, event, context: context) {
                case .success(let step):
                    for transition in step.transitions where firstTaken[transition] == nil {
                        firstTaken[transition] = edge
                        remaining?.remove(transition)
                    }
                    reach(step.state, context: place.context, by: edge, into: &next)
                case .failure(let error):
                    let key = Refusal.Key(transition: error.transition, node: node, message: error.message)
                    guard refused.insert(key).inserted else { continue }
                    refusals.append(Refusal(transition: error.transition, node: node, error: error, edge: edge))
                }
                if isDone(maxStates) { return }
            }
            let choice = contexts.choices[Int(place.context)]
            for variable in contexts.variables(readAt: node) {
                for value in 0...UInt16(contexts.values[variable].count) where value != choice[variable] {
                    var changed = choice
                    changed[variable] = value
                    let number = contexts.number(of: changed)
                    let move = TrailMove(kind: .setting(variable: variable, value: value))
                    reach(state, context: number, by: TrailEdge(from: place.index, move: move), into: &next)
                    if isDone(maxStates) { return }
                }
            }
        }

        /// Every event of `place` under every context that the variables
        /// its screen reads can make: the context is part of the step, not
        /// of the state, so that a situation is visited once whatever the
        /// values that led there.
        private mutating func expandBySituation(
            _ place: Place, at node: NodeID, offered: OfferedEvents, into next: inout [Place], maxStates: Int
        ) {
            let state = place.state
            let numbers = contexts.variants(of: place.context, readAt: node)
            for position in offered.indices {
                let event = interpreter.withPlaceholders(offered[position], in: state)
                for number in numbers {
                    let edge = TrailEdge(
                        from: place.index, move: TrailMove(kind: .stepIn(context: number, offered: position)))
                    guard
                        case .success(let step) = interpreter.step(
                            state, event, context: contexts.dictionaries[Int(number)])
                    else { continue }
                    for transition in step.transitions where firstTaken[transition] == nil {
                        firstTaken[transition] = edge
                        takenBy[transition] = step.transitions
                        remaining?.remove(transition)
                    }
                    if reach(step.state, context: number, by: edge, into: &next) { reachedBy.append(step.transitions) }
                    if isDone(maxStates) { return }
                }
            }
        }

        /// Records a state reached by `edge`, queued when it is new and
        /// worth expanding.
        /// Whether the state was new.
        @discardableResult
        private mutating func reach(
            _ state: RuntimeState, context: Int32, by edge: TrailEdge, into next: inout [Place]
        ) -> Bool {
            guard visit(state, context: context) else { return false }
            trail.append(edge)
            if !state.isFinished, !state.repeatsANode {
                next.append(Place(state: state, context: context, index: Int32(trail.count - 1)))
            }
            return true
        }
    }
}
