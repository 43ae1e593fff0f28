import FlowIndex
import FlowModel

/// Breadth-first search over the interpreter's own states: the shortest
/// walk (fewest steps) of real steps from a state to one that shows a
/// node. What `open-link`, `path-to` and `flowgraph links` share.
///
/// A state's steps are tried in the order `Interpreter.offeredEvents`
/// gives (the screen's outcomes as written, its flow's `on`, `back`,
/// `dismiss`, each tab), so ties go to the one written first. Each state
/// is visited once (told apart by what it shows, its key folded into a
/// `StateDigest`); one that
/// shows a node twice, in a stack or across layers, is not expanded, so
/// cycles end.
public struct StateSearch: Sendable {
    /// The walks a search may find.
    public enum Result: Sendable {
        /// The steps, in order; empty when the start already shows the node.
        case found([Event])
        /// No walk shows the node: `visited` states (each counted once)
        /// were all the search could reach, none of them showing it.
        case unreachable(visited: Int)
        /// The search gave up after `maxStates` steps into new states
        /// (a state met again when the bound is raised counts again).
        case stopped(visited: Int)
    }

    public let interpreter: Interpreter
    /// The context `when` reads.
    public let context: [String: String]
    /// The most states kept before giving up.
    public let maxStates: Int
    /// The values an outcome step is given.
    public let values: ValueSupply
    /// The project's steps, for the lower bound that prunes the search.
    public let graph: StepGraph

    /// Where an outcome step's values come from.
    public enum ValueSupply: Sendable {
        /// The same values, a link's, with every step.
        case link([String: String])
        /// Each value the outcome carries: one the state holds under that
        /// name, else its type's placeholder, `<Type>`.
        case placeholders
    }

    public static let defaultMaxStates = 100_000

    /// `graph` is the interpreter's project's (made here when not given:
    /// callers that search many times make it once).
    public init(
        interpreter: Interpreter, context: [String: String], values: ValueSupply = .placeholders,
        maxStates: Int = defaultMaxStates, graph: StepGraph? = nil
    ) {
        self.interpreter = interpreter
        self.graph = graph ?? StepGraph(interpreter.resolved)
        self.context = context
        self.values = values
        self.maxStates = maxStates
    }

    /// The shortest walk from `start` to a state that shows `target`
    /// (`Interpreter.shows`).
    ///
    /// Breadth-first, level by level, leaving out each state that the
    /// step graph proves cannot show the target within `bound` steps, with
    /// `bound` raised from the graph's lower bound until a walk is found:
    /// every shortest walk keeps all its states within the bound, and the
    /// states kept are met in the order a plain breadth-first search meets
    /// them, so the walk found is the one it would find.
    public func shortestWalk(from start: RuntimeState, toShow target: NodeID) -> Result {
        if interpreter.shows(target, in: start) { return .found([]) }
        let distance = graph.distances(to: interpreter.nodesShowing(target))
        var bound = lowerBound(of: start, distance)
        var visited = 1
        var distinct = 1
        // A state's bound, by its key: each round meets again the states
        // of the rounds before, and the bound costs more than the key.
        var texts = TextNumbers()
        var bounds: [StateDigest: Int32] = [:]
        while bound != .max {
            var raisedBound = Int32.max
            // Each visited state, with the state it came from and the event.
            var trail: [(parent: Int, event: Event)] = [(-1, .back)]
            var seen: Set<StateDigest> = [start.digest(&texts)]
            var frontier: [(state: RuntimeState, index: Int)] = [(start, 0)]
            var depth: Int32 = 0
            while !frontier.isEmpty {
                var next: [(state: RuntimeState, index: Int)] = []
                depth += 1
                for (state, index) in frontier {
                    guard !state.isFinished, let offered = interpreter.offeredEvents(in: state) else { continue }
                    for offeredEvent in offered {
                        let event = withValues(offeredEvent, in: state)
                        guard case .success(let step) = interpreter.step(state, event, context: context) else {
                            continue
                        }
                        let reached = step.state
                        if interpreter.shows(target, in: reached) {
                            trail.append((index, event))
                            return .found(walk(to: trail.count - 1, in: trail))
                        }
                        let key = reached.digest(&texts)
                        let estimate: Int32
                        if let known = bounds[key] {
                            estimate = known
                        } else {
                            estimate = lowerBound(of: reached, distance)
                            bounds[key] = estimate
                        }
                        guard estimate != .max else { continue }
                        if depth + estimate > bound {
                            raisedBound = min(raisedBound, depth + estimate)
                            continue
                        }
                        guard seen.insert(key).inserted else { continue }
                        visited += 1
                        if visited >= maxStates { return .stopped(visited: visited) }
                        trail.append((index, event))
                        if !reached.repeatsANode { next.append((reached, trail.count - 1)) }
                    }
                }
                frontier = next
            }
            bound = raisedBound
            distinct = seen.count
        }
        return .unreachable(visited: distinct)
    }

    /// The fewest steps `state` needs to show the target, as the step
    /// graph bounds it (`StepGraph.lowerBound`).
    private func lowerBound(of state: RuntimeState, _ distance: [Int32]) -> Int32 {
        graph.lowerBound(of: state, distance)
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
        switch values {
        case .link(let given):
            guard case .outcome(let outcome, _) = event, !given.isEmpty else { return event }
            return .outcome(outcome, values: given)
        case .placeholders:
            return interpreter.withPlaceholders(event, in: state)
        }
    }
}

extension Interpreter {
    /// `event` with a value for each that its outcome carries: one the
    /// state holds under that name, else its type's placeholder, `<Type>`.
    public func withPlaceholders(_ event: Event, in state: RuntimeState) -> Event {
        guard case .outcome(let outcome, _) = event else { return event }
        let payload = payload(of: outcome, in: state)
        guard !payload.isEmpty else { return event }
        var held = state.current?.values ?? [:]
        if let owner = state.currentCoordinator { held.merge(owner.values) { screen, _ in screen } }
        var given: [String: String] = [:]
        for value in payload { given[value.name] = held[value.name] ?? "<\(value.type)>" }
        return .outcome(outcome, values: given)
    }

    /// What `outcome` of the current screen carries (format 2).
    public func payload(of outcome: String, in state: RuntimeState) -> [ValueDeclaration] {
        guard program.hasData, let (_, node) = currentNode(in: state) else { return [] }
        return program.resolved.payload(of: outcome, at: node)
    }
}

extension Interpreter {
    /// The resolved project the interpreter runs.
    public var resolved: ResolvedProject { program.resolved }

    /// The nodes whose screen being current may mean `node` is shown: the
    /// node, and for a flow node or a tabs node every node of the flows it
    /// starts, and of those they start.
    public func nodesShowing(_ node: NodeID) -> [NodeID] {
        var result = [node]
        var flows = program.resolved.startedFlows(by: node)
        var seen = Set(flows)
        while let flow = flows.popLast() {
            for inner in program.resolved.flows[flow].nodes {
                result.append(inner)
                for child in program.resolved.startedFlows(by: inner) where seen.insert(child).inserted {
                    flows.append(child)
                }
            }
        }
        return result
    }

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

extension Interpreter {
    /// Every transition coverage counts (`RunningProject.coverableTransitions`).
    public var coverableTransitions: [TransitionRef] { program.coverableTransitions }
}
