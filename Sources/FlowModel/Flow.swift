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
    // Ordered so that the 12-byte location fills the padding after
    // `childFlow` (88 bytes, not 96): there is one per node.
    public var name: String
    public var description: String?
    /// The `on` entries in source order.
    public var handlers: HandlerList
    /// For a flow node: the child flow it starts, and where that is written.
    public var childFlow: Located?
    /// Where the node's key is written (`Payment:`).
    public var location: SourceLocation

    public init(_ name: String, at location: SourceLocation, childFlow: Located? = nil,
                description: String? = nil, handlers: [Handler] = []) {
        self.name = name
        self.location = location
        self.childFlow = childFlow
        self.description = description
        self.handlers = HandlerList(handlers)
    }

    /// For the decoder: the parts as decoded, handlers already in their
    /// flow's shared array (or about to be).
    init(_ name: String, at location: SourceLocation, childFlow: Located?, description: String?,
         handlerList: HandlerList) {
        self.name = name
        self.location = location
        self.childFlow = childFlow
        self.description = description
        self.handlers = handlerList
    }

    public var isFlowNode: Bool { childFlow != nil }

    /// The handler for `outcome`; nodes have few, so a scan is fastest.
    public func handler(for outcome: String) -> Handler? {
        handlers.first { $0.outcome == outcome }
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
    public var start: Located
    public var outcomes: [Located]
    public var nodes: [Node]
    /// Node name to index in `nodes` (the first definition of a name wins).
    public var nodeIndex: NodeIndex

    public init(_ name: String, at location: SourceLocation, entry: Bool? = nil, description: String? = nil,
                start: Located, outcomes: [Located] = [], nodes: [Node]) {
        var nodes = nodes
        let handlers = nodes.gatherHandlers()
        self.init(name, at: location, entry: entry, description: description,
                  start: start, outcomes: outcomes, nodes: nodes, sharing: handlers)
    }

    /// For the decoder: `nodes` whose handler windows are pending on
    /// `handlers`, which holds every handler of the flow in node order, so
    /// nothing is copied.
    init(_ name: String, at location: SourceLocation, entry: Bool?, description: String?,
         start: Located, outcomes: [Located], nodes: [Node], sharing handlers: [Handler]) {
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
