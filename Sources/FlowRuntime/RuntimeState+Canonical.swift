/// States told apart by what they show, not by the ids a walk handed out:
/// two walks that reach the same screens, layers and coordinators give
/// states that differ only in their ids, which the state search must see
/// as one.
extension RuntimeState {
    /// The same state with coordinators numbered by their position and
    /// layers by theirs. The interpreter reads ids only to find things and,
    /// within one step, to tell the coordinators it started from older
    /// ones, so the renumbered state steps exactly as the original does.
    public func canonical() -> RuntimeState {
        var coordinatorIDs: [CoordinatorID: CoordinatorID] = [:]
        for (position, coordinator) in coordinators.enumerated() {
            coordinatorIDs[coordinator.id] = CoordinatorID(rawValue: position)
        }
        var layerIDs: [Int: Int] = [:]
        for (position, layer) in layers.enumerated() { layerIDs[layer.id] = position }
        let renumber = { (id: CoordinatorID) in coordinatorIDs[id] ?? id }
        func restack(_ stack: ScreenStack) -> ScreenStack {
            ScreenStack(
                stack.array.map { ScreenRef(label: $0.label, coordinator: renumber($0.coordinator), values: $0.values) }
            )
        }
        var result = self
        result.coordinators = coordinators.map { coordinator in
            Coordinator(
                id: renumber(coordinator.id), label: coordinator.label, parent: coordinator.parent.map(renumber),
                flowID: coordinator.flowID, homeLayer: layerIDs[coordinator.homeLayer] ?? coordinator.homeLayer,
                startedByNode: coordinator.startedByNode, values: coordinator.values)
        }
        result.layers = layers.map { layer in
            var copy = Layer(
                id: layerIDs[layer.id] ?? layer.id, style: layer.style, hasNavigation: layer.hasNavigation,
                presentedBy: layer.presentedBy.map(renumber))
            copy.stack = restack(layer.stack)
            copy.tabBar = layer.tabBar.map { bar in
                TabBar(
                    node: bar.node, owner: renumber(bar.owner),
                    tabs: bar.tabs.map {
                        TabBar.Tab(coordinator: renumber($0.coordinator), label: $0.label, stack: restack($0.stack))
                    }, selected: bar.selected)
            }
            return copy
        }
        result.nextCoordinator = coordinators.count
        result.nextLayer = layers.count
        return result
    }

    /// Whether the state shows some node twice, in one stack or across
    /// layers (a modal presenting its own screen again): a walk that went
    /// round a cycle, which a search does not follow further.
    var repeatsANode: Bool {
        var seen: Set<ObjectIdentifier> = []
        for layer in layers {
            for screen in layer.allScreens where !seen.insert(ObjectIdentifier(screen.label)).inserted {
                return true
            }
        }
        return false
    }
}
