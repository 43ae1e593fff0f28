extension RuntimeState {
    /// Whether the state shows some node twice, in one stack or across its
    /// layers (the whole pile of screens the user has on screen: of a tab
    /// bar, the selected tab's stack): a walk that went round a cycle,
    /// which a search does not follow further. A screen that presents
    /// itself again and again would otherwise grow the states without
    /// end, and the search's memory with them. Two tabs may show the same
    /// flow; that is no cycle.
    var repeatsANode: Bool {
        // A pile holds a few screens: a scan of those seen beats hashing.
        var seen: [ObjectIdentifier] = []
        seen.reserveCapacity(16)
        func repeats(_ stack: ScreenStack) -> Bool {
            var node = stack.top
            while let current = node {
                let label = ObjectIdentifier(current.screen.label)
                if seen.contains(label) { return true }
                seen.append(label)
                node = current.below
            }
            return false
        }
        for layer in layers where repeats(layer.stack) { return true }
        return false
    }
}
