import FlowModel

/// A `ResolvedProject` as a running session reads it at every step: for
/// each node, handler and alternative one record holding what a step reads
/// of it together (its resolution from the index, its names and `when` from
/// the model, the label objects its states share), so that a step touches
/// one record, not one entry in each of several arrays. Built by the
/// interpreter from the resolved project, never by `validate`, which reads
/// none of it.
///
/// One final class, so that a step holds one reference to all of it.
public final class RunningProject: Sendable {
    public let resolved: ResolvedProject
    public let flowNames: IDArray<FlowID, String>
    public let nodes: IDArray<NodeID, Node>
    public let handlers: IDArray<HandlerID, Handler>
    public let alternatives: IDArray<AlternativeID, Alternative>

    /// What a step reads of a node.
    public struct Node: Sendable {
        /// The node's names, shared by every screen of it.
        public let label: NodeLabel
        /// For a flow node: the names of the coordinators it starts (the
        /// child flow's name, resolved or not, and this node's), shared by all.
        public let startLabel: CoordinatorLabel?
        public let kind: NodeKind
        public let flow: FlowID
        public let handlers: IDRange<HandlerID>
        /// Which of `back` and `dismiss` the node handles itself.
        public let systemHandlers: SystemHandlers
    }

    /// What a step reads of a handler.
    public struct Handler: Sendable {
        public let outcome: String
        public let alternatives: IDRange<AlternativeID>
    }

    /// What a step reads of an alternative.
    public struct Alternative: Sendable {
        public let target: AlternativeTarget
        public let kind: TransitionKind
        public let style: ModalStyle
        public let hasNavigation: Bool
        /// nil when it has no `when`, or an empty one.
        public let conditions: [Condition]?
        /// The target as written ("" when none).
        public let targetName: String
    }

    public init(_ resolved: ResolvedProject) {
        let project = resolved.project
        var flowNames: [String] = [], nodes: [Node] = [], handlers: [Handler] = [], alternatives: [Alternative] = []
        flowNames.reserveCapacity(resolved.flows.count)
        nodes.reserveCapacity(resolved.nodes.count)
        handlers.reserveCapacity(resolved.handlers.count)
        alternatives.reserveCapacity(resolved.alternatives.count)
        for flow in project.flows {
            let flowID = FlowID(flowNames.count)
            flowNames.append(flow.name)
            for node in flow.nodes {
                let id = NodeID(nodes.count)
                var handled: SystemHandlers = []
                for handler in node.handlers {
                    if handler.outcome == SystemOutcome.back { handled.insert(.back) }
                    if handler.outcome == SystemOutcome.dismiss { handled.insert(.dismiss) }
                    let h = HandlerID(handlers.count)
                    handlers.append(Handler(outcome: handler.outcome, alternatives: resolved.alternatives(of: h)))
                    for alternative in handler.alternatives {
                        let a = resolved.alternatives[AlternativeID(alternatives.count)]
                        alternatives.append(
                            Alternative(
                                target: a.target, kind: a.kind, style: a.style, hasNavigation: a.hasNavigation,
                                conditions: a.alwaysMatches ? nil : alternative.when,
                                targetName: alternative.transition.target ?? ""))
                    }
                }
                nodes.append(
                    Node(
                        label: NodeLabel(flow: flow.name, name: node.name, id: id),
                        startLabel: node.childFlow.map { CoordinatorLabel(flow: $0.name, startedBy: node.name) },
                        kind: resolved.nodes[id].kind, flow: flowID, handlers: resolved.handlers(of: id),
                        systemHandlers: handled))
            }
        }
        // The flows' own handlers follow every node's, as in the index.
        for flow in project.flows where !flow.flowHandlers.isEmpty {
            for handler in flow.flowHandlers {
                let h = HandlerID(handlers.count)
                handlers.append(Handler(outcome: handler.outcome, alternatives: resolved.alternatives(of: h)))
                for alternative in handler.alternatives {
                    let a = resolved.alternatives[AlternativeID(alternatives.count)]
                    alternatives.append(
                        Alternative(
                            target: a.target, kind: a.kind, style: a.style, hasNavigation: a.hasNavigation,
                            conditions: a.alwaysMatches ? nil : alternative.when,
                            targetName: alternative.transition.target ?? ""))
                }
            }
        }
        self.resolved = resolved
        self.flowNames = IDArray(flowNames)
        self.nodes = IDArray(nodes)
        self.handlers = IDArray(handlers)
        self.alternatives = IDArray(alternatives)
    }

    /// The handler of `node` for `outcome`, if it has one.
    @inlinable @inline(__always) public func handler(of node: NodeID, for outcome: String) -> HandlerID? {
        for handler in nodes[node].handlers where handlers[handler].outcome == outcome { return handler }
        return nil
    }

    /// The first alternative of `handler` whose `when` holds for `variables`.
    @inlinable @inline(__always) public func firstMatch(of handler: HandlerID, for variables: [String: String])
        -> AlternativeID?
    {
        for alternative in handlers[handler].alternatives
        where When.holds(alternatives[alternative].conditions, for: variables) {
            return alternative
        }
        return nil
    }

    /// The alternative's transition in a few words (see `TransitionText`).
    public func describe(_ alternative: AlternativeID) -> String {
        let record = alternatives[alternative]
        let childFlow = record.target.node.flatMap { nodes[$0].startLabel?.flow }
        return TransitionText.describe(
            record.kind, target: record.targetName, style: record.style,
            hasNavigation: record.hasNavigation, childFlow: childFlow)
    }
}

/// The system events a node answers with its own handler.
public struct SystemHandlers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    // Computed, not stored, as `SystemOutcome`'s names.
    @inlinable public static var back: SystemHandlers { SystemHandlers(rawValue: 1) }
    @inlinable public static var dismiss: SystemHandlers { SystemHandlers(rawValue: 2) }
}

/// The two outcomes every screen answers, and the one a child flow ends
/// with when system navigation removes it.
public enum SystemOutcome {
    // Computed, not stored: a stored static of another module is reached
    // through an accessor that checks it is initialised, at every read,
    // where a literal folds into the caller.
    @inlinable public static var back: String { "back" }
    @inlinable public static var dismiss: String { "dismiss" }
}

/// The names of one node: its flow's and its own. Made once per node and
/// shared by every screen of it: copying a screen retains one object
/// instead of two strings.
public final class NodeLabel: Sendable {
    public let flow: String
    public let name: String
    /// The node it names; nil for a label made from names alone.
    public let id: NodeID?

    public init(flow: String, name: String, id: NodeID? = nil) {
        self.flow = flow
        self.name = name
        self.id = id
    }
}

/// The names a coordinator carries: the flow it runs and the flow node
/// that started it. Made once per flow node (and per start of a root
/// flow), shared by every coordinator it starts.
public final class CoordinatorLabel: Sendable {
    public let flow: String
    /// nil for a root coordinator.
    public let startedBy: String?

    public init(flow: String, startedBy: String?) {
        self.flow = flow
        self.startedBy = startedBy
    }
}
