#if FUZZ_RUNTIME
import FlowRuntime

/// The interpreter's state invariant (the same one FlowRuntimeTests checks):
/// no coordinator outlives its screens, every screen has a live coordinator,
/// the tree is depth-first from the root, modal layers sit above the root,
/// and an unfinished session always shows a screen.
enum RuntimeInvariants {
    static func verify(_ state: RuntimeState, _ project: String) {
        let live = Set(state.coordinators.map(\.id))
        let owners = Set(state.layers.flatMap(\.screens).map(\.coordinator))
        let parents = Set(state.coordinators.compactMap(\.parent))
        require(owners.isSubset(of: live), "a screen belongs to a coordinator that ended", project)
        require(state.coordinators.first?.parent == nil, "the root coordinator is not first", project)
        for (position, coordinator) in state.coordinators.enumerated() {
            guard let parent = coordinator.parent else { continue }
            require(
                owners.contains(coordinator.id) || parents.contains(coordinator.id),
                "\(coordinator.flow) outlives its screens", project)
            let parentPosition = state.coordinators.firstIndex { $0.id == parent }
            require(
                parentPosition.map { $0 < position } == true, "\(coordinator.flow)'s parent is not before it", project)
        }
        require(state.layers.first?.style == nil, "the root layer is not first", project)
        require(state.layers.dropFirst().allSatisfy { $0.style != nil }, "a modal layer has no style", project)
        if !state.isFinished {
            require(state.layers.allSatisfy { !$0.screens.isEmpty }, "a layer is empty", project)
            require(state.current != nil, "no screen is shown", project)
        }
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String, _ project: String) {
        if !condition { fatalError("flowgraph-fuzz runtime invariant: \(message())\nproject:\n\(project)") }
    }
}
#endif
