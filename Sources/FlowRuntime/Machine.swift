import FlowDiagnostics
import FlowModel

/// The working copy of one step: the state being changed and the effects
/// seen so far. Lives only inside `Interpreter`; a thrown error discards it,
/// which is how a failed step leaves the caller's state unchanged.
struct Machine {
    let interpreter: Interpreter
    /// Context merged with the outcome's values; used by every handler in the step.
    let variables: [String: String]
    var state: RuntimeState
    var effects: [Effect] = []
    /// Top screen of each modal layer a `finish` emptied, for the effect when
    /// the layer is dismissed at the end of the step.
    var emptiedLayerTops: [Int: ScreenRef] = [:]

    init(interpreter: Interpreter, variables: [String: String], state: RuntimeState) {
        self.interpreter = interpreter
        self.variables = variables
        self.state = state
        // Most steps make one to three effects: one allocation, no regrowth.
        effects.reserveCapacity(4)
    }

    var project: Project { interpreter.project }

    func coordinator(_ id: CoordinatorID) throws(RuntimeError) -> Coordinator {
        guard let coordinator = state.coordinator(for: id) else {
            throw RuntimeError("internal: coordinator \(id) is not alive")
        }
        return coordinator
    }

    /// Runs the first alternative of `handler` that matches, as `id`'s transition.
    /// `place` says where the handler is written (flow, node, handler
    /// index), when known, so its target is found by index.
    mutating func run(_ handler: Handler, in id: CoordinatorID,
                      at place: (flow: Int, node: Int, handler: Int)? = nil) throws(RuntimeError) {
        guard let alternative = handler.alternatives.firstIndex(where: { $0.matches(variables) }) else {
            effects.append(.nothingMatched(outcome: handler.outcome))
            return
        }
        let target = place.flatMap { interpreter.targetNode(of: $0, alternative: alternative) }
        try run(handler.alternatives[alternative].transition, in: id, targetNode: target)
    }

    /// `targetNode`: the index of the target in `id`'s flow, when known.
    mutating func run(_ transition: Transition, in id: CoordinatorID, targetNode: Int? = nil) throws(RuntimeError) {
        switch transition.kind {
        case .push: try push(transition.target ?? "", in: id, known: targetNode)
        case .modal: try present(transition.target ?? "", in: id, style: transition.style,
                                 navigation: transition.hasNavigation, known: targetNode)
        case .replace: try replace(with: transition.target ?? "", in: id, known: targetNode)
        case .finish: try finish(id, with: transition.target ?? "")
        case .back: try back()
        case .dismiss: try dismissCurrentLayer()
        case .stay: effects.append(.stayed)
        }
    }

    /// The node `name` of `id`'s flow, by index.
    /// `known`: the index when the caller has it already.
    func nodeIndex(_ name: String, in id: CoordinatorID, known: Int? = nil) throws(RuntimeError) -> (flow: Int, node: Int) {
        let flowIndex = try coordinator(id).flowIndex
        if let known { return (flowIndex, known) }
        let flow = project.flows[flowIndex]
        guard let index = flow.nodeIndex[name] else {
            throw RuntimeError("flow \(flow.name) has no node '\(name)'",
                               suggestion: Suggestions.closest(to: name, in: flow.nodes.map(\.name)))
        }
        return (flowIndex, index)
    }

    // MARK: push, modal, replace

    mutating func push(_ target: String, in id: CoordinatorID, known: Int? = nil) throws(RuntimeError) {
        let node = try nodeIndex(target, in: id, known: known)
        guard let top = state.layers.last else { throw RuntimeError("no layer to push onto") }
        // An emptied bare layer (its child flow just finished) may take one
        // screen: that is filling it, not pushing from a screen inside it.
        if !top.hasNavigation, let shown = top.top {
            throw RuntimeError("cannot push \(target): the layer showing \(shown.qualifiedName) has no navigation stack")
        }
        try show(node, coordinator: id, placement: .onTop(layer: top.id), starting: [])
    }

    mutating func present(_ target: String, in id: CoordinatorID, style: ModalStyle, navigation: Bool,
                          known: Int? = nil) throws(RuntimeError) {
        let node = try nodeIndex(target, in: id, known: known)
        let layerID = state.nextLayer
        state.nextLayer += 1
        state.layers.append(Layer(id: layerID, style: style, hasNavigation: navigation, presentedBy: id))
        try show(node, coordinator: id, placement: .newLayer(layer: layerID, style: style, navigation: navigation),
                 starting: [])
    }

    /// Set-root for the flow: dismiss what it presented, then put the node
    /// where its screens were in its home stack (on top when it has none left).
    mutating func replace(with target: String, in id: CoordinatorID, known: Int? = nil) throws(RuntimeError) {
        let node = try nodeIndex(target, in: id, known: known)
        let home = try coordinator(id).homeLayer
        removeCoordinators(below: id)
        dismissLayers(presentedBy: [id])
        guard let homePosition = state.layerPosition(home) ?? state.layers.indices.last else {
            throw RuntimeError("no layer to replace in")
        }
        let screens = state.layers[homePosition].screens
        let insertAt = screens.firstIndex { $0.coordinator == id } ?? screens.count
        state.layers[homePosition].screens.removeAll { $0.coordinator == id }
        try show(node, coordinator: id, placement: .at(layer: state.layers[homePosition].id, index: insertAt),
                 starting: [])
    }

    // MARK: back and dismiss

    /// Removes the current screen: pops it, or dismisses its modal layer when
    /// it is the layer's only screen; then ends the child flows it emptied.
    mutating func back() throws(RuntimeError) {
        guard let position = state.topShownLayerPosition, let shown = state.layers[position].top else {
            effects.append(.ignored("back with no screen shown does nothing"))
            return
        }
        let layer = state.layers[position]
        if layer.screens.count == 1 {
            if layer.isRoot {
                effects.append(.ignored("back on the root screen does nothing"))
                return
            }
            state.layers.remove(at: position)
            effects.append(.dismissedLayer(shown))
        } else {
            state.layers[position].screens.removeLast()
            effects.append(.popped(shown))
        }
        try endEmptiedFlows()
    }

    /// Dismisses the modal layer holding the current screen (authored
    /// `dismiss`: even a fullscreen layer goes).
    mutating func dismissCurrentLayer() throws(RuntimeError) {
        guard let position = state.topShownLayerPosition, let shown = state.layers[position].top,
              !state.layers[position].isRoot else {
            effects.append(.ignored("dismiss outside a modal layer does nothing"))
            return
        }
        state.layers.remove(at: position)
        effects.append(.dismissedLayer(shown))
        try endEmptiedFlows()
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
