import FlowIndex

/// A tab bar on screen (format 2): the tabs node that shows it, one tab per
/// tab flow, each with its own navigation stack, and which tab is selected.
///
/// The layer holding it keeps the selected tab's stack as its own `stack`,
/// so that pushing, popping and finding the current screen work in a tab as
/// in any layer, at no cost to layers without tabs; the other tabs' stacks
/// wait here. Immutable, and shared by the states kept for `undo`:
/// selecting a tab makes a new one, which copies a few stack references.
public final class TabBar: Sendable, Hashable {
    /// One tab: the coordinator of its flow and, unless it is the selected
    /// one, its stack (the selected tab's slot holds an empty stack).
    struct Tab: Sendable, Hashable {
        let coordinator: CoordinatorID
        /// The tab flow's name and the tabs node's, shared with its coordinator.
        let label: CoordinatorLabel
        var stack: ScreenStack

        static func == (lhs: Tab, rhs: Tab) -> Bool {
            lhs.coordinator == rhs.coordinator && lhs.label.flow == rhs.label.flow && lhs.stack == rhs.stack
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(coordinator)
            hasher.combine(label.flow)
            hasher.combine(stack)
        }
    }

    /// The tabs node's names.
    let node: NodeLabel
    /// The coordinator whose flow has the tabs node.
    public let owner: CoordinatorID
    let tabs: [Tab]
    /// The position of the selected tab, from 0.
    public let selected: Int

    init(node: NodeLabel, owner: CoordinatorID, tabs: [Tab], selected: Int) {
        self.node = node
        self.owner = owner
        self.tabs = tabs
        self.selected = selected
    }

    /// The tabs node, as `Flow.Node`.
    public var qualifiedName: String { "\(node.flow).\(node.name)" }
    /// Each tab's flow, in tab-bar order.
    public var tabFlows: [String] { tabs.map(\.label.flow) }
    /// The selected tab's flow.
    public var selectedFlow: String { tabs[selected].label.flow }
    /// Each tab's coordinator, in tab-bar order.
    public var tabCoordinators: [CoordinatorID] { tabs.map(\.coordinator) }

    /// Whether `id` runs one of the tabs.
    func hasTab(_ id: CoordinatorID) -> Bool {
        tabs.contains { $0.coordinator == id }
    }

    public static func == (lhs: TabBar, rhs: TabBar) -> Bool {
        lhs === rhs
            || (lhs.owner == rhs.owner && lhs.selected == rhs.selected && lhs.node.name == rhs.node.name
                && lhs.node.flow == rhs.node.flow && lhs.tabs == rhs.tabs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(owner)
        hasher.combine(node.flow)
        hasher.combine(node.name)
        hasher.combine(selected)
        hasher.combine(tabs)
    }
}

extension Layer {
    /// The screens of tab `position` (from 0) of the layer's tab bar,
    /// bottom to top; the layer's own screens when it has no tab bar.
    public func screens(inTab position: Int) -> [ScreenRef] {
        guard let tabBar, position != tabBar.selected else { return stack.array }
        return tabBar.tabs[position].stack.array
    }

    /// Every screen the layer holds: its stack, or every tab's in tab-bar
    /// order, each bottom to top.
    public var allScreens: [ScreenRef] {
        guard let tabBar else { return stack.array }
        return tabBar.tabs.indices.flatMap { screens(inTab: $0) }
    }
}

extension RuntimeState {
    /// The tab bar of the highest layer that has one (what `expect tab`
    /// checks), even when a modal layer covers it.
    public var topmostTabBar: TabBar? {
        layers.last { $0.tabBar != nil }?.tabBar
    }
}
