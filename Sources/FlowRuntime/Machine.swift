import FlowDiagnostics
import FlowIndex
import FlowModel

/// The working copy of one step: the state being changed and the effects
/// seen so far. Lives only inside `Interpreter`; a thrown error discards it,
/// which is how a failed step leaves the caller's state unchanged.
struct Machine {
    /// One reference for all that a step reads of the project: a machine
    /// retains one object per step, not one per array.
    let program: RunningProject
    /// Context merged with the outcome's values; used by every handler in the step.
    let variables: [String: String]
    var state: RuntimeState
    var effects: [Effect] = []
    /// Top screen of each modal layer a `finish` emptied, for the effect when
    /// the layer is dismissed at the end of the step.
    var emptiedLayerTops: [Int: ScreenRef] = [:]
    /// Whether some coordinator may have lost its last screen since the tree
    /// was last checked. A state the interpreter returned has every
    /// coordinator showing something; only taking screens away can break
    /// that, so while this is false the walk over the whole tree is skipped.
    var mayHaveEmptied = false
    /// What the transition being run has (format 2): the values a node it
    /// shows picks its inputs from. Empty in a project without data.
    var passing: [String: String] = [:]
    /// The transitions run so far in the step, for coverage and for
    /// locating a step that fails.
    var taken = TakenTransitions()

    init(program: RunningProject, variables: [String: String], state: RuntimeState) {
        self.program = program
        self.variables = variables
        self.state = state
        // Most steps make one to three effects: one allocation, no regrowth.
        effects.reserveCapacity(4)
    }

    /// Position of the live coordinator `id` in `state.coordinators`.
    func position(of id: CoordinatorID) throws(RuntimeError) -> Int {
        guard let position = state.coordinatorPosition(id) else { throw Self.notAlive(id) }
        return position
    }

    /// Runs the first alternative of `handler` that matches, as `id`'s
    /// transition for an outcome of `node`.
    mutating func run(handler: HandlerID, in id: CoordinatorID, for node: NodeID) throws(RuntimeError) {
        guard let alternative = program.firstMatch(of: handler, for: variables) else {
            effects.append(.nothingMatched(outcome: program.handlers[handler].outcome))
            return
        }
        taken.append(TransitionRef(node: node, alternative: alternative))
        try run(alternative: alternative, in: id)
    }

    /// Runs the transition of `alternative` as `id`'s.
    mutating func run(alternative index: AlternativeID, in id: CoordinatorID) throws(RuntimeError) {
        // `dismissing:` and `from:` (format 2) say where the transition happens.
        if program.alternatives[index].hasOptions { try prepare(index, in: id) }
        switch program.alternatives[index].kind {
        case .push: try push(index, in: id)
        case .modal: try present(index, in: id)
        case .replace: try replace(with: index, in: id)
        case .finish: try finish(id, with: program.alternatives[index].targetName)
        case .back: try back(by: id)
        case .dismiss: try dismissCurrentLayer(by: id)
        case .stay: effects.append(.stayed)
        case .pop: try pop(index, in: id)
        }
    }

    /// The node `alternative` targets in `id`'s flow.
    func targetNode(of alternative: AlternativeID, in id: CoordinatorID) throws(RuntimeError) -> NodeID {
        let position = try position(of: id)
        if let target = program.alternatives[alternative].target.node { return target }
        throw noNode(named: program.alternatives[alternative].targetName, inFlow: state.coordinators[position].flowID)
    }

    // MARK: push, modal, replace

    mutating func push(_ alternative: AlternativeID, in id: CoordinatorID) throws(RuntimeError) {
        let node = try targetNode(of: alternative, in: id)
        guard let topPosition = state.layers.indices.last else { throw RuntimeError("no layer to push onto") }
        // An emptied bare layer (its child flow just finished) may take one
        // screen: that is filling it, not pushing from a screen inside it.
        // A tab bar gives every tab a navigation stack, even in a bare layer.
        if !state.layers[topPosition].hasNavigation, state.layers[topPosition].tabBar == nil,
            let shown = state.layers[topPosition].top
        {
            throw cannotPush(alternative, onto: shown)
        }
        try show(
            node, coordinator: id, placement: .onTop(layer: state.layers[topPosition].id),
            newSince: state.nextCoordinator)
    }

    mutating func present(_ alternative: AlternativeID, in id: CoordinatorID) throws(RuntimeError) {
        let node = try targetNode(of: alternative, in: id)
        let style = program.alternatives[alternative].style
        let navigation = program.alternatives[alternative].hasNavigation
        let layerID = state.nextLayer
        state.nextLayer += 1
        state.layers.append(Layer(id: layerID, style: style, hasNavigation: navigation, presentedBy: id))
        try show(
            node, coordinator: id, placement: .newLayer(layer: layerID, style: style, navigation: navigation),
            newSince: state.nextCoordinator)
    }

    /// Set-root for the flow: dismiss what it presented, then put the node
    /// where its screens were in its home stack (on top when it has none left).
    mutating func replace(with alternative: AlternativeID, in id: CoordinatorID) throws(RuntimeError) {
        let node = try targetNode(of: alternative, in: id)
        let home = state.coordinators[try position(of: id)].homeLayer
        removeCoordinators(below: id)
        let position = try position(of: id)
        dismissLayers(presentedBy: position..<(position + 1))
        guard let homePosition = state.layerPosition(home) ?? state.layers.indices.last else {
            throw RuntimeError("no layer to replace in")
        }
        let stack = state.layers[homePosition].stack
        let insertAt = stack.firstIndex { $0.coordinator == id } ?? stack.count
        if insertAt < stack.count {
            state.layers[homePosition].stack.removeAll { $0.coordinator == id }
            mayHaveEmptied = true
        }
        try show(
            node, coordinator: id, placement: .at(layer: state.layers[homePosition].id, index: insertAt),
            newSince: state.nextCoordinator)
    }

    // MARK: back and dismiss

    /// Removes the current screen: pops it, or dismisses its modal layer when
    /// it is the layer's only screen; then ends the child flows it emptied.
    /// `actor` is the coordinator whose handler runs it (nil for the
    /// system's back).
    mutating func back(by actor: CoordinatorID? = nil) throws(RuntimeError) {
        if try leaveEmptied(by: actor) { return }
        guard let position = state.topShownLayerPosition else {
            effects.append(.ignored("back with no screen shown does nothing"))
            return
        }
        let count = state.layers[position].stack.count
        if count == 1 {
            if state.layers[position].tabBar != nil {
                effects.append(.ignored("back on the first screen of a tab does nothing"))
                return
            }
            if state.layers[position].isRoot {
                effects.append(.ignored("back on the root screen does nothing"))
                return
            }
            if let shown = state.layers.remove(at: position).top { effects.append(.dismissedLayer(shown)) }
            mayHaveEmptied = true
        } else {
            let shown = state.layers[position].stack.removeLast()
            // The screen below has the same coordinator: it still shows
            // something, and so do its ancestors; nothing can have emptied.
            if state.layers[position].stack.last?.coordinator != shown.coordinator { mayHaveEmptied = true }
            effects.append(.popped(shown))
        }
        try endEmptiedFlows()
    }

    /// Dismisses the modal layer holding the current screen (authored
    /// `dismiss`: even a fullscreen layer goes).
    mutating func dismissCurrentLayer(by actor: CoordinatorID? = nil) throws(RuntimeError) {
        if try leaveEmptied(by: actor) { return }
        guard let position = state.topShownLayerPosition, !state.layers[position].isRoot else {
            effects.append(.ignored("dismiss outside a modal layer does nothing"))
            return
        }
        let layer = state.layers.remove(at: position)
        if let top = layer.top { effects.append(.dismissedLayer(top)) }
        mayHaveEmptied = true
        try endEmptiedFlows()
    }

    /// `back` or `dismiss` in a handler run after a child's `finish`, when
    /// that finish left the handler's own place empty: the place is left,
    /// not a screen beneath it that belongs to someone else. A modal layer
    /// the child emptied (waiting for this handler, whose `push` would fill
    /// it) is dismissed; a flow left showing nothing at all ends with `back`,
    /// as when the user leaves it. Either way the emptied flows end.
    mutating func leaveEmptied(by actor: CoordinatorID?) throws(RuntimeError) -> Bool {
        if let top = state.layers.indices.last, !state.layers[top].isRoot, state.layers[top].isEmpty {
            let layer = state.layers.remove(at: top)
            if let last = emptiedLayerTops.removeValue(forKey: layer.id) {
                effects.append(.dismissedEmptiedLayer(last))
            }
        } else {
            // Only a step that took screens away can have left a flow empty.
            guard mayHaveEmptied, let actor, let position = state.coordinatorPosition(actor),
                state.coordinators[position].parent != nil, !state.showingByPosition()[position]
            else { return false }
        }
        mayHaveEmptied = true
        try endEmptiedFlows()
        return true
    }

    mutating func systemBack() throws(RuntimeError) {
        try back()
    }

    /// A swipe: sheets and popovers go, a fullscreen layer stays.
    mutating func systemDismiss() throws(RuntimeError) {
        if let position = state.topShownLayerPosition, state.layers[position].style == .fullscreen {
            effects.append(.ignored("a fullscreen layer cannot be swiped away"))
            return
        }
        try dismissCurrentLayer()
    }
}

/// The errors of a step, worded out of line: the step's own code stays
/// small enough to stay in the instruction cache.
extension Machine {
    @inline(never)
    static func notAlive(_ id: CoordinatorID) -> RuntimeError {
        RuntimeError("internal: coordinator \(id) is not alive")
    }

    @inline(never)
    func noNode(named name: String, inFlow flow: FlowID) -> RuntimeError {
        let names = program.resolved.flows[flow].nodes.map { program.nodes[$0].label.name }
        return RuntimeError(
            "flow \(program.flowNames[flow]) has no node '\(name)'",
            suggestion: Suggestions.closest(to: name, in: names))
    }

    @inline(never)
    func cannotPush(_ alternative: AlternativeID, onto shown: ScreenRef) -> RuntimeError {
        RuntimeError(
            "cannot push \(program.alternatives[alternative].targetName): the layer showing \(shown.qualifiedName) has no navigation stack"
        )
    }
}
