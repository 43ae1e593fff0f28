import FlowIndex
import FlowModel

/// Where a node's first screen goes.
enum Placement {
    /// Pushed onto the layer's stack.
    case onTop(layer: Int)
    /// Into a layer just created for it by `modal`.
    case newLayer(layer: Int, style: ModalStyle, navigation: Bool)
    /// At a position of the layer's stack, by `replace` (and the root
    /// flow's start).
    case at(layer: Int, index: Int)
    /// First in a new tab's stack, the layer's own while the tab bar is
    /// being built (format 2); `tab` names the tab's flow.
    case tab(layer: Int, tab: CoordinatorLabel)

    var layer: Int {
        switch self {
        case .onTop(let layer), .newLayer(let layer, _, _), .at(let layer, _), .tab(let layer, _): layer
        }
    }
}

extension Machine {
    /// Shows node `target` for coordinator `id`: a screen
    /// goes where `placement` says; a flow node starts its child there,
    /// whose own start may again be a flow node. Coordinators with an id
    /// from `newSince` on were started by this one show: a flow node
    /// starting the flow of one of them (up `id`'s chain of parents) is a
    /// start cycle, an error instead of recursing forever.
    mutating func show(
        _ target: NodeID, coordinator id: CoordinatorID, placement: Placement,
        newSince: Int
    ) throws(RuntimeError) {
        let program = self.program
        let flow = program.nodes[target].flow
        switch program.nodes[target].kind {
        case .screen:
            break
        case .unknownFlow:
            throw unknownFlow(at: target)
        case .tabs:
            try showTabs(target, coordinator: id, placement: placement, newSince: newSince)
            return
        case .flowNode(let child):
            // Every flow node has its label.
            let label = program.nodes[target].startLabel!
            let childName = label.flow
            // A step that ends a flow travels up the chain of flows, one
            // call deeper for each: bounded, so that a flow that starts
            // itself again and again fails cleanly instead of overflowing
            // the stack.
            let nesting = state.depth(of: id) + 2  // the root, down to the new child
            guard nesting <= Interpreter.maxFlowNesting else {
                throw Self.tooDeep(starting: childName, nesting: nesting)
            }
            var chain: CoordinatorID? = id
            while let link = chain, link.rawValue >= newSince, let position = state.coordinatorPosition(link) {
                if state.coordinators[position].flowID == child { throw Self.startCycle(childName) }
                chain = state.coordinators[position].parent
            }
            let childID = CoordinatorID(rawValue: state.nextCoordinator)
            state.nextCoordinator += 1
            // The child's start sees its flow's inputs only (format 2).
            let childValues = program.hasData ? Self.pick(program.resolved.inputs(of: child), from: passing) : [:]
            let coordinator = Coordinator(
                id: childID, label: label, parent: id,
                flowID: child, homeLayer: placement.layer, startedByNode: target, values: childValues)
            let end = state.coordinatorPosition(id).map(state.subtreeEnd(from:)) ?? state.coordinators.count
            state.coordinators.insert(coordinator, at: end)
            effects.append(.flowStarted(flow: childName, parentFlow: program.flowNames[flow], node: label.startedBy!))
            let had = passing
            if program.hasData { passing = childValues }
            if let chosen = program.childStart(of: target) {
                // `start:` on the flow node (format 2) wins over the child's own.
                guard case .node(let start) = chosen else { throw unknownChildStart(at: target) }
                try show(start, coordinator: childID, placement: placement, newSince: newSince)
            } else {
                try showStart(of: child, coordinator: childID, placement: placement, newSince: newSince)
            }
            if program.hasData { passing = had }
            return
        }
        guard let position = state.layerPosition(placement.layer) else {
            throw RuntimeError("internal: layer \(placement.layer) is gone")
        }
        let screen = ScreenRef(
            label: program.nodes[target].label, coordinator: id, values: program.hasData ? heldValues(for: target) : [:]
        )
        switch placement {
        case .onTop:
            state.layers[position].stack.append(screen)
            effects.append(.pushed(screen))
        case .newLayer(_, let style, let navigation):
            state.layers[position].stack.append(screen)
            effects.append(.presented(screen, style: style, navigation: navigation))
        case .at(_, let index):
            state.layers[position].stack.insert(screen, at: index)
            effects.append(.replaced(screen))
        case .tab(_, let tab):
            state.layers[position].stack.append(screen)
            effects.append(.shownInTab(screen, tab: tab.flow))
        }
        // Checked first: most steps empty no layer, and the removal hashes.
        if !emptiedLayerTops.isEmpty { emptiedLayerTops[placement.layer] = nil }
    }

    mutating func showStart(
        of flow: FlowID, coordinator id: CoordinatorID, placement: Placement,
        newSince: Int
    ) throws(RuntimeError) {
        let start: NodeID
        switch program.starts[flow] {
        case .node(let node): start = node
        case .unknown: throw unknownStart(of: flow)
        case .alternatives(let alternatives): start = try chooseStart(of: flow, among: alternatives)
        }
        try show(start, coordinator: id, placement: placement, newSince: newSince)
    }

    /// The first alternative of a `start` list whose `when` holds (format 2).
    func chooseStart(
        of flow: FlowID, among alternatives: [RunningProject.StartAlternative]
    ) throws(RuntimeError) -> NodeID {
        guard let chosen = alternatives.first(where: { When.holds($0.conditions, for: variables) }) else {
            throw noStartMatches(flow)
        }
        guard case .node(let node) = chosen.target else {
            throw RuntimeError("flow \(program.flowNames[flow]) starts at unknown node '\(chosen.name)'")
        }
        return node
    }

    /// Ends `id` with `outcome`: its layers dismissed, its screens removed
    /// from its home stack, then its parent's flow node handles the outcome.
    /// The root coordinator finishing ends the session.
    mutating func finish(_ id: CoordinatorID, with outcome: String) throws(RuntimeError) {
        let position = try position(of: id)
        guard let parent = state.coordinators[position].parent, let node = state.coordinators[position].startedBy else {
            state.finishedOutcome = outcome
            effects.append(.sessionFinished(outcome: outcome))
            return
        }
        let flow = state.coordinators[position].flow
        let startedByNode = state.coordinators[position].startedByNode
        if program.hasData {
            passFromChild(
                state.coordinators[position], payload: finishingPayload(of: id, outcome: outcome), to: parent)
        }
        // A tab flow's finish ends its whole tab bar (format 2).
        if let tabsNode = startedByNode, case .tabs = program.nodes[tabsNode].kind {
            try finishTab(id, with: outcome, owner: parent, tabsNode: tabsNode)
            return
        }
        removeCoordinators(below: id)
        // `id` is where it was: only coordinators after it went.
        dismissLayers(presentedBy: position..<(position + 1))
        removeScreens(of: position..<(position + 1))
        state.coordinators.remove(at: position)
        effects.append(.flowFinished(flow: flow, outcome: outcome))
        try handleInParent(parent, node: node, at: startedByNode, outcome: outcome)
    }

    /// The parent's flow node runs its handler for a child's outcome.
    /// `id`: the id of `node`, checked against the name.
    mutating func handleInParent(
        _ parent: CoordinatorID, node: String, at id: NodeID?,
        outcome: String
    ) throws(RuntimeError) {
        let program = self.program
        let flow = state.coordinators[try position(of: parent)].flowID
        let nodeID: NodeID?
        if let id, id.index < program.nodes.count, program.nodes[id].flow == flow,
            program.nodes[id].label.name == node
        {
            nodeID = id
        } else {
            nodeID = program.resolved.node(named: node, in: flow)
        }
        guard let nodeID, let handler = program.handler(of: nodeID, for: outcome) else {
            // An unhandled `back` is normal; anything else the validator reports.
            if outcome != SystemOutcome.back {
                effects.append(Self.unhandled(outcome, by: node, of: program.flowNames[flow]))
            }
            return
        }
        guard let alternative = program.firstMatch(of: handler, for: variables) else {
            effects.append(.nothingMatched(outcome: outcome))
            return
        }
        effects.append(
            .handledByParent(
                flow: program.flowNames[flow], node: node, outcome: outcome,
                transition: program.describe(alternative)))
        taken.append(TransitionRef(node: nodeID, alternative: alternative))
        try run(alternative: alternative, in: parent)
    }

    /// The back-button problem: after `back` or `dismiss` removed screens,
    /// the outermost child flow left showing nothing ends with `back`, its
    /// whole subtree with it, and only its parent's handler runs.
    mutating func endEmptiedFlows() throws(RuntimeError) {
        while !state.isFinished, mayHaveEmptied {
            let showing = state.showingByPosition()
            // Depth-first order finds the outermost emptied coordinator first.
            // The root (no parent) never ends with `back`.
            var position = 0
            while position < state.coordinators.count, showing[position] || state.coordinators[position].parent == nil {
                position += 1
            }
            guard position < state.coordinators.count else {
                mayHaveEmptied = false  // every coordinator shows something
                return
            }
            guard let parent = state.coordinators[position].parent,
                let node = state.coordinators[position].startedBy
            else { return }
            let flow = state.coordinators[position].flow
            let startedByNode = state.coordinators[position].startedByNode
            if program.hasData { passFromChild(state.coordinators[position], payload: [:], to: parent) }
            // A tab flow leaves with its whole tab bar, and the tabs node
            // handles `back` once (format 2).
            if let tabsNode = startedByNode, case .tabs = program.nodes[tabsNode].kind {
                endTabBar(of: parent, tabsNode: tabsNode, ending: .back)
                try handleInParent(parent, node: node, at: startedByNode, outcome: SystemOutcome.back)
                continue
            }
            let end = state.subtreeEnd(from: position)
            dismissLayers(presentedBy: position..<end)
            state.coordinators.removeSubrange(position..<end)
            effects.append(.flowFinished(flow: flow, outcome: SystemOutcome.back))
            try handleInParent(parent, node: node, at: startedByNode, outcome: SystemOutcome.back)
        }
    }

    /// Removes the coordinators below `id` with everything they show.
    mutating func removeCoordinators(below id: CoordinatorID) {
        guard let start = state.coordinatorPosition(id) else { return }
        let end = state.subtreeEnd(from: start)
        guard end > start + 1 else { return }
        dismissLayers(presentedBy: (start + 1)..<end)
        removeScreens(of: (start + 1)..<end)
        state.coordinators.removeSubrange((start + 1)..<end)
    }
}

/// What showing a node and ending a flow report, worded out of line: the
/// step's own code stays small enough to stay in the instruction cache.
extension Machine {
    @inline(never)
    func unknownFlow(at node: NodeID) -> RuntimeError {
        let record = program.nodes[node]
        return RuntimeError(
            "flow node \(program.flowNames[record.flow]).\(record.label.name) starts unknown flow '\(record.startLabel?.flow ?? "")'"
        )
    }

    @inline(never)
    static func unhandled(_ outcome: String, by node: String, of flow: String) -> Effect {
        .ignored("\(flow).\(node) does not handle \(outcome): nothing happened")
    }

    @inline(never)
    static func tooDeep(starting childName: String, nesting: Int) -> RuntimeError {
        RuntimeError(
            "starting flow \(childName) would run \(nesting) flows inside one another; at most \(Interpreter.maxFlowNesting) can"
        )
    }

    @inline(never)
    static func startCycle(_ childName: String) -> RuntimeError {
        RuntimeError("starting flow \(childName) starts it again: it can never show a screen")
    }

    @inline(never)
    func unknownChildStart(at node: NodeID) -> RuntimeError {
        let record = program.nodes[node]
        let written = program.resolved.model(node, in: record.flow).childStart?.name ?? ""
        return RuntimeError(
            "flow node \(program.flowNames[record.flow]).\(record.label.name) starts flow \(record.startLabel?.flow ?? "") at unknown node '\(written)'"
        )
    }

    @inline(never)
    func noStartMatches(_ flow: FlowID) -> RuntimeError {
        RuntimeError(
            "flow \(program.flowNames[flow]) cannot start: no alternative of its start matches the context")
    }

    /// The model's name of the start node is read only here.
    @inline(never)
    func unknownStart(of flow: FlowID) -> RuntimeError {
        RuntimeError(
            "flow \(program.flowNames[flow]) starts at unknown node '\(program.resolved.model(flow).start.name)'")
    }
}
