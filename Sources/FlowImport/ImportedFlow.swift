/// A flow read from another tool's navigation file, ready to be written as
/// YAML: plain values in the order they will be written.
public struct ImportedFlow: Sendable, Hashable {
    public var name: String
    /// Where it came from, written as the flow's `x-source`.
    public var source: ImportSource
    public var description: String?
    public var entry: Bool
    /// The start node; `nil` writes no `start` (an error the team must fix,
    /// with a comment saying why).
    public var start: String?
    public var inputs: [ImportedValue]
    public var outcomes: [String]
    /// The values outcomes carry, for those that carry any: written in the
    /// mapping form of `outcomes`.
    public var payloads: [ImportedPayload] = []
    public var links: [ImportedLink]
    /// The flow-wide `on`, for actions any screen of the flow may take.
    public var handlers: [ImportedHandler]
    public var nodes: [ImportedNode]
    /// Comments written above the `flow:` line.
    public var comments: [String]

    public init(
        name: String, source: ImportSource, description: String? = nil, entry: Bool = false, start: String? = nil,
        inputs: [ImportedValue] = [], outcomes: [String] = [], links: [ImportedLink] = [],
        handlers: [ImportedHandler] = [], nodes: [ImportedNode] = [], comments: [String] = []
    ) {
        self.name = name
        self.source = source
        self.description = description
        self.entry = entry
        self.start = start
        self.inputs = inputs
        self.outcomes = outcomes
        self.links = links
        self.handlers = handlers
        self.nodes = nodes
        self.comments = comments
    }
}

/// One entry of `screens`.
public struct ImportedNode: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case screen
        /// A flow node: `flow:` and, when it is entered elsewhere than at
        /// the child's start, `start:`.
        case flow(String, start: String?)
        case tabs([String])
    }

    public var name: String
    public var kind: Kind
    public var source: ImportSource
    public var description: String?
    public var inputs: [ImportedValue]
    /// What the screen's outcomes carry, for those that carry any.
    public var outputs: [ImportedPayload] = []
    public var handlers: [ImportedHandler]
    /// Comments written above the node's name.
    public var comments: [String]

    public init(
        name: String, kind: Kind = .screen, source: ImportSource, description: String? = nil,
        inputs: [ImportedValue] = [], handlers: [ImportedHandler] = [], comments: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.source = source
        self.description = description
        self.inputs = inputs
        self.handlers = handlers
        self.comments = comments
    }
}

/// One entry of an `on`: an outcome and what it does.
public struct ImportedHandler: Sendable, Hashable {
    public var outcome: String
    public var transition: ImportedTransition
    /// Comments written above the entry.
    public var comments: [String]

    public init(outcome: String, transition: ImportedTransition, comments: [String] = []) {
        self.outcome = outcome
        self.transition = transition
        self.comments = comments
    }
}

/// A declared value: `name: Type`.
public struct ImportedValue: Sendable, Hashable {
    public var name: String
    public var type: String
    public init(name: String, type: String) {
        self.name = name
        self.type = type
    }
}

/// The values one outcome carries: an entry of `outputs`, or of the
/// mapping form of a flow's `outcomes`.
public struct ImportedPayload: Sendable, Hashable {
    public var outcome: String
    public var values: [ImportedValue]
    public init(outcome: String, values: [ImportedValue]) {
        self.outcome = outcome
        self.values = values
    }
}

/// A deep link: a path pattern (`/items/{id}`) and its target node.
public struct ImportedLink: Sendable, Hashable {
    public var pattern: String
    public var node: String
    public init(pattern: String, node: String) {
        self.pattern = pattern
        self.node = node
    }
}

/// Where an imported flow or node came from: its file and its id there.
public struct ImportSource: Sendable, Hashable {
    public var file: String
    public var id: String?
    public var line: Int?
    public init(file: String, id: String? = nil, line: Int? = nil) {
        self.file = file
        self.id = id
        self.line = line
    }
}
