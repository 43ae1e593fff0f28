import FlowIndex
import FlowModel

/// `pop`, `from:` and `dismissing:` (format 2): the moves that take screens
/// away without ending the flow that makes them. Child flows whose screens
/// all go end without their outcome being handled (the flow chose to leave
/// them), unlike `back`, which ends a child with the outcome `back`.
///
/// The current stack is the one on screen: the top layer that shows a
/// screen (the selected tab's stack in a tab bar). A modal layer a child's
/// `finish` emptied in this step is passed over: it is dismissed at the
/// end of the step unless something fills it.
extension Machine {
    /// `pop` to this flow's first screen in the current stack, or `pop NODE`.
    mutating func pop(_ alternative: AlternativeID, in id: CoordinatorID) throws(RuntimeError) {
        switch program.alternatives[alternative].target {
        case .nothing: try popToFirstScreen(of: id)
        case .node(let node): try pop(to: node, in: id, asked: "pop \(program.nodes[node].label.name)")
        case .unknown, .outcome:
            throw noNode(
                named: program.alternatives[alternative].targetName,
                inFlow: state.coordinators[try position(of: id)].flowID)
        }
    }

    /// Runs `dismissing:` and then `from:`, before the transition itself.
    mutating func prepare(_ alternative: AlternativeID, in id: CoordinatorID) throws(RuntimeError) {
        if program.alternatives[alternative].dismissing { try dismissFirst(in: id) }
        if let from = program.from(alternative) {
            guard case .node(let node) = from else {
                let flow = state.coordinators[try position(of: id)].flow
                throw RuntimeError("from: the node to pop back to is not a node of flow \(flow)")
            }
            try pop(to: node, in: id, asked: "from \(program.nodes[node].label.name)")
        }
    }

    /// Pops the current stack until the topmost screen `id` shows for `node`
    /// is on top. `asked` names the move in errors.
    mutating func pop(to node: NodeID, in id: CoordinatorID, asked: String) throws(RuntimeError) {
        let label = program.nodes[node].label
        guard let layer = state.topShownLayerPosition,
            let found = state.layers[layer].stack.lastIndex(where: {
                $0.coordinator == id && ($0.label === label || $0.screen == label.name)
            })
        else {
            throw RuntimeError("\(asked): \(label.flow).\(label.name) is not in the current stack")
        }
        try popStack(inLayer: layer, keeping: found + 1, by: id) { "\(asked): \(label.name) is already on top" }
    }

    /// `pop` alone: back to the lowest screen of `id` in the current stack.
    mutating func popToFirstScreen(of id: CoordinatorID) throws(RuntimeError) {
        let flow = state.coordinators[try position(of: id)].flow
        guard let layer = state.topShownLayerPosition,
            let lowest = state.layers[layer].stack.firstIndex(where: { $0.coordinator == id })
        else {
            throw RuntimeError("pop: no screen of flow \(flow) is in the current stack")
        }
        try popStack(inLayer: layer, keeping: lowest + 1, by: id) {
            "pop: the current screen is the first of flow \(flow) in this stack"
        }
    }

    /// Keeps the bottom `count` screens of layer `position`'s stack, then
    /// ends the child flows left with nothing shown. `onTop` words the
    /// effect when nothing is above them.
    mutating func popStack(
        inLayer position: Int, keeping count: Int, by actor: CoordinatorID, alreadyOnTop: () -> String
    ) throws(RuntimeError) {
        guard state.layers[position].stack.count > count else {
            effects.append(.ignored(alreadyOnTop() + ": nothing changed"))
            return
        }
        var popped: [ScreenRef] = []
        state.layers[position].stack.truncate(to: count) { popped.append($0) }
        for screen in popped { effects.append(.popped(screen)) }
        mayHaveEmptied = true
        endAbandonedFlows(keeping: actor)
    }

    /// `dismissing: true`: dismisses the top modal layer, which `id` must
    /// have presented, and ends the child flows that were in it.
    mutating func dismissFirst(in id: CoordinatorID) throws(RuntimeError) {
        guard let top = state.layers.indices.last, !state.layers[top].isRoot else {
            throw RuntimeError("dismissing: the current screen is in no modal layer")
        }
        guard state.layers[top].presentedBy == id else {
            let flow = state.coordinators[try position(of: id)].flow
            let shown = state.layers[top].top.map { "the layer showing \($0.qualifiedName)" } ?? "the top layer"
            throw RuntimeError("dismissing: \(shown) was not presented by flow \(flow)")
        }
        let layer = state.layers.remove(at: top)
        if let shown = layer.top {
            effects.append(.dismissedLayer(shown))
        } else if let last = emptiedLayerTops.removeValue(forKey: layer.id) {
            effects.append(.dismissedEmptiedLayer(last))
        }
        mayHaveEmptied = true
        endAbandonedFlows(keeping: id)
    }

    /// Ends, without an outcome, every child flow left showing nothing,
    /// outermost first, except `actor` and its ancestors (the flow that
    /// popped carries on). A tab flow takes its whole tab bar with it.
    mutating func endAbandonedFlows(keeping actor: CoordinatorID) {
        var kept: [CoordinatorID] = []
        var link: CoordinatorID? = actor
        while let id = link {
            kept.append(id)
            link = state.coordinator(for: id)?.parent
        }
        while true {
            let showing = state.showingByPosition()
            var position = 0
            while position < state.coordinators.count,
                showing[position] || state.coordinators[position].parent == nil
                    || kept.contains(state.coordinators[position].id)
            {
                position += 1
            }
            guard position < state.coordinators.count, let parent = state.coordinators[position].parent else { return }
            if let tabsNode = state.coordinators[position].startedByNode, case .tabs = program.nodes[tabsNode].kind {
                endTabBar(of: parent, tabsNode: tabsNode, ending: .abandoned)
                continue
            }
            let flow = state.coordinators[position].flow
            let end = state.subtreeEnd(from: position)
            dismissLayers(presentedBy: position..<end)
            removeScreens(of: position..<end)
            state.coordinators.removeSubrange(position..<end)
            effects.append(.flowEnded(flow: flow))
        }
    }
}
