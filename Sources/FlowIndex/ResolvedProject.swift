import FlowModel

/// The project with every name resolved to a typed index, once, and the
/// reachability facts every command reads: the rules, the drawing and the
/// interpreter walk these flat arrays instead of hashing names and copying
/// the model's nested structs. The model is read again only for text (to
/// word a diagnostic, to label a drawing).
///
/// Nodes, handlers, alternatives and declared outcomes are numbered
/// project-wide in model order (flow by flow, node by node, ...), each
/// record holding where its children start, so a walk is nested ranges.
/// Built in one pass, linear in the size of the project.
public final class ResolvedProject: Sendable {
    public let project: Project
    public let flows: IDArray<FlowID, ResolvedFlow>
    public let nodes: IDArray<NodeID, ResolvedNode>
    public let handlers: IDArray<HandlerID, ResolvedHandler>
    public let alternatives: IDArray<AlternativeID, ResolvedAlternative>
    /// For each declared outcome, the first declaration of its name in its
    /// flow (itself, unless the name is declared twice): what an
    /// `AlternativeTarget.outcome` or a `ChildOutcome.declared` holds.
    public let firstDeclarations: IDArray<OutcomeID, OutcomeID>
    /// Every `push`, `modal` or `replace` whose target is unknown, in project
    /// order: `unknown-target` words these without walking the flows (most
    /// projects have none; a broken one can have one in every flow).
    public let unknownTargets: [UnknownTarget]
    public let entry: EntryFlow
    /// Tabs, chosen starts, start alternatives and `from:` targets.
    public let format2: Format2Facts
    /// Every name a payload declares (an outcome's payload, a node's
    /// `outputs`), format 2's data: empty in a project without any.
    public let payloadNames: Set<String>
    /// Node handlers and alternatives come first; the flows' own follow.
    @usableFromInline let nodeHandlerEnd: Int32
    @usableFromInline let nodeAlternativeEnd: Int32
    /// Whether each node can be reached from its flow's `start` through
    /// push, modal and replace targets of every alternative (flow nodes'
    /// handlers included). False in a flow whose start is unknown.
    public let reachable: IDArray<NodeID, Bool>
    /// Whether each flow has a `finish` with an outcome (declared or not)
    /// on a reachable node.
    public let reachesFinish: IDArray<FlowID, Bool>
    /// Whether a reachable `finish` produces each declared outcome; only
    /// first declarations are marked (ask `isFinished(_:)`).
    @usableFromInline let finished: IDArray<OutcomeID, Bool>
    /// Which flows the entry flow can start, directly or through its
    /// children, following only reachable flow nodes; nil when there is no
    /// single entry flow. In a flow met on the way whose start is unknown,
    /// or whose reachability is (`ResolvedFlow.isIncomplete`), every flow
    /// node counts as reachable. When a flow met on the way may have lost a
    /// flow node to a `schema` error, the flows no known flow node starts,
    /// and those they start, count as started: the lost node may have
    /// started any of them. Every other flow is still told apart.
    public let usedFlows: IDArray<FlowID, Bool>?

    /// `threads` above one resolve runs of flows side by side (`validate`
    /// of a large project); the result is the same for any number.
    public init(_ project: Project, threads: Int = 1) {
        let records = Resolution.resolve(project, threads: threads)
        let resolution = records.run
        self.project = project
        let unsettledFlows = IDArray<FlowID, ResolvedFlow>(resolution.flows)
        nodes = IDArray(records.arrays.nodes)
        handlers = IDArray(records.arrays.handlers)
        alternatives = IDArray(records.arrays.alternatives)
        firstDeclarations = IDArray(records.arrays.firstDeclarations)
        unknownTargets = resolution.unknownTargets
        entry = Resolution.entry(project.flows, startedByAnother: resolution.startedByAnother)
        format2 = resolution.format2
        payloadNames = resolution.payloadNames
        nodeHandlerEnd = records.nodeHandlerEnd
        nodeAlternativeEnd = records.nodeAlternativeEnd
        let walk = Reachability(
            project: project, flows: unsettledFlows, nodes: nodes, handlers: handlers, alternatives: alternatives,
            outcomeCount: firstDeclarations.count, format2: format2, nodeAlternativeEnd: Int(nodeAlternativeEnd))
        reachable = walk.reachable
        reachesFinish = walk.reachesFinish
        finished = walk.finished
        flows = Reachability.settled(unsettledFlows, project: project, nodes: nodes, reachable: reachable)
        if case .found(let root) = entry {
            usedFlows = Reachability.usedFlows(
                from: root, project: project, flows: flows, nodes: nodes, reachable: reachable,
                tabBars: format2.tabBars)
        } else {
            usedFlows = nil
        }
    }

    /// The handlers of `node`, in source order.
    @inlinable @inline(__always) public func handlers(of node: NodeID) -> IDRange<HandlerID> {
        let next = node.index + 1
        let end = next < nodes.count ? nodes[next].firstHandler.rawValue : nodeHandlerEnd
        return IDRange(nodes[node].firstHandler.rawValue, end)
    }

    /// Every alternative of every handler of `node`, in order.
    @inlinable @inline(__always) public func alternatives(of node: NodeID) -> IDRange<AlternativeID> {
        let next = node.index + 1
        let end = next < nodes.count ? nodes[next].firstAlternative.rawValue : nodeAlternativeEnd
        return IDRange(nodes[node].firstAlternative.rawValue, end)
    }

    /// The alternatives of `handler`, in order.
    @inlinable @inline(__always) public func alternatives(of handler: HandlerID) -> IDRange<AlternativeID> {
        let next = handler.index + 1
        let end =
            next < handlers.count
            ? handlers[next].firstAlternative.rawValue
            : Int32(truncatingIfNeeded: alternatives.count)
        return IDRange(handlers[handler].firstAlternative.rawValue, end)
    }

    /// Whether a reachable `finish` produces the declared outcome `outcome`.
    @inlinable public func isFinished(_ outcome: OutcomeID) -> Bool {
        finished[firstDeclarations[outcome]]
    }

    /// The flow named `name`, if the project defines it.
    public func flow(named name: String) -> FlowID? {
        project.flowIndex[name].map(FlowID.init)
    }

    /// The node of `flow` named `name` (its first definition), if any.
    public func node(named name: String, in flow: FlowID) -> NodeID? {
        project.flows[flow.index].nodeIndex[name].map { NodeID(flows[flow].nodes.startIndex + $0) }
    }
}

/// The model behind each id, for text: names, locations, `when`. A node's
/// flow is found by bisection; a caller that knows it passes it as `flow`.
extension ResolvedProject {
    public func model(_ flow: FlowID) -> Flow {
        project.flows[flow.index]
    }

    /// The flow whose nodes hold `node`.
    public func flow(of node: NodeID) -> FlowID {
        lastFlow { $0.nodes.lowerBound <= node.rawValue }
    }

    /// The node's position in its flow's `nodes`.
    public func position(of node: NodeID) -> Int {
        node.index - flows[flow(of: node)].nodes.startIndex
    }

    public func model(_ node: NodeID, in flow: FlowID? = nil) -> Node {
        let flow = flow ?? self.flow(of: node)
        return project.flows[flow.index].nodes[node.index - flows[flow].nodes.startIndex]
    }

    /// The handler of `node` that holds `alternative`. A node has few
    /// handlers, so they are scanned rather than indexed.
    public func handler(holding alternative: AlternativeID, of node: NodeID) -> HandlerID {
        let handlers = handlers(of: node)
        guard let found = handlers.last(where: { self.handlers[$0].firstAlternative <= alternative }),
            alternatives(of: node).contains(alternative)
        else {
            preconditionFailure("\(alternative) is not one of \(node)'s alternatives")
        }
        return found
    }

    /// The node whose `on` holds `handler`: found by bisection, as nodes
    /// hold their handlers in order.
    public func node(holding handler: HandlerID) -> NodeID {
        precondition(!isShared(handler), "\(handler) is a flow's own handler")
        var low = 0, high = nodes.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if nodes[middle].firstHandler <= handler { low = middle } else { high = middle }
        }
        return NodeID(low)
    }

    /// The outcome `handler` of `node` handles, as written: read in place,
    /// without copying the node or the handler.
    public func outcome(of handler: HandlerID, of node: NodeID, in flow: FlowID? = nil) -> String {
        let flow = flow ?? self.flow(of: node)
        return project.flows[flow.index].nodes[node.index - flows[flow].nodes.startIndex].handlers
            .outcome(at: handler.index - nodes[node].firstHandler.index)
    }

    /// The handler `handler` of `node`, as written.
    public func model(_ handler: HandlerID, of node: NodeID, in flow: FlowID? = nil) -> Handler {
        model(node, in: flow).handlers[handler.index - nodes[node].firstHandler.index]
    }

    /// The alternative `alternative` of `node`, and the handler holding it, as written.
    public func model(
        _ alternative: AlternativeID, of node: NodeID,
        in flow: FlowID? = nil
    ) -> (handler: Handler, alternative: Alternative) {
        let handler = handler(holding: alternative, of: node)
        let written = model(handler, of: node, in: flow)
        return (written, written.alternatives[alternative.index - handlers[handler].firstAlternative.index])
    }

    /// The declared outcome `outcome`, as written.
    public func model(_ outcome: OutcomeID) -> Located {
        let flow = flow(declaring: outcome)
        return project.flows[flow.index].outcomes[outcome.index - flows[flow].outcomes.startIndex]
    }

    /// The flow that declares `outcome`.
    public func flow(declaring outcome: OutcomeID) -> FlowID {
        lastFlow { $0.outcomes.lowerBound <= outcome.rawValue }
    }

    /// The last flow for which `startsAtOrBefore` holds, found by bisection:
    /// flows hold their nodes and their outcomes in order. A flow with none
    /// starts where the next one does, so the last is the one that holds it.
    private func lastFlow(where startsAtOrBefore: (ResolvedFlow) -> Bool) -> FlowID {
        var low = 0, high = flows.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if startsAtOrBefore(flows[middle]) { low = middle } else { high = middle }
        }
        return FlowID(low)
    }
}
