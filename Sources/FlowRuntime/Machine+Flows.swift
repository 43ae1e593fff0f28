import FlowModel

/// Where a node's first screen goes.
enum Placement {
    /// Pushed onto the layer's stack.
    case onTop(layer: Int)
    /// Into a layer just created for it by `modal`.
    case newLayer(layer: Int, style: ModalStyle, navigation: Bool)
    /// At a position of the layer's stack, by `replace`.
    case at(layer: Int, index: Int)

    var layer: Int {
        switch self {
        case .onTop(let layer), .newLayer(let layer, _, _), .at(let layer, _): layer
        }
    }
}

extension Machine {
    /// Shows a node for coordinator `id`: a screen goes where `placement`
    /// says; a flow node starts its child there, whose own start may again be
    /// a flow node. `starting` lists the flows started by this one show, to
    /// stop a start cycle instead of recursing forever.
    mutating func show(_ target: (flow: Int, node: Int), coordinator id: CoordinatorID, placement: Placement,
                       starting: [Int]) throws(RuntimeError) {
        let flow = project.flows[target.flow]
        let node = flow.nodes[target.node]
        if let childName = node.childFlow?.name {
            guard let child = interpreter.childFlow[target.flow][target.node] else {
                throw RuntimeError("flow node \(flow.name).\(node.name) starts unknown flow '\(childName)'")
            }
            if starting.contains(child) {
                throw RuntimeError("starting flow \(childName) starts it again: it can never show a screen")
            }
            let childID = CoordinatorID(rawValue: state.nextCoordinator)
            state.nextCoordinator += 1
            let coordinator = Coordinator(id: childID, flow: childName, parent: id, startedBy: node.name,
                                          flowIndex: child, homeLayer: placement.layer, startedByNode: target.node)
            let end = state.coordinatorPosition(id).map(state.subtreeEnd(from:)) ?? state.coordinators.count
            state.coordinators.insert(coordinator, at: end)
            effects.append(.flowStarted(flow: childName, parentFlow: flow.name, node: node.name))
            try showStart(of: child, coordinator: childID, placement: placement, starting: starting + [child])
            return
        }
        guard let position = state.layerPosition(placement.layer) else {
            throw RuntimeError("internal: layer \(placement.layer) is gone")
        }
        let screen = ScreenRef(flow: flow.name, screen: node.name, coordinator: id, node: target.node)
        switch placement {
        case .onTop:
            state.layers[position].screens.append(screen)
            effects.append(.pushed(screen))
        case .newLayer(_, let style, let navigation):
            state.layers[position].screens.append(screen)
            effects.append(.presented(screen, style: style, navigation: navigation))
        case .at(_, let index):
            state.layers[position].screens.insert(screen, at: min(index, state.layers[position].screens.count))
            effects.append(.replaced(screen))
        }
        // Checked first: most steps empty no layer, and the removal hashes.
        if !emptiedLayerTops.isEmpty { emptiedLayerTops[placement.layer] = nil }
    }

    mutating func showStart(of flow: Int, coordinator id: CoordinatorID, placement: Placement,
                            starting: [Int]) throws(RuntimeError) {
        guard let start = interpreter.startNode[flow] else {
            let name = project.flows[flow].name
            throw RuntimeError("flow \(name) starts at unknown node '\(project.flows[flow].start.name)'")
        }
        try show((flow, start), coordinator: id, placement: placement, starting: starting)
    }

    /// Ends `id` with `outcome`: its layers dismissed, its screens removed
    /// from its home stack, then its parent's flow node handles the outcome.
    /// The root coordinator finishing ends the session.
    mutating func finish(_ id: CoordinatorID, with outcome: String) throws(RuntimeError) {
        let finishing = try coordinator(id)
        guard let parent = finishing.parent, let node = finishing.startedBy else {
            state.finishedOutcome = outcome
            effects.append(.sessionFinished(outcome: outcome))
            return
        }
        removeCoordinators(below: id)
        dismissLayers(presentedBy: [id])
        removeScreens(of: [id])
        state.coordinators.removeAll { $0.id == id }
        effects.append(.flowFinished(flow: finishing.flow, outcome: outcome))
        try handleInParent(parent, node: node, at: finishing.startedByNode, outcome: outcome)
    }

    /// The parent's flow node runs its handler for a child's outcome.
    /// `index`: where `node` is in the parent's flow, checked against the name.
    mutating func handleInParent(_ parent: CoordinatorID, node: String, at index: Int,
                                 outcome: String) throws(RuntimeError) {
        let flowIndex = try coordinator(parent).flowIndex
        let flow = project.flows[flowIndex]
        let nodeIndex = flow.nodes.indices.contains(index) && flow.nodes[index].name == node ? index : flow.nodeIndex[node]
        guard let nodeIndex,
              let handlerIndex = flow.nodes[nodeIndex].handlers.firstIndex(where: { $0.outcome == outcome }) else {
            // An unhandled `back` is normal; anything else the validator reports.
            if outcome != SystemOutcome.back {
                effects.append(.ignored("\(flow.name).\(node) does not handle \(outcome): nothing happened"))
            }
            return
        }
        let alternatives = flow.nodes[nodeIndex].handlers[handlerIndex].alternatives
        guard let alternative = alternatives.firstIndex(where: { $0.matches(variables) }) else {
            effects.append(.nothingMatched(outcome: outcome))
            return
        }
        let transition = alternatives[alternative].transition
        effects.append(.handledByParent(flow: flow.name, node: node, outcome: outcome,
                                        transition: interpreter.describe(transition, inFlow: flow)))
        try run(transition, in: parent,
                targetNode: interpreter.targetNode(of: (flowIndex, nodeIndex, handlerIndex), alternative: alternative))
    }

    /// The back-button problem: after `back` or `dismiss` removed screens,
    /// the outermost child flow left showing nothing ends with `back`, its
    /// whole subtree with it, and only its parent's handler runs.
    mutating func endEmptiedFlows() throws(RuntimeError) {
        while !state.isFinished {
            let showing = state.showingByPosition()
            // Depth-first order finds the outermost emptied coordinator first.
            guard let position = state.coordinators.indices.first(where: {
                      state.coordinators[$0].parent != nil && !showing[$0] }),
                  case let emptied = state.coordinators[position],
                  let parent = emptied.parent, let node = emptied.startedBy else { return }
            let subtree = state.subtree(of: emptied.id).ids
            dismissLayers(presentedBy: subtree)
            state.coordinators.removeAll { subtree.contains($0.id) }
            effects.append(.flowFinished(flow: emptied.flow, outcome: SystemOutcome.back))
            try handleInParent(parent, node: node, at: emptied.startedByNode, outcome: SystemOutcome.back)
        }
    }

    /// Removes the coordinators below `id` with everything they show.
    mutating func removeCoordinators(below id: CoordinatorID) {
        var below = state.subtree(of: id).ids
        below.removeFirst()  // `id` itself
        guard !below.isEmpty else { return }
        dismissLayers(presentedBy: below)
        removeScreens(of: below)
        state.coordinators.removeAll { below.contains($0.id) }
    }

    /// Dismisses, top first, every layer one of `ids` presented.
    mutating func dismissLayers(presentedBy ids: [CoordinatorID]) {
        // Top first; a countdown, not indices.reversed() (not specialised here).
        var position = state.layers.count
        while position > 0 {
            position -= 1
            let layer = state.layers[position]
            guard let presenter = layer.presentedBy, ids.contains(presenter) else { continue }
            if let top = layer.top ?? emptiedLayerTops[layer.id] { effects.append(.dismissedLayer(top)) }
            emptiedLayerTops[layer.id] = nil
            state.layers.remove(at: position)
        }
    }

    /// Takes the screens of `ids` off every stack. A layer left empty stays
    /// until the end of the step, so a parent's handler can fill it.
    mutating func removeScreens(of ids: [CoordinatorID]) {
        // Top first; a countdown, not indices.reversed() (not specialised here).
        var position = state.layers.count
        while position > 0 {
            position -= 1
            let screens = state.layers[position].screens
            guard let top = screens.last, screens.contains(where: { ids.contains($0.coordinator) }) else { continue }
            for screen in screens.reversed() where ids.contains(screen.coordinator) { effects.append(.popped(screen)) }
            state.layers[position].screens.removeAll { ids.contains($0.coordinator) }
            if state.layers[position].screens.isEmpty { emptiedLayerTops[state.layers[position].id] = top }
        }
    }

    /// End of a step: dismiss the layers still empty, then refuse a state
    /// that shows nothing or keeps a coordinator alive with nothing to show.
    mutating func finishStep() throws(RuntimeError) {
        for layer in state.layers.reversed() where !layer.isRoot && layer.screens.isEmpty {
            if let top = emptiedLayerTops[layer.id] { effects.append(.dismissedLayer(top)) }
        }
        // Checked first: removeAll would copy layers shared with the caller's state.
        if state.layers.contains(where: { !$0.isRoot && $0.screens.isEmpty }) {
            state.layers.removeAll { !$0.isRoot && $0.screens.isEmpty }
        }
        if state.isFinished { return }
        guard state.layers.contains(where: { !$0.screens.isEmpty }) else {
            throw RuntimeError("the step would leave no screen shown")
        }
        guard let root = state.layers.first, !root.screens.isEmpty else {
            throw RuntimeError("the step would leave the root stack empty")
        }
        let showing = state.showingByPosition()
        if let idle = showing.firstUnset() {
            throw RuntimeError("the step would leave flow \(state.coordinators[idle].flow) running with no screen shown")
        }
    }
}
