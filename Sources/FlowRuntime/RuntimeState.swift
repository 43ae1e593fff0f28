import FlowModel

/// Identifies one coordinator for the life of a session. Ids are handed out in
/// the order coordinators start, so they sort by age.
public struct CoordinatorID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: CoordinatorID, rhs: CoordinatorID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// The names of one node, made once per node by the interpreter and shared
/// by every `ScreenRef` of it: copying a screen retains one object instead
/// of two strings, and a state holds a word instead of two strings per screen.
final class NodeNames: Sendable {
    let flow: String
    let screen: String
    /// Index of the node among all nodes of the project (`Tables.nodes`);
    /// -1 when made by `ScreenRef`'s public init.
    let node: Int

    init(flow: String, screen: String, node: Int) {
        self.flow = flow
        self.screen = screen
        self.node = node
    }
}

/// One screen on a stack: which flow's node it is, and which running
/// coordinator of that flow shows it (a flow may run more than once).
public struct ScreenRef: Sendable, Hashable, CustomStringConvertible {
    /// The flow and screen names, and the node index that caches them.
    let names: NodeNames
    public let coordinator: CoordinatorID

    public var flow: String { names.flow }
    public var screen: String { names.screen }
    /// Index of the node among all nodes of the project, set by the
    /// interpreter so a step finds the node without hashing its name; -1 when
    /// made by the public init. Not part of equality: it is a cache of `flow` and `screen`.
    var node: Int { names.node }

    public init(flow: String, screen: String, coordinator: CoordinatorID) {
        self.init(names: NodeNames(flow: flow, screen: screen, node: -1), coordinator: coordinator)
    }

    init(names: NodeNames, coordinator: CoordinatorID) {
        self.names = names
        self.coordinator = coordinator
    }

    public static func == (lhs: ScreenRef, rhs: ScreenRef) -> Bool {
        lhs.coordinator == rhs.coordinator
            && (lhs.names === rhs.names || (lhs.screen == rhs.screen && lhs.flow == rhs.flow))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(flow)
        hasher.combine(screen)
        hasher.combine(coordinator)
    }

    /// `Flow.Screen`, the spelling `expect screen` accepts.
    public var qualifiedName: String { "\(flow).\(screen)" }
    public var description: String { qualifiedName }
}

/// One layer of the window: the root stack, or a modal layer above it.
public struct Layer: Sendable, Hashable {
    /// nil for the root layer.
    public let style: ModalStyle?
    /// Whether the layer has its own navigation stack (a bare layer holds one screen).
    public let hasNavigation: Bool
    /// The screens, shared with the states kept for `undo`.
    var stack: ScreenStack
    /// Bottom to top (made from the stack: O(depth)).
    public var screens: [ScreenRef] { stack.array }

    /// Stable identity while the layer lives; coordinators name their home stack by it.
    let id: Int
    /// The coordinator whose transition presented the layer; nil for the root layer.
    let presentedBy: CoordinatorID?

    init(id: Int, style: ModalStyle?, hasNavigation: Bool, presentedBy: CoordinatorID?, screens: [ScreenRef] = []) {
        self.id = id
        self.style = style
        self.hasNavigation = hasNavigation
        self.presentedBy = presentedBy
        stack = ScreenStack(screens)
    }

    public var isRoot: Bool { style == nil }
    public var top: ScreenRef? { stack.last }
}

/// The names a coordinator carries: the flow it runs and the flow node
/// that started it. Made once per flow node (and per start of a root
/// flow), shared by every coordinator it starts.
final class CoordinatorNames: Sendable {
    let flow: String
    let startedBy: String?

    init(flow: String, startedBy: String?) {
        self.flow = flow
        self.startedBy = startedBy
    }
}

/// A running coordinator: one instance of a flow.
public struct Coordinator: Sendable, Hashable {
    public let id: CoordinatorID
    public let parent: CoordinatorID?
    /// `flow` and `startedBy`, in one shared object.
    let names: CoordinatorNames

    public var flow: String { names.flow }
    /// The flow node in the parent that started it; nil for the root coordinator.
    public var startedBy: String? { names.startedBy }

    /// Index of `flow` in the project, resolved once at start.
    let flowIndex: Int
    /// Id of the layer holding the coordinator's home stack.
    let homeLayer: Int
    /// Index of `startedBy` among all nodes (`Tables.nodes`; -1 for the root), so the
    /// parent's handler is found without hashing the name when this one ends.
    var startedByNode = -1

    init(id: CoordinatorID, names: CoordinatorNames, parent: CoordinatorID?, flowIndex: Int, homeLayer: Int,
         startedByNode: Int = -1) {
        self.id = id
        self.names = names
        self.parent = parent
        self.flowIndex = flowIndex
        self.homeLayer = homeLayer
        self.startedByNode = startedByNode
    }

    public static func == (lhs: Coordinator, rhs: Coordinator) -> Bool {
        lhs.id == rhs.id && lhs.parent == rhs.parent && lhs.flowIndex == rhs.flowIndex
            && lhs.homeLayer == rhs.homeLayer && lhs.startedByNode == rhs.startedByNode
            && (lhs.names === rhs.names || (lhs.flow == rhs.flow && lhs.startedBy == rhs.startedBy))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(flow)
        hasher.combine(parent)
        hasher.combine(startedBy)
        hasher.combine(flowIndex)
        hasher.combine(homeLayer)
        hasher.combine(startedByNode)
    }
}

/// Everything live in a session: the coordinator tree and the layers. Its size
/// follows the depth of navigation, never the size of the project, so keeping
/// many states for `undo` is cheap.
public struct RuntimeState: Sendable, Hashable {
    /// Root first.
    public internal(set) var layers: [Layer]
    /// Live coordinators, depth-first, root first.
    public internal(set) var coordinators: [Coordinator]
    /// Set once the root flow finished; the session takes no more outcomes.
    public internal(set) var finishedOutcome: String?

    var nextCoordinator: Int
    var nextLayer: Int

    init(layers: [Layer], coordinators: [Coordinator], nextCoordinator: Int, nextLayer: Int) {
        self.layers = layers
        self.coordinators = coordinators
        self.finishedOutcome = nil
        self.nextCoordinator = nextCoordinator
        self.nextLayer = nextLayer
    }

    /// The top screen of the top layer: the one the user sees and acts on.
    public var current: ScreenRef? {
        layers.last(where: { !$0.stack.isEmpty })?.top
    }

    /// The screens of the top layer, bottom to top (what `expect stack` checks).
    public var stack: [ScreenRef] { layers.last?.screens ?? [] }

    public var isFinished: Bool { finishedOutcome != nil }

    /// The live coordinator with that id.
    public func coordinator(for id: CoordinatorID) -> Coordinator? {
        coordinators.first { $0.id == id }
    }

    /// The coordinator that shows the current screen.
    public var currentCoordinator: Coordinator? {
        current.flatMap { coordinator(for: $0.coordinator) }
    }

    /// How deep `id` sits in the coordinator tree (the root is 0); handy for
    /// printing the tree indented.
    public func depth(of id: CoordinatorID) -> Int {
        var depth = 0
        var next = coordinator(for: id)?.parent
        while let parent = next {
            depth += 1
            next = coordinator(for: parent)?.parent
        }
        return depth
    }
}
