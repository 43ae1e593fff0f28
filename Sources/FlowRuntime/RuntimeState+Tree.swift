/// Internal lookups over the live tree. Every one is linear in the depth of
/// navigation, which is small; none looks at the project.
extension RuntimeState {
    func layerPosition(_ id: Int) -> Int? {
        layers.firstIndex { $0.id == id }
    }

    func coordinatorPosition(_ id: CoordinatorID) -> Int? {
        coordinators.firstIndex { $0.id == id }
    }

    /// `id` and every coordinator below it. Depth-first order keeps a subtree
    /// contiguous, so the scan stops at the first coordinator outside it.
    func subtree(of id: CoordinatorID) -> (ids: Set<CoordinatorID>, end: Int) {
        guard let start = coordinatorPosition(id) else { return ([], coordinators.count) }
        var ids: Set<CoordinatorID> = [id]
        var end = start + 1
        while end < coordinators.count, let parent = coordinators[end].parent, ids.contains(parent) {
            ids.insert(coordinators[end].id)
            end += 1
        }
        return (ids, end)
    }

    /// Coordinators that show a screen themselves or through a descendant.
    func coordinatorsShowingSomething() -> Set<CoordinatorID> {
        var showing = Set<CoordinatorID>()
        for layer in layers {
            for screen in layer.screens { showing.insert(screen.coordinator) }
        }
        // Reverse depth-first order visits children before their parents.
        for coordinator in coordinators.reversed() where showing.contains(coordinator.id) {
            if let parent = coordinator.parent { showing.insert(parent) }
        }
        return showing
    }

    /// Position of the topmost layer that holds a screen; during a step an
    /// emptied layer may sit above it, waiting for a parent's handler.
    var topShownLayerPosition: Int? {
        layers.lastIndex { !$0.screens.isEmpty }
    }
}
