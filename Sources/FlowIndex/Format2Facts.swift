import FlowModel

/// What format 2 adds to a few nodes, flows and transitions, resolved: kept
/// in tables keyed by id rather than in every record, since most projects
/// have none of it and every project has many nodes.
public struct Format2Facts: Sendable {
    /// Each tabs node's tabs.
    public var tabBars: [NodeID: TabBar] = [:]
    /// The node a flow node's child starts at (`start:` on the flow node),
    /// in the child flow: `.node`, or `.unknown`.
    public var childStarts: [NodeID: AlternativeTarget] = [:]
    /// Each alternative of a `start` written as a list, in order: `.node`,
    /// or `.unknown`.
    public var startAlternatives: [FlowID: [AlternativeTarget]] = [:]
    /// The node a `from:` option pops back to: `.node`, or `.unknown`.
    public var fromTargets: [AlternativeID: AlternativeTarget] = [:]
    /// The nodes with an `ignore` list, in order.
    public var ignoringNodes: [NodeID] = []
    /// The alternatives written with `dismissing: true`.
    public var dismissing: Set<AlternativeID> = []

    public init() {}

    /// Whether `alternative` first dismisses the layer holding the screen.
    public func isDismissing(_ alternative: AlternativeID) -> Bool {
        !dismissing.isEmpty && dismissing.contains(alternative)
    }

    /// Adds the facts of later flows (ids project-wide, none shared): how
    /// runs of flows resolved side by side are joined.
    mutating func append(_ later: Format2Facts) {
        tabBars.merge(later.tabBars) { own, _ in own }
        childStarts.merge(later.childStarts) { own, _ in own }
        startAlternatives.merge(later.startAlternatives) { own, _ in own }
        fromTargets.merge(later.fromTargets) { own, _ in own }
        ignoringNodes += later.ignoringNodes
        dismissing.formUnion(later.dismissing)
    }
}

extension ResolvedFlow {
    func with(sharedHandlers: IDRange<HandlerID>) -> ResolvedFlow {
        ResolvedFlow(
            nodes: nodes, outcomes: outcomes, alternatives: alternatives, start: start,
            sharedHandlers: sharedHandlers, isIncomplete: isIncomplete)
    }
}

extension ResolvedProject {
    /// Every node `flow` may start at: each alternative of its `start`, and
    /// each node a flow node of the project starts it at. What reachability
    /// walks from.
    public func starts(of flow: FlowID) -> [NodeID] {
        var result: [NodeID] = []
        if let alternatives = format2.startAlternatives[flow] {
            for case .node(let node) in alternatives where !result.contains(node) { result.append(node) }
        } else if let start = flows[flow].start {
            result.append(start)
        }
        return result
    }

    /// The flows a node starts: a flow node's child, or a tabs node's
    /// known tab flows.
    public func startedFlows(by node: NodeID) -> [FlowID] {
        switch nodes[node].kind {
        case .flowNode(let child): [child]
        case .tabs: format2.tabBars[node]?.flows.compactMap { $0 } ?? []
        case .screen, .unknownFlow: []
        }
    }

    /// The handler `node` runs for `outcome`: its own, or (for a screen)
    /// its flow's; nil when neither has one.
    public func handler(of node: NodeID, for outcome: String, in flow: FlowID? = nil) -> HandlerID? {
        let flow = flow ?? self.flow(of: node)
        let written = model(node, in: flow).handlers
        if let own = written.firstIndex(where: { $0.outcome == outcome }) {
            return HandlerID(nodes[node].firstHandler.index + own)
        }
        guard case .screen = nodes[node].kind else { return nil }
        return sharedHandler(of: flow, for: outcome)
    }

    /// The flow's own handler for `outcome`, if it has one.
    public func sharedHandler(of flow: FlowID, for outcome: String) -> HandlerID? {
        let shared = flows[flow].sharedHandlers
        guard !shared.isEmpty else { return nil }
        return model(flow).flowHandlers.firstIndex { $0.outcome == outcome }.map { HandlerID(shared.startIndex + $0) }
    }

    /// Whether `handler` is one of a flow's own (`on` at the flow level).
    public func isShared(_ handler: HandlerID) -> Bool {
        handler.rawValue >= nodeHandlerEnd
    }

    /// The flow whose own `on` holds `handler`.
    public func flow(sharing handler: HandlerID) -> FlowID? {
        guard isShared(handler) else { return nil }
        return flows.ids.first { flows[$0].sharedHandlers.contains(handler) }
    }

    /// The flow-level handler `handler` of `flow`, as written.
    public func model(shared handler: HandlerID, of flow: FlowID) -> Handler {
        model(flow).flowHandlers[handler.index - flows[flow].sharedHandlers.startIndex]
    }
}
