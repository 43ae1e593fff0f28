/// Internal lookups over the live tree. Every one is linear in the depth of
/// navigation, which is small; none looks at the project.
extension RuntimeState {
    func layerPosition(_ id: Int) -> Int? {
        layers.firstIndex { $0.id == id }
    }

    func coordinatorPosition(_ id: CoordinatorID) -> Int? {
        coordinators.firstIndex { $0.id == id }
    }

    /// Where the subtree of the coordinator at `start` ends: where a new child goes.
    func subtreeEnd(from start: Int) -> Int {
        var end = start + 1
        while end < coordinators.count, let parent = coordinators[end].parent,
            coordinators[start..<end].contains(where: { $0.id == parent })
        {
            end += 1
        }
        return end
    }

    /// Per position in `coordinators`: whether that coordinator shows a
    /// screen itself or through a descendant. Flags by position, not a set of
    /// ids: the tree is as small as navigation is deep, and this runs every step.
    func showingByPosition() -> PositionFlags {
        var showing = PositionFlags(count: coordinators.count)
        var last: CoordinatorID?
        for layer in layers {
            // Neighbouring screens mostly share a coordinator: look it up once.
            layer.stack.forEachFromTop { screen in
                guard screen.coordinator != last else { return }
                last = screen.coordinator
                if let position = coordinatorPosition(screen.coordinator) { showing[position] = true }
            }
            // The tabs not selected show their screens too.
            guard let tabBar = layer.tabBar else { continue }
            for (index, tab) in tabBar.tabs.enumerated() where index != tabBar.selected {
                tab.stack.forEachFromTop { screen in
                    if let position = coordinatorPosition(screen.coordinator) { showing[position] = true }
                }
            }
        }
        // Reverse depth-first order visits children before their parents,
        // and a parent sits before its children.
        // A countdown, not indices.reversed(): that one is not specialised here.
        var position = coordinators.count
        while position > 0 {
            position -= 1
            guard showing[position], let parent = coordinators[position].parent,
                let parentPosition = coordinators[..<position].lastIndex(where: { $0.id == parent })
            else { continue }
            showing[parentPosition] = true
        }
        return showing
    }

    /// Position of the topmost layer that holds a screen; during a step an
    /// emptied layer may sit above it, waiting for a parent's handler.
    var topShownLayerPosition: Int? {
        layers.lastIndex { !$0.stack.isEmpty }
    }
}

/// A set of positions in a small array: bits of one word up to 64 positions
/// (no allocation, the usual case: coordinators are as many as flows deep),
/// an array of flags beyond.
struct PositionFlags {
    private var word: UInt64 = 0
    private var flags: [Bool] = []
    let count: Int

    init(count: Int) {
        self.count = count
        if count > 64 { flags = [Bool](repeating: false, count: count) }
    }

    subscript(position: Int) -> Bool {
        get { count > 64 ? flags[position] : word & (1 << UInt64(position)) != 0 }
        set {
            if count > 64 {
                flags[position] = newValue
            } else if newValue {
                word |= 1 << UInt64(position)
            } else {
                word &= ~(1 << UInt64(position))
            }
        }
    }

    /// The first position not in the set.
    func firstUnset() -> Int? {
        if count > 64 { return flags.firstIndex(of: false) }
        let unset = (~word).trailingZeroBitCount
        return unset < count ? unset : nil
    }
}
