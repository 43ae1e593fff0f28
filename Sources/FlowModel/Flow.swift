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

/// One entry of a flow's `screens`: a screen, or a flow node that starts a
/// child flow.
public struct Node: Sendable, Hashable {
    // 56 bytes, not 88: a child flow and a description are rare, so both
    // sit in an array of at most one element, which a plain screen leaves
    // empty (the empty array is shared and allocates nothing), rather than
    // 44 empty bytes in every node, of which there is one per screen. An
    // array rather than an optional box: with an optional among its fields,
    // a node being built is copied and the original destroyed where a move
    // would do.
    public var name: String
    /// The `on` entries in source order.
    public var handlers: HandlerList
    @usableFromInline var details: [Details]
    /// Where the node's key is written (`Payment:`).
    public var location: SourceLocation
    /// Part of the node did not decode (a `schema` error): its body or its
    /// `on` was not a mapping, an outcome's name or the child flow's name
    /// was not a name, or a key was unknown (perhaps a misspelt `on`). The
    /// outcomes the rules see may then be fewer than the author wrote, so
    /// the graph warnings leave the node and its flow alone.
    public var isPartial = false

    /// For a flow node: the child flow it starts, and where that is written.
    public var childFlow: Located? {
        @inlinable get { details.first?.childFlow }
        set { details = Details.make(childFlow: newValue, description: description) }
    }

    /// The node's `description`, shown in drawings.
    public var description: String? {
        get { details.first?.description }
        set { details = Details.make(childFlow: childFlow, description: newValue) }
    }

    public init(
        _ name: String, at location: SourceLocation, childFlow: Located? = nil,
        description: String? = nil, handlers: [Handler] = []
    ) {
        self.init(
            name, at: location, childFlow: childFlow, description: description, handlerList: HandlerList(handlers),
            isPartial: false)
    }

    /// For the decoder: the parts as decoded, handlers already in their
    /// flow's shared array (or about to be).
    @inlinable package init(
        _ name: String, at location: SourceLocation, childFlow: Located?, description: String?,
        handlerList: HandlerList, isPartial: Bool
    ) {
        self.name = name
        self.location = location
        self.details = Details.make(childFlow: childFlow, description: description)
        self.handlers = handlerList
        self.isPartial = isPartial
    }

    public var isFlowNode: Bool { childFlow != nil }

    /// The handler for `outcome`; nodes have few, so a scan is fastest.
    public func handler(for outcome: String) -> Handler? {
        handlers.first { $0.outcome == outcome }
    }
}

/// A node's rare parts.
@usableFromInline struct Details: Sendable, Hashable {
    @usableFromInline var childFlow: Located?
    @usableFromInline var description: String?

    @usableFromInline init(childFlow: Located?, description: String?) {
        self.childFlow = childFlow
        self.description = description
    }

    /// No element when there is nothing to hold, so a plain screen
    /// allocates nothing.
    @inlinable static func make(childFlow: Located?, description: String?) -> [Details] {
        childFlow == nil && description == nil ? [] : [Details(childFlow: childFlow, description: description)]
    }
}

/// What of a flow did not decode, beyond its nodes' own `isPartial`.
public struct DecodingGaps: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A node of `screens` whose name was not a name was left out: the
    /// graph warnings leave the flow alone.
    public static let screens = DecodingGaps(rawValue: 1)
    /// An entry of `outcomes` (or the whole list) did not decode:
    /// `undeclared-outcome` leaves the flow alone.
    public static let outcomes = DecodingGaps(rawValue: 2)
}

/// One coordinator: its nodes, where it starts, and how it can finish.
public struct Flow: Sendable, Hashable {
    public var name: String
    /// Where the `flow:` value is written.
    public var location: SourceLocation
    /// The explicit `entry:` value, if written.
    public var entry: Bool?
    public var description: String?
    public var start: Located
    public var outcomes: [Located]
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
            start: start, outcomes: outcomes, nodes: nodes, sharing: handlers)
    }

    /// For the decoder: `nodes` whose handler windows are pending on
    /// `handlers`, which holds every handler of the flow in node order, so
    /// nothing is copied.
    package init(
        _ name: String, at location: SourceLocation, entry: Bool?, description: String?,
        start: Located, outcomes: [Located], nodes: [Node], sharing handlers: [Handler]
    ) {
        self.name = name
        self.location = location
        self.entry = entry
        self.description = description
        self.start = start
        self.outcomes = outcomes
        var nodes = nodes
        for index in nodes.indices { nodes[index].handlers.attach(handlers) }
        self.nodes = nodes
        self.nodeIndex = NodeIndex(nodes)
    }

    public var file: String { location.file }

    public func node(named name: String) -> Node? {
        nodeIndex[name].map { nodes[$0] }
    }

    public func declares(_ outcome: String) -> Bool {
        outcomes.contains { $0.name == outcome }
    }
}
