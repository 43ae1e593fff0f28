import FlowIndex
import FlowModel

/// Breadth-first search over the interpreter's own states: the shortest
/// walk (fewest steps) of real steps from a state to one that satisfies a
/// goal. What `open-link`, `path-to` and `flowgraph links` share.
///
/// A state's steps are tried in the order `Interpreter.offeredEvents`
/// gives (the screen's outcomes as written, its flow's `on`, `back`,
/// `dismiss`, each tab), so ties go to the one written first. Each state
/// is visited once (told apart by what it shows, `canonical()`); one whose
/// stack holds a node twice is not expanded, so cycles end.
public struct StateSearch: Sendable {
    /// The walks a search may find.
    public enum Result: Sendable {
        /// The steps, in order; empty when the start already satisfies the goal.
        case found([Event])
        /// Every state reachable within the rules was visited; none satisfies it.
        case unreachable(visited: Int)
        /// `maxStates` were visited before one satisfied it.
        case stopped(visited: Int)
    }

    public let interpreter: Interpreter
    /// The context `when` reads.
    public let context: [String: String]
    /// The most states visited before giving up.
    public let maxStates: Int
    /// The values an outcome step is given: `.link` gives the same values to
    /// every step; `.placeholders` gives each value the outcome carries one
    /// held by the state (same name) or its type's placeholder, `<Type>`.
    public let values: ValueSupply

    public enum ValueSupply: Sendable {
        case link([String: String])
        case placeholders
    }

    public static let defaultMaxStates = 100_000

    public init(
        interpreter: Interpreter, context: [String: String], values: ValueSupply = .placeholders,
        maxStates: Int = defaultMaxStates
    ) {
        self.interpreter = interpreter
        self.context = context
        self.values = values
        self.maxStates = maxStates
    }

    /// The shortest walk from `start` to a state where `goal` holds.
    public func shortestWalk(from start: RuntimeState, to goal: (RuntimeState) -> Bool) -> Result {
        if goal(start) { return .found([]) }
        // Each visited state, with the state it came from and the event.
        var trail: [(parent: Int, event: Event)] = [(-1, .back)]
        var seen: Set<RuntimeState> = [start.canonical()]
        var frontier: [(state: RuntimeState, index: Int)] = [(start, 0)]
        while !frontier.isEmpty {
            var next: [(state: RuntimeState, index: Int)] = []
            for (state, index) in frontier {
                guard !state.isFinished, let offered = interpreter.offeredEvents(in: state) else { continue }
                for offeredEvent in offered {
                    let event = withValues(offeredEvent, in: state)
                    guard case .success(let step) = interpreter.step(state, event, context: context) else { continue }
                    let reached = step.state.canonical()
                    guard seen.insert(reached).inserted else { continue }
                    trail.append((index, event))
                    if goal(reached) { return .found(walk(to: trail.count - 1, in: trail)) }
                    if seen.count >= maxStates { return .stopped(visited: seen.count) }
                    if !reached.repeatsANode { next.append((reached, trail.count - 1)) }
                }
            }
            frontier = next
        }
        return .unreachable(visited: seen.count)
    }

    /// The events from the start to trail entry `index`.
    private func walk(to index: Int, in trail: [(parent: Int, event: Event)]) -> [Event] {
        var events: [Event] = []
        var at = index
        while at > 0 {
            events.append(trail[at].event)
            at = trail[at].parent
        }
        return events.reversed()
    }

    /// `event` with the values this search gives an outcome.
    private func withValues(_ event: Event, in state: RuntimeState) -> Event {
        guard case .outcome(let outcome, _) = event else { return event }
        switch values {
        case .link(let given):
            return given.isEmpty ? event : .outcome(outcome, values: given)
        case .placeholders:
            let payload = interpreter.payload(of: outcome, in: state)
            guard !payload.isEmpty else { return event }
            var held = state.current?.values ?? [:]
            if let owner = state.currentCoordinator { held.merge(owner.values) { screen, _ in screen } }
            var given: [String: String] = [:]
            for value in payload { given[value.name] = held[value.name] ?? "<\(value.type)>" }
            return .outcome(outcome, values: given)
        }
    }
}

extension Interpreter {
    /// What `outcome` of the current screen carries (format 2).
    public func payload(of outcome: String, in state: RuntimeState) -> [ValueDeclaration] {
        guard program.hasData, let (_, node) = currentNode(in: state) else { return [] }
        return program.resolved.payload(of: outcome, at: node)
    }
}

extension Interpreter {
    /// The resolved project the interpreter runs.
    public var resolved: ResolvedProject { program.resolved }

    /// Whether `state` shows `node`: it is the current screen, or, for a
    /// flow node or a tabs node, the current screen belongs to a flow it
    /// started (directly or further down).
    public func shows(_ node: NodeID, in state: RuntimeState) -> Bool {
        guard let (owner, current) = currentNode(in: state) else { return false }
        if current == node { return true }
        guard program.nodes[node].kind != .screen else { return false }
        var chain: CoordinatorID? = owner
        while let id = chain, let position = state.coordinatorPosition(id) {
            if state.coordinators[position].startedByNode == node { return true }
            chain = state.coordinators[position].parent
        }
        return false
    }
}
