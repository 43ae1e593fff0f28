import FlowIndex
import FlowModel

/// Identifies one coordinator for the life of a session. Ids are handed out in
/// the order coordinators start, so they sort by age.
public struct CoordinatorID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: CoordinatorID, rhs: CoordinatorID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// One screen on a stack: which flow's node it is, and which running
/// coordinator of that flow shows it (a flow may run more than once).
public struct ScreenRef: Sendable, Hashable, CustomStringConvertible {
    /// The flow and screen names, shared by every screen of the node, and
    /// the node's id, which the interpreter sets so that a step finds the
    /// node without hashing its name (nil when made by the public init).
    /// The id is not part of equality: it is a cache of `flow` and `screen`.
    let label: NodeLabel
    public let coordinator: CoordinatorID
    /// The values of the screen's inputs it was shown with (format 2),
    /// by name; empty in a project without data.
    public let values: [String: String]

    public var flow: String { label.flow }
    public var screen: String { label.name }

    public init(flow: String, screen: String, coordinator: CoordinatorID, values: [String: String] = [:]) {
        self.init(label: NodeLabel(flow: flow, name: screen), coordinator: coordinator, values: values)
    }

    init(label: NodeLabel, coordinator: CoordinatorID, values: [String: String] = [:]) {
        self.label = label
        self.coordinator = coordinator
        self.values = values
    }

    public static func == (lhs: ScreenRef, rhs: ScreenRef) -> Bool {
        lhs.coordinator == rhs.coordinator
            && (lhs.label === rhs.label || (lhs.screen == rhs.screen && lhs.flow == rhs.flow))
            && lhs.values == rhs.values
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
    // The one-byte fields come last, after the optional id's tag byte, so
    // that the tab bar reference took no room: a layer stays 40 bytes, and
    // every state kept for `undo` holds a copy of each of its layers.
    /// The screens, shared with the states kept for `undo`.
    var stack: ScreenStack
    /// Stable identity while the layer lives; coordinators name their home stack by it.
    let id: Int
    /// The tab bar the layer shows in place of a plain stack (format 2);
    /// `stack` is then the selected tab's. nil in most layers.
    public internal(set) var tabBar: TabBar?
    /// The coordinator whose transition presented the layer; nil for the root layer.
    let presentedBy: CoordinatorID?
    /// nil for the root layer.
    public let style: ModalStyle?
    /// Whether the layer has its own navigation stack (a bare layer holds one screen).
    public let hasNavigation: Bool

    /// Bottom to top (made from the stack: O(depth)).
    public var screens: [ScreenRef] { stack.array }

    init(id: Int, style: ModalStyle?, hasNavigation: Bool, presentedBy: CoordinatorID?, screens: [ScreenRef] = []) {
        self.id = id
        self.style = style
        self.hasNavigation = hasNavigation
        self.presentedBy = presentedBy
        stack = ScreenStack(screens)
    }

    public var isRoot: Bool { style == nil }
    public var top: ScreenRef? { stack.last }

    /// Whether the layer shows nothing: no screen and no tab bar.
    var isEmpty: Bool { stack.isEmpty && tabBar == nil }
}

/// A running coordinator: one instance of a flow.
public struct Coordinator: Sendable, Hashable {
    public let id: CoordinatorID
    public let parent: CoordinatorID?
    /// `flow` and `startedBy`, in one object shared by every coordinator
    /// the same flow node starts.
    let label: CoordinatorLabel

    public var flow: String { label.flow }
    /// The flow node in the parent that started it; nil for the root coordinator.
    public var startedBy: String? { label.startedBy }

    /// The flow it runs, resolved once at start.
    let flowID: FlowID
    /// Id of the layer holding the coordinator's home stack.
    let homeLayer: Int
    /// The flow node `startedBy` (nil for the root), so that the parent's
    /// handler is found without hashing the name when this one ends.
    var startedByNode: NodeID?
    /// The values of the flow's inputs it was started with (format 2).
    public internal(set) var values: [String: String]

    init(
        id: CoordinatorID, label: CoordinatorLabel, parent: CoordinatorID?, flowID: FlowID, homeLayer: Int,
        startedByNode: NodeID? = nil, values: [String: String] = [:]
    ) {
        self.id = id
        self.label = label
        self.parent = parent
        self.flowID = flowID
        self.homeLayer = homeLayer
        self.startedByNode = startedByNode
        self.values = values
    }

    public static func == (lhs: Coordinator, rhs: Coordinator) -> Bool {
        lhs.id == rhs.id && lhs.parent == rhs.parent && lhs.flowID == rhs.flowID
            && lhs.homeLayer == rhs.homeLayer && lhs.startedByNode == rhs.startedByNode
            && lhs.values == rhs.values
            && (lhs.label === rhs.label || (lhs.flow == rhs.flow && lhs.startedBy == rhs.startedBy))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(flow)
        hasher.combine(parent)
        hasher.combine(startedBy)
        hasher.combine(flowID)
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
