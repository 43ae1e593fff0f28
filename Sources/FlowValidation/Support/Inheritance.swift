import FlowIndex
import FlowModel

/// Which screens inherit each of the flows' own handlers (a flow-level
/// `on`, format 2): every screen of the flow that does not map the same
/// outcome itself. Worked out once per validation, for the rules that
/// follow inherited transitions; a project without a flow-level `on`
/// costs one look at each flow.
struct Inheritance: Sendable {
    /// For each flow-level handler, the screens of its flow that map its
    /// outcome themselves (usually few).
    private let overriders: [HandlerID: Set<NodeID>]
    /// Whether no flow has its own `on`.
    let isEmpty: Bool

    init(_ resolved: ResolvedProject) {
        var overriders: [HandlerID: Set<NodeID>] = [:]
        var isEmpty = true
        for f in resolved.flows.ids where !resolved.flows[f].sharedHandlers.isEmpty {
            isEmpty = false
            let shared = resolved.flows[f].sharedHandlers
            let flow = resolved.model(f)
            var byOutcome: [String: HandlerID] = [:]
            for (h, handler) in zip(shared, flow.flowHandlers) where byOutcome[handler.outcome] == nil {
                byOutcome[handler.outcome] = h
            }
            for (n, node) in zip(resolved.flows[f].nodes, flow.nodes) {
                guard case .screen = resolved.nodes[n].kind else { continue }
                for handler in node.handlers {
                    if let h = byOutcome[handler.outcome] { overriders[h, default: []].insert(n) }
                }
            }
        }
        self.overriders = overriders
        self.isEmpty = isEmpty
    }

    /// Calls `body` with each flow-level handler of `flow` that `node`
    /// inherits: none for a flow node or a tabs node, whose `on` handles
    /// their children's outcomes.
    func forEachInherited(
        by node: NodeID, in flow: FlowID, _ resolved: ResolvedProject, _ body: (HandlerID) -> Void
    ) {
        guard !isEmpty, case .screen = resolved.nodes[node].kind else { return }
        for h in resolved.flows[flow].sharedHandlers where overriders[h]?.contains(node) != true { body(h) }
    }

    /// Whether screen `node` inherits the flow-level handler `handler` of its flow.
    func inherits(_ node: NodeID, _ handler: HandlerID, _ resolved: ResolvedProject) -> Bool {
        guard case .screen = resolved.nodes[node].kind else { return false }
        return overriders[handler]?.contains(node) != true
    }

    /// The reachable screens of `flow` that inherit `handler`, in order.
    func reachableInheritors(of handler: HandlerID, in flow: FlowID, _ resolved: ResolvedProject) -> [NodeID] {
        resolved.flows[flow].nodes.filter { resolved.reachable[$0] && inherits($0, handler, resolved) }
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
