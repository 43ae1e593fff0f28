import FlowDiagnostics
import FlowIndex
import FlowModel

/// How a tab bar ends, for the effects that say so.
enum TabBarEnding {
    /// One tab flow finished with an outcome; the others go without one.
    case finished(CoordinatorID, outcome: String)
    /// The user left the whole tab bar: every tab flow ends with `back`.
    case back
    /// A `pop` or `dismissing:` took it away: no tab flow has an outcome.
    case abandoned
}

/// Tab bars (format 2): showing one, selecting a tab, and ending it.
extension Machine {
    /// Shows tabs node `node` of `owner`'s flow: every tab flow starts, in
    /// order, at the bottom of a stack of its own inside the layer, which
    /// the tab bar takes whole; then the selected tab's stack is put on screen.
    mutating func showTabs(
        _ node: NodeID, coordinator owner: CoordinatorID, placement: Placement, newSince: Int
    ) throws(RuntimeError) {
        let program = self.program
        guard let bar = program.tabBars[node], !bar.labels.isEmpty else { throw Self.noTabs(program.nodes[node]) }
        let label = program.nodes[node].label
        let layerID = placement.layer
        guard let position = state.layerPosition(layerID) else {
            throw RuntimeError("internal: layer \(layerID) is gone")
        }
        switch placement {
        case .onTop: throw Self.misplacedTabs(label, "it is pushed, and a tab bar takes the place of a whole stack")
        case .tab: throw Self.misplacedTabs(label, "a tab bar cannot be shown inside a tab")
        case .at, .newLayer: break
        }
        if state.layers[position].tabBar != nil {
            throw Self.misplacedTabs(label, "a tab bar cannot be shown inside a tab")
        }
        if let shown = state.layers[position].stack.last {
            throw Self.misplacedTabs(label, "its stack already holds \(shown.qualifiedName)")
        }
        let nesting = state.depth(of: owner) + 2
        guard nesting <= Interpreter.maxFlowNesting else { throw Self.tooDeep(starting: label.name, nesting: nesting) }
        var flows: [FlowID] = []
        for (index, flow) in bar.flows.enumerated() {
            guard let flow else {
                throw RuntimeError(
                    "tabs node \(label.flow).\(label.name) has tab '\(bar.labels[index].flow)', which is no flow of the project"
                )
            }
            var chain: CoordinatorID? = owner
            while let link = chain, link.rawValue >= newSince, let at = state.coordinatorPosition(link) {
                if state.coordinators[at].flowID == flow { throw Self.startCycle(bar.labels[index].flow) }
                chain = state.coordinators[at].parent
            }
            flows.append(flow)
        }
        effects.append(
            .tabBarShown(
                node: "\(label.flow).\(label.name)", tabs: bar.labels.map(\.flow),
                selected: bar.labels[bar.selected].flow))
        var tabs: [TabBar.Tab] = []
        tabs.reserveCapacity(flows.count)
        let had = passing
        for (index, flow) in flows.enumerated() {
            let tabID = CoordinatorID(rawValue: state.nextCoordinator)
            state.nextCoordinator += 1
            // Each tab flow picks its inputs from what the transition has.
            let values = program.hasData ? Self.pick(program.resolved.inputs(of: flow), from: had) : [:]
            if program.hasData { passing = values }
            let coordinator = Coordinator(
                id: tabID, label: bar.labels[index], parent: owner, flowID: flow, homeLayer: layerID,
                startedByNode: node, values: values)
            let end = state.coordinatorPosition(owner).map(state.subtreeEnd(from:)) ?? state.coordinators.count
            state.coordinators.insert(coordinator, at: end)
            effects.append(.flowStarted(flow: bar.labels[index].flow, parentFlow: label.flow, node: label.name))
            // The tab's stack is built as the layer's own, then put aside.
            try showStart(
                of: flow, coordinator: tabID, placement: .tab(layer: layerID, tab: bar.labels[index]),
                newSince: newSince)
            guard let at = state.layerPosition(layerID) else {
                throw RuntimeError("internal: layer \(layerID) is gone")
            }
            tabs.append(TabBar.Tab(coordinator: tabID, label: bar.labels[index], stack: state.layers[at].stack))
            state.layers[at].stack = ScreenStack()
            if program.hasData { passing = had }
        }
        guard let at = state.layerPosition(layerID) else { throw RuntimeError("internal: layer \(layerID) is gone") }
        state.layers[at].stack = tabs[bar.selected].stack
        tabs[bar.selected].stack = ScreenStack()
        state.layers[at].tabBar = TabBar(node: label, owner: owner, tabs: tabs, selected: bar.selected)
        if !emptiedLayerTops.isEmpty { emptiedLayerTops[layerID] = nil }
    }

    /// The system event `tab`: selects a tab of the tab bar on screen,
    /// keeping every stack as it was; the selected one pops its stack to
    /// its first screen, and child flows whose screens that removes end
    /// with `back`, as with `back`.
    mutating func selectTab(_ selector: TabSelector) throws(RuntimeError) {
        guard let position = state.topShownLayerPosition else { throw RuntimeError("no screen is shown") }
        guard let bar = state.layers[position].tabBar else {
            if state.layers[..<position].contains(where: { $0.tabBar != nil }) {
                throw RuntimeError("tab: a modal layer covers the tab bar; dismiss it first")
            }
            throw RuntimeError("tab: no tab bar is shown")
        }
        let index = try tabIndex(selector, in: bar)
        let name = bar.tabs[index].label.flow
        if index != bar.selected {
            var tabs = bar.tabs
            tabs[bar.selected].stack = state.layers[position].stack
            state.layers[position].stack = tabs[index].stack
            tabs[index].stack = ScreenStack()
            state.layers[position].tabBar = TabBar(node: bar.node, owner: bar.owner, tabs: tabs, selected: index)
            effects.append(.tabSelected(name))
            return
        }
        guard state.layers[position].stack.count > 1 else {
            effects.append(.ignored("tab \(name) already shows its first screen"))
            return
        }
        var popped: [ScreenRef] = []
        state.layers[position].stack.truncate(to: 1) { popped.append($0) }
        for screen in popped { effects.append(.popped(screen)) }
        mayHaveEmptied = true
        try endEmptiedFlows()
    }

    /// The tab `selector` names: a flow of the bar, or a position from 1.
    func tabIndex(_ selector: TabSelector, in bar: TabBar) throws(RuntimeError) -> Int {
        switch selector {
        case .position(let position):
            guard position >= 1, position <= bar.tabs.count else {
                throw RuntimeError("tab \(position): the tab bar \(bar.qualifiedName) has tabs 1 to \(bar.tabs.count)")
            }
            return position - 1
        case .flow(let name):
            if let index = bar.tabs.firstIndex(where: { $0.label.flow == name }) { return index }
            throw RuntimeError(
                "the tab bar \(bar.qualifiedName) has no tab '\(name)'; its tabs: \(bar.tabFlows.joined(separator: ", "))",
                suggestion: Suggestions.closest(to: name, in: bar.tabFlows))
        }
    }

    /// A tab flow finished: the whole tab bar ends, and then the tabs node
    /// handles the outcome, as a flow node handles its child's.
    mutating func finishTab(
        _ id: CoordinatorID, with outcome: String, owner: CoordinatorID, tabsNode: NodeID
    ) throws(RuntimeError) {
        endTabBar(of: owner, tabsNode: tabsNode, ending: .finished(id, outcome: outcome))
        try handleInParent(owner, node: program.nodes[tabsNode].label.name, at: tabsNode, outcome: outcome)
    }

    /// Ends every tab flow of `owner`'s tabs node `tabsNode`, with what they
    /// presented, and takes the tab bar off its layer. The layer is left
    /// empty for the tabs node's handler, as a finished child leaves it.
    mutating func endTabBar(of owner: CoordinatorID, tabsNode: NodeID, ending: TabBarEnding) {
        var tabPositions: [Int] = []
        for (position, coordinator) in state.coordinators.enumerated()
        where coordinator.parent == owner && coordinator.startedByNode == tabsNode {
            tabPositions.append(position)
        }
        let ended = tabPositions.map { state.coordinators[$0].id }
        // What the tabs presented goes first, top first; then the tab bar.
        for position in tabPositions.reversed() {
            dismissLayers(presentedBy: position..<state.subtreeEnd(from: position))
        }
        for position in tabPositions.reversed() {
            removeScreens(of: position..<state.subtreeEnd(from: position))
        }
        var flows: [String] = []
        for position in tabPositions.reversed() {
            flows.append(state.coordinators[position].flow)
            state.coordinators.removeSubrange(position..<state.subtreeEnd(from: position))
        }
        for (id, flow) in zip(ended, flows.reversed()) {
            switch ending {
            case .finished(let finishing, let outcome) where finishing == id:
                effects.append(.flowFinished(flow: flow, outcome: outcome))
            case .back: effects.append(.flowFinished(flow: flow, outcome: SystemOutcome.back))
            case .finished, .abandoned: effects.append(.flowEnded(flow: flow))
            }
        }
        mayHaveEmptied = true
    }

    /// Takes a tab bar off layer `position`: the layer is left empty, as
    /// a finished child leaves its layer, for the tabs node's handler.
    mutating func closeTabBar(inLayer position: Int) {
        guard let bar = state.layers[position].tabBar else { return }
        let top = state.layers[position].top
        state.layers[position].stack = ScreenStack()
        state.layers[position].tabBar = nil
        effects.append(.tabBarClosed(node: bar.qualifiedName))
        mayHaveEmptied = true
        if !state.layers[position].isRoot, let top { emptiedLayerTops[state.layers[position].id] = top }
    }
}

extension Machine {
    @inline(never)
    static func misplacedTabs(_ node: NodeLabel, _ reason: String) -> RuntimeError {
        RuntimeError("cannot show the tab bar \(node.flow).\(node.name): \(reason)")
    }

    @inline(never)
    static func noTabs(_ node: RunningProject.Node) -> RuntimeError {
        RuntimeError("tabs node \(node.label.flow).\(node.label.name) has no tabs")
    }
}
