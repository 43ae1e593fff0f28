#if FUZZ_RUNTIME
import FlowRuntime

/// The interpreter's state invariant (the same one FlowRuntimeTests checks):
/// no coordinator outlives its screens, every screen has a live coordinator,
/// the tree is depth-first from the root, modal layers sit above the root,
/// an unfinished session always shows a screen, and every tab of a tab bar
/// has a live coordinator of its owner's and a stack that shows something.
enum RuntimeInvariants {
    static func verify(_ state: RuntimeState, _ project: String) {
        let live = Set(state.coordinators.map(\.id))
        let owners = Set(state.layers.flatMap(\.allScreens).map(\.coordinator))
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
        for layer in state.layers {
            guard let bar = layer.tabBar else { continue }
            require(bar.selected >= 0 && bar.selected < bar.tabFlows.count, "the selected tab is out of range", project)
            for (index, id) in bar.tabCoordinators.enumerated() {
                require(
                    state.coordinator(for: id)?.parent == bar.owner,
                    "tab \(index + 1)'s coordinator is not the owner's",
                    project)
                if !state.isFinished {
                    require(
                        !layer.screens(inTab: index).isEmpty, "tab \(index + 1) of \(bar.qualifiedName) is empty",
                        project)
                }
            }
        }
        if !state.isFinished {
            require(state.layers.allSatisfy { !$0.screens.isEmpty }, "a layer is empty", project)
            require(state.current != nil, "no screen is shown", project)
        }
    }

    /// Everything a state shows, spelt out: equal before and after a step
    /// from it, or a step changed something the states kept for undo share.
    static func fingerprint(_ state: RuntimeState) -> String {
        var text = "\(state.coordinators.map { "\($0.id)\($0.flow)<\($0.parent.map(\.description) ?? "")" })"
        for layer in state.layers {
            text += "|\(layer.style?.rawValue ?? "root")"
            if let bar = layer.tabBar {
                text += " tabs \(bar.qualifiedName) \(bar.selected) \(bar.tabCoordinators)"
                for index in bar.tabFlows.indices { text += " [\(layer.screens(inTab: index))]" }
            } else {
                text += " \(layer.screens.map { "\($0.qualifiedName)\($0.coordinator)" })"
            }
        }
        return text + (state.finishedOutcome ?? "")
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String, _ project: String) {
        if !condition { fatalError("flowgraph-fuzz runtime invariant: \(message())\nproject:\n\(project)") }
    }
}
#endif
