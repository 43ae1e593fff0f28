extension RuntimeState {
    /// Whether a stack of the state (a layer's, with every tab's) holds
    /// some node twice: a walk that went round a cycle of pushes, which a
    /// search does not follow further.
    var repeatsANode: Bool {
        for layer in layers {
            var seen: Set<ObjectIdentifier> = []
            for screen in layer.allScreens where !seen.insert(ObjectIdentifier(screen.label)).inserted {
                return true
            }
        }
        return false
    }
}
