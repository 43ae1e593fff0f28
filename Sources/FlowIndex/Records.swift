import FlowModel

/// What a node is, its child flow resolved.
public enum NodeKind: Hashable, Sendable {
    case screen
    /// A flow node whose child flow the project defines.
    case flowNode(starting: FlowID)
    /// A flow node naming a flow the project does not define (`unknown-flow`).
    case unknownFlow
    /// A tabs node (format 2): its tab flows are `ResolvedProject.tabBars`.
    case tabs

    /// Whether it starts child flows: a flow node or a tabs node.
    @inlinable public var isFlowNode: Bool {
        if case .screen = self { return false }
        return true
    }

    /// The flow a flow node starts, when it is known.
    @inlinable public var child: FlowID? {
        if case .flowNode(let child) = self { return child }
        return nil
    }
}

/// What an alternative's transition names, resolved in its own flow.
public enum AlternativeTarget: Hashable, Sendable {
    /// No target: `back`, `dismiss` and `stay` take none, and a target that
    /// did not decode is left out (its `schema` error says why).
    case nothing
    /// `push`, `modal`, `replace` or `pop` to a node of the flow.
    case node(NodeID)
    /// `finish` with an outcome the flow declares: its first declaration.
    case outcome(OutcomeID)
    /// A name the flow does not have: a node for `push`, `modal`, `replace`
    /// and `pop` (`unknown-target`), an outcome for `finish`
    /// (`undeclared-outcome`).
    case unknown

    /// The node a `push`, `modal`, `replace` or `pop` names, when it is known.
    @inlinable public var node: NodeID? {
        if case .node(let node) = self { return node }
        return nil
    }
}

/// What a flow node's handler answers: one of its child flow's endings.
public enum ChildOutcome: Hashable, Sendable {
    /// A screen's handler, or one of a flow node whose child flow is unknown.
    case nothing
    /// An outcome the child flow declares: its first declaration.
    case declared(OutcomeID)
    /// `back`, which the child does not declare: every child ends with it
    /// when system navigation removes it.
    case systemBack
    /// A name the child flow never declares (`unknown-outcome`).
    case unknown
}

/// One flow: runs of the project-wide arrays, and its start resolved.
public struct ResolvedFlow: Sendable {
    public let nodes: IDRange<NodeID>
    /// Its declared outcomes, in declaration order.
    public let outcomes: IDRange<OutcomeID>
    /// Every alternative of every node of the flow.
    public let alternatives: IDRange<AlternativeID>
    /// The node `start` names (the first alternative's, for a list); nil
    /// when it names none (`unknown-target`), in which case the flow's
    /// reachability says nothing.
    public let start: NodeID?
    /// The flow's own `on` (format 2): handlers every screen inherits
    /// unless it maps the outcome itself. Numbered after every node's.
    public let sharedHandlers: IDRange<HandlerID>
    /// Which of its nodes and `finish`es can be reached is not known: a
    /// node was left out by the decoder, or its own `on` did not decode
    /// whole (`Flow.gaps`), or a reachable node has transitions that did
    /// not decode (`NodeGaps.transitions`). `unreachable-screen`,
    /// `never-finishes` and `unused-outcome` leave the flow alone; a
    /// missing transition can only add cycles, so `push-cycle` does not.
    public let isIncomplete: Bool
}

/// One node. Its handlers and alternatives run up to the next node's first
/// (see `ResolvedProject.handlers(of:)`), and its flow is the one whose
/// nodes hold it (`ResolvedProject.flow(of:)`): not storing them keeps the
/// record at 16 bytes, one per node of the project.
public struct ResolvedNode: Sendable {
    public let firstHandler: HandlerID
    /// Every alternative of every handler of the node, in order: what a
    /// walk along the edges reads, without going through handlers.
    public let firstAlternative: AlternativeID
    public let kind: NodeKind
    /// What of the node did not decode (`Node.gaps`), with `.transitions`
    /// also for a handler none of whose alternatives decoded.
    public let gaps: NodeGaps
    /// Some transition is not `stay`.
    public let leaves: Bool

    /// Something of the node that its own checks read did not decode:
    /// they leave it alone. Only `missing-input` reads its data.
    @inlinable public var isIncomplete: Bool { !gaps.subtracting(.data).isEmpty }
}

/// One handler (an outcome of a node's `on`). Its alternatives run up to
/// the next handler's first: 12 bytes a handler.
public struct ResolvedHandler: Sendable {
    public let firstAlternative: AlternativeID
    /// For a flow node's handler, what it answers in the child flow.
    public let childOutcome: ChildOutcome
}

/// One alternative: its transition with the target resolved, in 8 bytes.
public struct ResolvedAlternative: Sendable {
    public let target: AlternativeTarget
    public let kind: TransitionKind
    /// For `modal`: how the layer is presented.
    public let style: ModalStyle
    @usableFromInline let flags: Flags

    @usableFromInline struct Flags: OptionSet, Sendable {
        @usableFromInline let rawValue: UInt8
        @usableFromInline init(rawValue: UInt8) { self.rawValue = rawValue }
        // Computed, not stored: a stored static is reached through an
        // accessor that checks it is initialised, at every read.
        @inlinable static var hasNavigation: Flags { Flags(rawValue: 1) }
        @inlinable static var hasConditions: Flags { Flags(rawValue: 2) }
        @inlinable static var dismissing: Flags { Flags(rawValue: 4) }
        @inlinable static var hasFrom: Flags { Flags(rawValue: 8) }
    }

    init(
        target: AlternativeTarget, kind: TransitionKind, style: ModalStyle, hasNavigation: Bool, hasConditions: Bool,
        dismissing: Bool = false, hasFrom: Bool = false
    ) {
        self.target = target
        self.kind = kind
        self.style = style
        var flags: Flags = []
        if hasNavigation { flags.insert(.hasNavigation) }
        if hasConditions { flags.insert(.hasConditions) }
        if dismissing { flags.insert(.dismissing) }
        if hasFrom { flags.insert(.hasFrom) }
        self.flags = flags
    }

    /// `dismissing: true`: the layer holding the screen is dismissed first.
    @inlinable public var dismissing: Bool { flags.contains(.dismissing) }
    /// `from:` is written: `Format2Facts.fromTargets` holds its node. A
    /// flag, so that the rules hash nothing for the alternatives without.
    @inlinable public var hasFrom: Bool { flags.contains(.hasFrom) }

    /// For `modal`: whether the new layer has its own navigation stack.
    @inlinable public var hasNavigation: Bool { flags.contains(.hasNavigation) }
    /// Whether it is always taken when reached: no `when`, or an empty one.
    @inlinable public var alwaysMatches: Bool { !flags.contains(.hasConditions) }
}

/// A `push`, `modal`, `replace` or `pop` (or a `from:`) naming a node its
/// flow does not have.
public struct UnknownTarget: Hashable, Sendable {
    public let alternative: AlternativeID
    public let flow: FlowID
    /// The node whose handler holds it; nil for the flow's own `on`.
    public let node: NodeID?
    /// Whether the unknown name is the `from:` option rather than the target.
    public let isFrom: Bool

    public init(alternative: AlternativeID, flow: FlowID, node: NodeID?, isFrom: Bool = false) {
        self.alternative = alternative
        self.flow = flow
        self.node = node
        self.isFrom = isFrom
    }
}

/// A tabs node's tabs (format 2), resolved.
public struct TabBar: Hashable, Sendable {
    /// Each tab's flow in tab-bar order; nil for a flow the project does
    /// not define (`unknown-flow`).
    public let flows: [FlowID?]
    /// The position of the tab selected first.
    public let selected: Int
}

/// The app's root flow: the one marked `entry: true`, or, when none is
/// marked, the only flow that no other flow starts.
public enum EntryFlow: Hashable, Sendable {
    case found(FlowID)
    /// No flows, or every flow is started by another (or marked `entry: false`).
    case missing
    /// Several marked `entry: true`, or (none marked) several started by no other flow.
    case several([FlowID])
}
