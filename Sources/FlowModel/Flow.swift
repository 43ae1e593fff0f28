import FlowDiagnostics

/// A name together with where it is written.
public struct Located: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation

    public init(_ name: String, at location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// One entry of a flow's `screens`: a screen, a flow node that starts a
/// child flow, or a tabs node that starts one child flow per tab.
public struct Node: Sendable, Hashable {
    // 56 bytes, not 88: a child flow, tabs, a description and `ignore` are
    // rare, so they sit in an array of at most one element, which a plain
    // screen leaves empty (the empty array is shared and allocates
    // nothing), rather than empty fields in every node, of which there is
    // one per screen. An array rather than an optional box: with an
    // optional among its fields, a node being built is copied and the
    // original destroyed where a move would do.
    public var name: String
    /// The `on` entries in source order.
    public var handlers: HandlerList
    @usableFromInline var details: [NodeDetails]
    /// Where the node's key is written (`Payment:`).
    public var location: SourceLocation
    /// What of the node did not decode (after a `schema` error), which the
    /// rules that depend on it leave alone (see `NodeGaps`).
    public var gaps: NodeGaps = []

    /// Part of the node did not decode: some of its gaps are set.
    public var isPartial: Bool { !gaps.isEmpty }

    /// The node's rare parts, as one value.
    public var rareParts: NodeDetails {
        @inlinable get { details.first ?? NodeDetails() }
        set { details = newValue.isEmpty ? [] : [newValue] }
    }

    /// For a flow node: the child flow it starts, and where that is written.
    public var childFlow: Located? {
        @inlinable get { details.first?.childFlow }
        set { rareParts.childFlow = newValue }
    }

    /// The node's `description`, shown in drawings.
    public var description: String? {
        @inlinable get { details.first?.description }
        set { rareParts.description = newValue }
    }

    /// For a tabs node: its tab flows in tab-bar order (format 2).
    public var tabs: [Located]? {
        @inlinable get { details.first?.tabs }
        set { rareParts.tabs = newValue }
    }

    /// For a tabs node: the tab selected first, when not the first.
    public var selectedTab: Located? {
        @inlinable get { details.first?.selectedTab }
        set { rareParts.selectedTab = newValue }
    }

    /// For a flow node: the node of the child flow it starts at, instead of
    /// the child's own `start` (format 2).
    public var childStart: Located? {
        @inlinable get { details.first?.childStart }
        set { rareParts.childStart = newValue }
    }

    /// The warnings silenced inside this node (format 2).
    public var ignore: [Located] {
        @inlinable get { details.first?.ignore ?? [] }
        set { rareParts.ignore = newValue }
    }

    /// What a screen needs to be shown (format 2); a flow node's inputs
    /// are its child flow's, found in the resolved project.
    public var inputs: [ValueDeclaration] {
        @inlinable get { details.first?.inputs ?? [] }
        set { rareParts.inputs = newValue }
    }

    /// The values some of a screen's outcomes carry (format 2).
    public var outputs: [Output] {
        @inlinable get { details.first?.outputs ?? [] }
        set { rareParts.outputs = newValue }
    }

    /// The payload a screen's `outcome` carries: empty when `outputs` does
    /// not list it.
    public func payload(of outcome: String) -> [ValueDeclaration] {
        outputs.first { $0.outcome.name == outcome }?.payload ?? []
    }

    public init(
        _ name: String, at location: SourceLocation, childFlow: Located? = nil,
        description: String? = nil, handlers: [Handler] = []
    ) {
        self.init(
            name, at: location, childFlow: childFlow, description: description, handlerList: HandlerList(handlers),
            gaps: [])
    }

    /// For the decoder: the parts as decoded, handlers already in their
    /// flow's shared array (or about to be).
    @inlinable package init(
        _ name: String, at location: SourceLocation, childFlow: Located?, description: String?,
        handlerList: HandlerList, gaps: NodeGaps
    ) {
        self.name = name
        self.location = location
        self.details =
            childFlow == nil && description == nil
            ? [] : [NodeDetails(childFlow: childFlow, description: description)]
        self.handlers = handlerList
        self.gaps = gaps
    }

    /// For the decoder: the rare parts decoded together.
    @inlinable package init(
        _ name: String, at location: SourceLocation, details: consuming NodeDetails, handlerList: HandlerList,
        gaps: NodeGaps
    ) {
        self.name = name
        self.location = location
        // Consumed, so that the array takes the details without a copy.
        self.details = details.isEmpty ? [] : [consume details]
        self.handlers = handlerList
        self.gaps = gaps
    }

    @inlinable public var isFlowNode: Bool { childFlow != nil }
    /// Whether it is a tabs node (format 2).
    @inlinable public var isTabsNode: Bool { tabs != nil }

    /// The handler for `outcome`; nodes have few, so a scan is fastest.
    public func handler(for outcome: String) -> Handler? {
        handlers.first { $0.outcome == outcome }
    }
}

/// A node's rare parts: what a plain screen does not have.
public struct NodeDetails: Sendable, Hashable {
    public var childFlow: Located?
    public var description: String?
    public var tabs: [Located]?
    public var selectedTab: Located?
    public var childStart: Located?
    public var ignore: [Located] = []
    public var inputs: [ValueDeclaration] = []
    public var outputs: [Output] = []

    /// None: a plain screen's. Its own initializer, as the one with
    /// defaults builds the value aside and copies it out.
    @inlinable public init() {}

    @inlinable public init(childFlow: Located?, description: String? = nil) {
        self.childFlow = childFlow
        self.description = description
    }

    /// Nothing to hold: a plain screen.
    @inlinable public var isEmpty: Bool {
        childFlow == nil && description == nil && tabs == nil && selectedTab == nil && childStart == nil
            && ignore.isEmpty && inputs.isEmpty && outputs.isEmpty
    }
}

/// What of a node did not decode. Each gap hides only the checks that what
/// is missing could decide; a key close to no key with meaning (or to
/// `description`) leaves no gap.
public struct NodeGaps: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Where some of its transitions lead is unknown (its body or its `on`
    /// is not a mapping, or a key close to `on`): were the node reachable,
    /// they could reach any node or `finish` of its flow, so its flow's
    /// `unreachable-screen`, `never-finishes` and `unused-outcome` wait.
    public static let transitions = NodeGaps(rawValue: 1)
    /// Some outcome it handles is unknown (an `on` key that is not a name,
    /// an outcome written outside `on`, or `on` lost whole): its own
    /// `dead-end` and `unhandled-outcome` wait.
    public static let outcomes = NodeGaps(rawValue: 2)
    /// Whether it starts a child flow, and which, is unknown (`flow` not a
    /// name, a key close to `flow` or `tabs`, a body that is not a
    /// mapping): a flow it may start is not reported as never started.
    public static let childFlow = NodeGaps(rawValue: 4)

    /// Some of its `inputs` or `outputs` did not decode (format 2): what
    /// its transitions have is unknown, so `missing-input` leaves them
    /// alone.
    public static let data = NodeGaps(rawValue: 8)

    /// Nothing of the node is known but its name.
    public static let all: NodeGaps = [.transitions, .outcomes, .childFlow, .data]
}

/// What of a flow did not decode, beyond its nodes' own `gaps`.
public struct DecodingGaps: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A node of `screens` whose name was not a name was left out, or
    /// `screens` itself (missing, misspelt, not a mapping): the graph
    /// warnings leave the flow alone, and a flow it may start is not
    /// reported as never started.
    public static let screens = DecodingGaps(rawValue: 1)
    /// An entry of `outcomes` (or the whole list, or a key close to
    /// `outcomes`) did not decode: `undeclared-outcome` leaves the flow
    /// alone, and `unknown-outcome` the flow nodes that start it.
    public static let outcomes = DecodingGaps(rawValue: 2)
    /// The flow's own `on` (format 2) did not decode whole: the graph
    /// warnings leave the flow alone.
    public static let flowHandlers = DecodingGaps(rawValue: 4)
    /// Some of the flow's `inputs` or its outcomes' payloads did not decode
    /// (format 2): what its transitions have, and what its finishes must
    /// give, are unknown, so `missing-input` leaves the flow alone.
    public static let data = DecodingGaps(rawValue: 8)
}

/// One alternative of a `start` written as a list (format 2): the node,
/// taken when `when` holds (always, without one).
public struct StartAlternative: Sendable, Hashable {
    public var node: Located
    /// nil when the item has no `when`; an empty list also always matches.
    public var when: [Condition]?
    /// Where the item starts.
    public var location: SourceLocation

    public init(_ node: Located, when: [Condition]? = nil, at location: SourceLocation? = nil) {
        self.node = node
        self.when = when
        self.location = location ?? node.location
    }
}

/// One coordinator: its nodes, where it starts, and how it can finish.
public struct Flow: Sendable, Hashable {
    public var name: String
    /// Where the `flow:` value is written.
    public var location: SourceLocation
    /// The explicit `entry:` value, if written.
    public var entry: Bool?
    public var description: String?
    /// The node the flow starts at; for a list of alternatives, the first
    /// one's (see `startAlternatives`).
    public var start: Located
    /// `start` written as a list (format 2), in order; empty when `start`
    /// is one name.
    public var startAlternatives: [StartAlternative] = []
    /// The flow's own `on` (format 2): transitions for every screen of the
    /// flow that does not map the same outcome itself.
    public var flowHandlers: [Handler] = []
    /// The warnings silenced in the flow's document (format 2).
    public var ignore: [Located] = []
    /// The `from:` option of each transition that has one (format 2), by
    /// where the transition is written: see `from(_:)`.
    public var fromOptions: [SourceLocation: Located] = [:]
    /// Keys that read like nodes written one level too deep (inside a
    /// node) or too little (beside `screens`): each already has a `schema`
    /// error saying so, so a transition naming one is not reported again.
    public var misplacedNodes: [Located] = []
    public var outcomes: [Located]
    /// What starting the flow must supply (format 2).
    public var inputs: [ValueDeclaration] = []
    /// The values each outcome carries, for those written with a payload
    /// in the mapping form of `outcomes` (format 2).
    public var payloads: [String: [ValueDeclaration]] = [:]
    /// URL paths that open its nodes (format 2), in source order.
    public var links: [Link] = []
    public var nodes: [Node]
    /// Node name to index in `nodes` (the first definition of a name wins).
    public var nodeIndex: NodeIndex
    /// Parts of the flow the decoder could not read (after a `schema`
    /// error), which the rules that depend on them leave alone.
    public var gaps: DecodingGaps = []

    public init(
        _ name: String, at location: SourceLocation, entry: Bool? = nil, description: String? = nil,
        start: Located, outcomes: [Located] = [], nodes: [Node]
    ) {
        var nodes = nodes
        let handlers = nodes.gatherHandlers()
        self.init(
            name, at: location, entry: entry, description: description,
            start: start, outcomes: outcomes, nodes: consume nodes, sharing: handlers)
    }

    /// For the decoder: `nodes` whose handler windows are pending on
    /// `handlers`, which holds every handler of the flow in node order, so
    /// nothing is copied. `nodes` is taken over: borrowed, the array would
    /// be copied whole to attach the handlers.
    package init(
        _ name: String, at location: SourceLocation, entry: Bool?, description: String?,
        start: Located, outcomes: [Located], nodes: consuming [Node], sharing handlers: [Handler]
    ) {
        self.name = name
        self.location = location
        self.entry = entry
        self.description = description
        self.start = start
        self.outcomes = outcomes
        for index in nodes.indices { nodes[index].handlers.attach(handlers) }
        self.nodes = nodes
        self.nodeIndex = NodeIndex(self.nodes)
    }

    public var file: String { location.file }

    public func node(named name: String) -> Node? {
        nodeIndex[name].map { nodes[$0] }
    }

    public func declares(_ outcome: String) -> Bool {
        outcomes.contains { $0.name == outcome }
    }

    /// Every node the flow may start at: its one `start`, or each
    /// alternative's.
    public var starts: [Located] {
        startAlternatives.isEmpty ? [start] : startAlternatives.map(\.node)
    }

    /// The first place written in the flow's document that the model
    /// keeps: where the document begins, as near as the model can tell.
    public var firstWrittenPlace: SourceLocation {
        var first = location
        func see(_ location: SourceLocation?) {
            if let location, location < first { first = location }
        }
        if !start.name.isEmpty { see(start.location) }
        see(startAlternatives.first?.location)
        see(outcomes.first?.location)
        see(nodes.first?.location)
        see(flowHandlers.first?.location)
        see(ignore.first?.location)
        see(inputs.first?.location)
        see(links.first?.location)
        return first
    }

    /// The node a transition of this flow pops back to first (`from:`).
    public func from(_ transition: Transition) -> Located? {
        transition.hasFrom ? fromOptions[transition.location] : nil
    }

    /// The values `outcome` carries when the flow finishes with it.
    public func payload(of outcome: String) -> [ValueDeclaration] {
        payloads[outcome] ?? []
    }

    /// The flow's own handler for `outcome`, which screens inherit.
    public func flowHandler(for outcome: String) -> Handler? {
        flowHandlers.first { $0.outcome == outcome }
    }
}
