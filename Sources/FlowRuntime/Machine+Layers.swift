/// Taking screens and layers away, and the end of a step: what is left
/// after a flow finishes or is replaced, and the checks the state must pass.
extension Machine {
    /// Whether `id` is one of the coordinators at `positions`.
    func isOne(of positions: Range<Int>, _ id: CoordinatorID) -> Bool {
        var position = positions.lowerBound
        while position < positions.upperBound {
            if state.coordinators[position].id == id { return true }
            position += 1
        }
        return false
    }

    /// Dismisses, top first, every layer a coordinator at `positions` presented.
    mutating func dismissLayers(presentedBy positions: Range<Int>) {
        // Top first; a countdown, not indices.reversed() (not specialised here).
        var position = state.layers.count
        while position > 0 {
            position -= 1
            guard let presenter = state.layers[position].presentedBy, isOne(of: positions, presenter) else { continue }
            let layerID = state.layers[position].id
            if let top = state.layers[position].top {
                effects.append(.dismissedLayer(top))
            } else if let last = emptiedLayerTops[layerID] {
                effects.append(.dismissedEmptiedLayer(last))
            }
            if !emptiedLayerTops.isEmpty { emptiedLayerTops[layerID] = nil }
            if !state.layers[position].isEmpty { mayHaveEmptied = true }
            state.layers.remove(at: position)
        }
    }

    /// Takes the screens of the coordinators at `positions` off every
    /// stack. A layer left empty stays until the end of the step, so a
    /// parent's handler can fill it. A tab bar goes whole with its tabs.
    mutating func removeScreens(of positions: Range<Int>) {
        // Top first; a countdown, not indices.reversed() (not specialised here).
        var position = state.layers.count
        while position > 0 {
            position -= 1
            if let bar = state.layers[position].tabBar {
                if bar.tabs.contains(where: { isOne(of: positions, $0.coordinator) }) {
                    closeTabBar(inLayer: position)
                    continue
                }
                removeWaitingTabScreens(of: positions, inLayer: position)
            }
            let stack = state.layers[position].stack
            guard let top = stack.last, stack.contains(where: { isOne(of: positions, $0.coordinator) }) else {
                continue
            }
            stack.forEachFromTop { screen in
                if isOne(of: positions, screen.coordinator) { effects.append(.popped(screen)) }
            }
            let ids = state.coordinators[positions].map(\.id)
            state.layers[position].stack.removeAll { ids.contains($0.coordinator) }
            mayHaveEmptied = true
            if state.layers[position].stack.isEmpty { emptiedLayerTops[state.layers[position].id] = top }
        }
    }

    /// Takes the screens of the coordinators at `positions` off the stacks
    /// of the tabs not selected in layer `position` (the selected tab's
    /// stack is the layer's own).
    mutating func removeWaitingTabScreens(of positions: Range<Int>, inLayer position: Int) {
        guard let bar = state.layers[position].tabBar else { return }
        var tabs = bar.tabs
        var changed = false
        for index in tabs.indices where index != bar.selected {
            guard tabs[index].stack.contains(where: { isOne(of: positions, $0.coordinator) }) else { continue }
            tabs[index].stack.forEachFromTop { screen in
                if isOne(of: positions, screen.coordinator) { effects.append(.popped(screen)) }
            }
            let ids = state.coordinators[positions].map(\.id)
            tabs[index].stack.removeAll { ids.contains($0.coordinator) }
            changed = true
        }
        guard changed else { return }
        state.layers[position].tabBar = TabBar(node: bar.node, owner: bar.owner, tabs: tabs, selected: bar.selected)
        mayHaveEmptied = true
    }

    /// End of a step: dismiss the layers still empty, then refuse a state
    /// that shows nothing or keeps a coordinator alive with nothing to show.
    mutating func finishStep() throws(RuntimeError) {
        // Checked first: removeAll would copy layers shared with the caller's state.
        if state.layers.contains(where: { !$0.isRoot && $0.isEmpty }) {
            var position = state.layers.count
            while position > 0 {
                position -= 1
                guard !state.layers[position].isRoot, state.layers[position].isEmpty else { continue }
                if let last = emptiedLayerTops[state.layers[position].id] {
                    effects.append(.dismissedEmptiedLayer(last))
                }
            }
            state.layers.removeAll { !$0.isRoot && $0.isEmpty }
        }
        if state.isFinished { return }
        guard state.layers.contains(where: { !$0.stack.isEmpty }) else {
            throw RuntimeError("the step would leave no screen shown")
        }
        guard let root = state.layers.first, !root.stack.isEmpty else {
            throw RuntimeError("the step would leave the root stack empty")
        }
        // A tab's flow may show its screens elsewhere (a modal its flow
        // node's handler presented after a child finished) and leave its
        // own tab empty: a tab bar cannot show a tab with no root screen.
        for layer in state.layers {
            guard let bar = layer.tabBar else { continue }
            for position in bar.tabs.indices
            where (position == bar.selected ? layer.stack : bar.tabs[position].stack).isEmpty {
                throw Self.emptyTab(bar.tabFlows[position], of: bar.qualifiedName)
            }
        }
        // Every coordinator showed something when the step began (the state
        // came from the interpreter); unless screens went since, all still do.
        guard mayHaveEmptied else { return }
        let showing = state.showingByPosition()
        if let idle = showing.firstUnset() { throw Self.idle(state.coordinators[idle].flow) }
    }
}

extension Machine {
    @inline(never)
    static func emptyTab(_ flow: String, of bar: String) -> RuntimeError {
        RuntimeError("the step would leave tab \(flow) of \(bar) with no screen")
    }

    @inline(never)
    static func idle(_ flow: String) -> RuntimeError {
        RuntimeError("the step would leave flow \(flow) running with no screen shown")
    }
}
