import FlowModel

/// A `ResolvedProject` with the text a running session reads at every
/// step: names, outcomes, targets as written, `when` conditions, and the
/// label objects its states share. Built by the interpreter from the
/// resolved project, never by `validate`, which reads none of it.
///
/// One final class, so that a step holds one reference to all of it.
public final class RunningProject: Sendable {
    public let resolved: ResolvedProject
    public let flowNames: IDArray<FlowID, String>
    /// The flow of each node.
    public let nodeFlows: IDArray<NodeID, FlowID>
    /// The names of each node, shared by every screen of it.
    public let nodeLabels: IDArray<NodeID, NodeLabel>
    /// For a flow node: the names of the coordinators it starts (the child
    /// flow's name, resolved or not, and this node's), shared by all.
    public let startLabels: IDArray<NodeID, CoordinatorLabel?>
    /// Which of `back` and `dismiss` each node handles itself.
    public let systemHandlers: IDArray<NodeID, SystemHandlers>
    /// Each handler's outcome.
    public let outcomes: IDArray<HandlerID, String>
    /// Each alternative's target as written ("" when none).
    public let targets: IDArray<AlternativeID, String>
    /// Each alternative's `when`; nil when it has none or an empty one.
    public let conditions: IDArray<AlternativeID, [Condition]?>

    public init(_ resolved: ResolvedProject) {
        let project = resolved.project
        var flowNames: [String] = [], nodeFlows: [FlowID] = []
        var nodeLabels: [NodeLabel] = [], startLabels: [CoordinatorLabel?] = []
        var systemHandlers: [SystemHandlers] = [], outcomes: [String] = []
        var targets: [String] = [], conditions: [[Condition]?] = []
        flowNames.reserveCapacity(resolved.flows.count)
        nodeFlows.reserveCapacity(resolved.nodes.count)
        nodeLabels.reserveCapacity(resolved.nodes.count)
        startLabels.reserveCapacity(resolved.nodes.count)
        systemHandlers.reserveCapacity(resolved.nodes.count)
        outcomes.reserveCapacity(resolved.handlers.count)
        targets.reserveCapacity(resolved.alternatives.count)
        conditions.reserveCapacity(resolved.alternatives.count)
        for flow in project.flows {
            let flowID = FlowID(flowNames.count)
            flowNames.append(flow.name)
            for node in flow.nodes {
                nodeFlows.append(flowID)
                var handled: SystemHandlers = []
                for handler in node.handlers {
                    outcomes.append(handler.outcome)
                    if handler.outcome == SystemOutcome.back { handled.insert(.back) }
                    if handler.outcome == SystemOutcome.dismiss { handled.insert(.dismiss) }
                    for alternative in handler.alternatives {
                        targets.append(alternative.transition.target ?? "")
                        conditions.append(alternative.when?.isEmpty == false ? alternative.when : nil)
                    }
                }
                nodeLabels.append(NodeLabel(flow: flow.name, name: node.name, id: NodeID(nodeLabels.count)))
                startLabels.append(node.childFlow.map { CoordinatorLabel(flow: $0.name, startedBy: node.name) })
                systemHandlers.append(handled)
            }
        }
        self.resolved = resolved
        self.flowNames = IDArray(flowNames)
        self.nodeFlows = IDArray(nodeFlows)
        self.nodeLabels = IDArray(nodeLabels)
        self.startLabels = IDArray(startLabels)
        self.systemHandlers = IDArray(systemHandlers)
        self.outcomes = IDArray(outcomes)
        self.targets = IDArray(targets)
        self.conditions = IDArray(conditions)
    }

    /// The handler of `node` for `outcome`, if it has one.
    @inlinable @inline(__always) public func handler(of node: NodeID, for outcome: String) -> HandlerID? {
        for handler in resolved.handlers(of: node) where outcomes[handler] == outcome { return handler }
        return nil
    }

    /// The first alternative of `handler` whose `when` holds for `variables`.
    @inlinable @inline(__always) public func firstMatch(of handler: HandlerID, for variables: [String: String]) -> AlternativeID? {
        for alternative in resolved.alternatives(of: handler) where When.holds(conditions[alternative], for: variables) {
            return alternative
        }
        return nil
    }

    /// The alternative's transition in a few words (see `TransitionText`).
    public func describe(_ alternative: AlternativeID) -> String {
        let resolvedAlternative = resolved.alternatives[alternative]
        let childFlow = resolvedAlternative.target.node.flatMap { startLabels[$0]?.flow }
        return TransitionText.describe(resolvedAlternative.kind, target: targets[alternative],
                                       style: resolvedAlternative.style, hasNavigation: resolvedAlternative.hasNavigation,
                                       childFlow: childFlow)
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
