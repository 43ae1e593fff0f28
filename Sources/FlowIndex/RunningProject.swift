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
    /// Where each flow starts (format 2 adds a list chosen by the context).
    public let starts: IDArray<FlowID, Start>
    /// For each screen of a flow with its own `on`, the flow's handlers it
    /// does not override, in the flow's order: a run of this array
    /// (`inherited(by:)`), so that a step finds them without comparing names.
    public let inheritedHandlers: [HandlerID]
    /// Each node's run of `inheritedHandlers`; empty when no flow has an
    /// `on` of its own. Kept apart from the node records, which a project
    /// without format 2 reads at every step, so that those stay small.
    @usableFromInline let inheritedRuns: [Range<Int32>]
    /// Each tabs node's tabs, with the labels of the coordinators it starts.
    public let tabBars: [NodeID: TabBar]
    /// Whether the project declares inputs, payloads or outputs: only then
    /// does a step hand values on (format 2).
    public let hasData: Bool

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
        /// Which of `back` and `dismiss` the node handles itself, or (a
        /// screen) through its flow's own `on`.
        public let systemHandlers: SystemHandlers
        /// What format 2 gives the node, told by a byte that fits in the
        /// record's padding (40 bytes, as without it); the parts themselves
        /// are in side tables: `inherited(by:)`, `childStart(of:)`.
        public let extras: NodeExtras
    }

    /// What a step reads of a handler.
    public struct Handler: Sendable {
        public let outcome: String
        public let alternatives: IDRange<AlternativeID>
    }

    /// What a step reads of an alternative.
    public struct Alternative: Sendable {
        // 32 bytes: format 2's two options share the navigation flag's
        // byte, and a `from:` node is found in a side table.
        public let target: AlternativeTarget
        public let kind: TransitionKind
        public let style: ModalStyle
        @usableFromInline let options: TransitionOptions
        /// nil when it has no `when`, or an empty one.
        public let conditions: [Condition]?
        /// The target as written ("" when none).
        public let targetName: String

        /// For `modal`: whether the new layer has its own navigation stack.
        @inlinable public var hasNavigation: Bool { options.contains(.hasNavigation) }
        /// `dismissing: true` (format 2): the current layer goes first.
        @inlinable public var dismissing: Bool { options.contains(.dismissing) }
        /// Whether `from:` is written (format 2): see `from(_:)`.
        @inlinable public var hasFrom: Bool { options.contains(.hasFrom) }
        /// Whether the transition does more than its kind: `dismissing` or `from`.
        @inlinable public var hasOptions: Bool { options.rawValue & TransitionOptions.moves.rawValue != 0 }
    }

    /// Where a flow starts.
    public enum Start: Sendable {
        /// The one node `start` names.
        case node(NodeID)
        /// `start` names no node of the flow (`unknown-target`).
        case unknown
        /// `start` as a list (format 2): the first whose `when` holds.
        case alternatives([StartAlternative])
    }

    /// One alternative of a `start` list.
    public struct StartAlternative: Sendable {
        /// `.node`, or `.unknown`.
        public let target: AlternativeTarget
        /// nil when it has no `when`, or an empty one.
        public let conditions: [Condition]?
        /// The node as written.
        public let name: String
    }

    /// A tabs node's tabs, for starting them.
    public struct TabBar: Sendable {
        /// Each tab's flow, in tab-bar order; nil for an unknown flow.
        public let flows: [FlowID?]
        /// The coordinator names of each tab: its flow and the tabs node.
        public let labels: [CoordinatorLabel]
        /// The position of the tab selected first.
        public let selected: Int
    }

    public init(_ resolved: ResolvedProject) {
        let project = resolved.project
        var flowNames: [String] = [], nodes: [Node] = [], handlers: [Handler] = [], alternatives: [Alternative] = []
        var inheritedHandlers: [HandlerID] = [], tabBars: [NodeID: TabBar] = [:]
        var inheritedRuns: [Range<Int32>] = []
        let anyShared = project.flows.contains { !$0.flowHandlers.isEmpty }
        if anyShared { inheritedRuns.reserveCapacity(resolved.nodes.count) }
        let format2 = resolved.format2
        flowNames.reserveCapacity(resolved.flows.count)
        nodes.reserveCapacity(resolved.nodes.count)
        handlers.reserveCapacity(resolved.handlers.count)
        alternatives.reserveCapacity(resolved.alternatives.count)
        for flow in project.flows {
            let flowID = FlowID(flowNames.count)
            flowNames.append(flow.name)
            let shared = resolved.flows[flowID].sharedHandlers
            for node in flow.nodes {
                let id = NodeID(nodes.count)
                let kind = resolved.nodes[id].kind
                var handled: SystemHandlers = []
                for handler in node.handlers {
                    if handler.outcome == SystemOutcome.back { handled.insert(.back) }
                    if handler.outcome == SystemOutcome.dismiss { handled.insert(.dismiss) }
                    let h = HandlerID(handlers.count)
                    handlers.append(Handler(outcome: handler.outcome, alternatives: resolved.alternatives(of: h)))
                    for alternative in handler.alternatives {
                        alternatives.append(Self.record(alternative, AlternativeID(alternatives.count), resolved))
                    }
                }
                // Only screens inherit the flow's own `on`: a flow node's
                // and a tabs node's handle their children's outcomes.
                let firstInherited = Int32(truncatingIfNeeded: inheritedHandlers.count)
                if case .screen = kind, !shared.isEmpty {
                    for (offset, handler) in flow.flowHandlers.enumerated()
                    where node.handler(for: handler.outcome) == nil {
                        inheritedHandlers.append(HandlerID(shared.startIndex + offset))
                        if handler.outcome == SystemOutcome.back { handled.insert(.back) }
                        if handler.outcome == SystemOutcome.dismiss { handled.insert(.dismiss) }
                    }
                }
                if case .tabs = kind, let bar = format2.tabBars[id], let tabs = node.tabs {
                    tabBars[id] = TabBar(
                        flows: bar.flows, labels: tabs.map { CoordinatorLabel(flow: $0.name, startedBy: node.name) },
                        selected: bar.selected)
                }
                let inherited = firstInherited..<Int32(truncatingIfNeeded: inheritedHandlers.count)
                if anyShared { inheritedRuns.append(inherited) }
                var extras: NodeExtras = []
                if !inherited.isEmpty { extras.insert(.inherits) }
                if format2.childStarts[id] != nil { extras.insert(.choosesStart) }
                nodes.append(
                    Node(
                        label: NodeLabel(flow: flow.name, name: node.name, id: id),
                        startLabel: node.childFlow.map { CoordinatorLabel(flow: $0.name, startedBy: node.name) },
                        kind: kind, flow: flowID, handlers: resolved.handlers(of: id),
                        systemHandlers: handled, extras: extras))
            }
        }
        // The flows' own handlers follow every node's, as in the index.
        for flow in project.flows where !flow.flowHandlers.isEmpty {
            for handler in flow.flowHandlers {
                let h = HandlerID(handlers.count)
                handlers.append(Handler(outcome: handler.outcome, alternatives: resolved.alternatives(of: h)))
                for alternative in handler.alternatives {
                    alternatives.append(Self.record(alternative, AlternativeID(alternatives.count), resolved))
                }
            }
        }
        self.resolved = resolved
        self.flowNames = IDArray(flowNames)
        self.nodes = IDArray(nodes)
        self.handlers = IDArray(handlers)
        self.alternatives = IDArray(alternatives)
        self.starts = IDArray(resolved.flows.ids.map { Self.start(of: $0, in: resolved) })
        self.inheritedHandlers = inheritedHandlers
        self.inheritedRuns = inheritedRuns
        self.tabBars = tabBars
        hasData = resolved.hasData
    }

    /// The record of one alternative: its resolution, and what the model adds.
    private static func record(
        _ alternative: FlowModel.Alternative, _ id: AlternativeID, _ project: ResolvedProject
    ) -> Alternative {
        let resolved = project.alternatives[id]
        var options: TransitionOptions = []
        if resolved.hasNavigation { options.insert(.hasNavigation) }
        if alternative.transition.dismissing { options.insert(.dismissing) }
        if alternative.transition.hasFrom { options.insert(.hasFrom) }
        return Alternative(
            target: resolved.target, kind: resolved.kind, style: resolved.style, options: options,
            conditions: resolved.alwaysMatches ? nil : alternative.when,
            targetName: alternative.transition.target ?? "")
    }

    private static func start(of flow: FlowID, in resolved: ResolvedProject) -> Start {
        let model = resolved.model(flow)
        guard let targets = resolved.format2.startAlternatives[flow] else {
            return resolved.flows[flow].start.map(Start.node) ?? .unknown
        }
        return .alternatives(
            zip(targets, model.startAlternatives).map { target, written in
                let conditions = written.when.flatMap { $0.isEmpty ? nil : $0 }
                return StartAlternative(target: target, conditions: conditions, name: written.node.name)
            })
    }

    /// The handler of `node` for `outcome`, if it has one: its own, or
    /// (a screen) one of its flow's own `on` that it inherits.
    @inlinable @inline(__always) public func handler(of node: NodeID, for outcome: String) -> HandlerID? {
        for handler in nodes[node].handlers where handlers[handler].outcome == outcome { return handler }
        guard nodes[node].extras.contains(.inherits) else { return nil }
        return inheritedHandler(of: node, for: outcome)
    }

    /// The inherited handler of `node` for `outcome`; out of line, as most
    /// nodes inherit nothing.
    @usableFromInline func inheritedHandler(of node: NodeID, for outcome: String) -> HandlerID? {
        for handler in inheritedHandlers(of: node) where handlers[handler].outcome == outcome { return handler }
        return nil
    }

    /// The positions in `inheritedHandlers` of the flow handlers `node`
    /// inherits: empty for all but screens of a flow with its own `on`.
    @inlinable public func inherited(by node: NodeID) -> Range<Int32> {
        nodes[node].extras.contains(.inherits) ? inheritedRuns[node.index] : 0..<0
    }

    /// The flow handlers `node` inherits, in the flow's order.
    public func inheritedHandlers(of node: NodeID) -> ArraySlice<HandlerID> {
        let range = inherited(by: node)
        return inheritedHandlers[Int(range.lowerBound)..<Int(range.upperBound)]
    }

    /// For a flow node with `start:` (format 2): the node of the child flow
    /// it starts at (`.node`, or `.unknown`); nil for the child's own start.
    public func childStart(of node: NodeID) -> AlternativeTarget? {
        nodes[node].extras.contains(.choosesStart) ? resolved.format2.childStarts[node] : nil
    }

    /// The node `from:` pops back to (`.node`, or `.unknown`); nil without `from:`.
    public func from(_ alternative: AlternativeID) -> AlternativeTarget? {
        alternatives[alternative].hasFrom ? resolved.format2.fromTargets[alternative] ?? .unknown : nil
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
        var text = TransitionText.describe(
            record.kind, target: record.targetName, style: record.style,
            hasNavigation: record.hasNavigation, childFlow: childFlow)
        if case .node(let from) = from(alternative) { text = "pop \(nodes[from].label.name), then " + text }
        if record.dismissing { text = "dismiss, then " + text }
        return text
    }
}

/// What format 2 gives a node (see `RunningProject.Node.extras`).
public struct NodeExtras: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A screen that inherits handlers from its flow's own `on`.
    @inlinable public static var inherits: NodeExtras { NodeExtras(rawValue: 1) }
    /// A flow node with `start:`, the node its child starts at.
    @inlinable public static var choosesStart: NodeExtras { NodeExtras(rawValue: 2) }
}

/// An alternative's yes-or-no options, in one byte.
public struct TransitionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    @inlinable public static var hasNavigation: TransitionOptions { TransitionOptions(rawValue: 1) }
    @inlinable public static var dismissing: TransitionOptions { TransitionOptions(rawValue: 2) }
    @inlinable public static var hasFrom: TransitionOptions { TransitionOptions(rawValue: 4) }
    /// The options that move the stack before the transition runs.
    @inlinable public static var moves: TransitionOptions { TransitionOptions(rawValue: 6) }
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
