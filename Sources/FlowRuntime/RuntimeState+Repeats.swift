extension RuntimeState {
    /// Whether the state shows some node twice, in one stack or across its
    /// layers (the whole pile of screens the user has on screen): a walk
    /// that went round a cycle, which a search does not follow further. A
    /// screen that presents itself again and again would otherwise grow
    /// the states without end, and the search's memory with them.
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
