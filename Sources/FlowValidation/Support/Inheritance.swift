import FlowIndex
import FlowModel

/// Which screens inherit each of the flows' own handlers (a flow-level
/// `on`, format 2): every screen of the flow that does not map the same
/// outcome itself. Worked out once per validation, for the rules that
/// follow inherited transitions; a project without a flow-level `on`
/// costs one look at each flow.
struct Inheritance: Sendable {
    /// For each node, a bit per flow-level handler of its flow (by position,
    /// the first 64) that the node maps itself, or that it cannot inherit
    /// (a flow node or a tabs node): one word a node, no hashing per ask.
    /// Empty when no flow has its own `on`.
    private let overridden: [UInt64]
    /// The pairs past the 64th flow-level handler of a flow, which no
    /// hand-written flow has.
    private let overriddenBeyond: Set<Pair>
    /// Whether no flow has its own `on`.
    let isEmpty: Bool

    struct Pair: Hashable, Sendable {
        let node: NodeID
        let position: Int
    }

    init(_ resolved: ResolvedProject) {
        let flows = resolved.flows.ids.filter { !resolved.flows[$0].sharedHandlers.isEmpty }
        isEmpty = flows.isEmpty
        guard !isEmpty else {
            overridden = []
            overriddenBeyond = []
            return
        }
        var overridden = [UInt64](repeating: 0, count: resolved.nodes.count)
        var beyond: Set<Pair> = []
        for f in flows {
            let flow = resolved.model(f)
            let outcomes = flow.flowHandlers.map(\.outcome)
            // Lengths first: two names of one length are rare, and comparing
            // lengths costs less than comparing names that differ.
            let lengths = outcomes.map(\.utf8.count)
            // A flow has a few handlers of its own: names (interned by the
            // decoder, so most compare by their bits) are scanned, and only
            // a long list gets a dictionary.
            let byOutcome =
                outcomes.count > 16
                ? Dictionary(outcomes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) : nil
            for (n, node) in zip(resolved.flows[f].nodes, flow.nodes) {
                guard case .screen = resolved.nodes[n].kind else {
                    overridden[n.index] = ~0
                    for position in outcomes.indices.dropFirst(64) { beyond.insert(Pair(node: n, position: position)) }
                    continue
                }
                for handler in node.handlers {
                    let outcome = handler.outcome, length = outcome.utf8.count
                    let position =
                        byOutcome.map { $0[outcome] }
                        ?? outcomes.indices.first { lengths[$0] == length && outcomes[$0] == outcome }
                    guard let position else { continue }
                    // Every position that names the outcome: a flow-level
                    // outcome written twice is a duplicate-key error, but
                    // both entries are kept.
                    for other in outcomes.indices
                    where other == position || (lengths[other] == length && outcomes[other] == outcome) {
                        if other < 64 {
                            overridden[n.index] |= 1 << UInt64(other)
                        } else {
                            beyond.insert(Pair(node: n, position: other))
                        }
                    }
                }
            }
        }
        self.overridden = overridden
        self.overriddenBeyond = beyond
    }

    /// Whether `node` inherits the flow-level handler at `position` among
    /// its flow's own: never for a flow node or a tabs node, whose `on`
    /// handles their children's outcomes.
    @inline(__always)
    func inherits(_ node: NodeID, position: Int) -> Bool {
        guard !isEmpty else { return false }
        if position < 64 { return overridden[node.index] & (1 << UInt64(position)) == 0 }
        return !overriddenBeyond.contains(Pair(node: node, position: position))
    }

    /// Calls `body` with each flow-level handler of `flow` that `node` inherits.
    func forEachInherited(
        by node: NodeID, in flow: FlowID, _ resolved: ResolvedProject, _ body: (HandlerID) -> Void
    ) {
        guard !isEmpty else { return }
        let shared = resolved.flows[flow].sharedHandlers
        for (position, h) in shared.enumerated() where inherits(node, position: position) { body(h) }
    }

    /// The flow-level handlers of `flow` that `node` inherits, as an array.
    func inherited(by node: NodeID, in flow: FlowID, _ resolved: ResolvedProject) -> [HandlerID] {
        guard !isEmpty else { return [] }
        let shared = resolved.flows[flow].sharedHandlers
        return shared.indices.filter { inherits(node, position: $0 - shared.startIndex) }.map { shared[$0] }
    }

    /// Whether `node` inherits the flow-level handler `handler` of its flow.
    func inherits(_ node: NodeID, _ handler: HandlerID, in flow: FlowID, _ resolved: ResolvedProject) -> Bool {
        inherits(node, position: handler.index - resolved.flows[flow].sharedHandlers.startIndex)
    }

    /// The reachable screens of `flow` that inherit `handler`, in order.
    func reachableInheritors(of handler: HandlerID, in flow: FlowID, _ resolved: ResolvedProject) -> [NodeID] {
        let position = handler.index - resolved.flows[flow].sharedHandlers.startIndex
        return resolved.flows[flow].nodes.filter { resolved.reachable[$0] && inherits($0, position: position) }
    }
}

extension ResolvedProject {
    /// The alternatives of `flow`'s own handlers (its flow-level `on`).
    func sharedAlternatives(of flow: FlowID) -> IDRange<AlternativeID> {
        let shared = flows[flow].sharedHandlers
        guard let first = shared.first, let last = shared.last else { return IDRange(0, 0) }
        return IDRange(handlers[first].firstAlternative.rawValue, alternatives(of: last).upperBound)
    }

    /// The flow-level handler of `flow` that holds `alternative`.
    func sharedHandler(holding alternative: AlternativeID, of flow: FlowID) -> HandlerID {
        let shared = flows[flow].sharedHandlers
        guard let found = shared.last(where: { handlers[$0].firstAlternative <= alternative }) else {
            preconditionFailure("\(alternative) is not one of \(flow)'s own alternatives")
        }
        return found
    }

    /// An alternative as written, with its handler: of `holder`'s `on`, or,
    /// with no holder, of the flow's own `on`.
    func written(_ alternative: AlternativeID, holder: NodeID?, in flow: FlowID) -> (
        handler: Handler, alternative: Alternative
    ) {
        if let holder { return model(alternative, of: holder, in: flow) }
        let h = sharedHandler(holding: alternative, of: flow)
        let handler = model(shared: h, of: flow)
        return (handler, handler.alternatives[alternative.index - handlers[h].firstAlternative.index])
    }

    /// Whether `alternative` is in one of `flow`'s own handlers.
    func isShared(_ alternative: AlternativeID, of flow: FlowID) -> Bool {
        sharedAlternatives(of: flow).contains(alternative)
    }
}
