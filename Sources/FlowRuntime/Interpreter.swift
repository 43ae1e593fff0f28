import FlowDiagnostics
import FlowModel

/// Runs a project as pure state transitions: state and event in, new state
/// and effects out. No I/O, no globals; names are resolved to indices once,
/// here, so a step costs in proportion to navigation depth, never to the size
/// of the project.
public struct Interpreter: Sendable {
    public let project: Project
    /// The most flows that can run inside one another (the root counts as
    /// one). Apps nest a handful; the bound keeps a flow that starts itself
    /// again and again from exhausting the stack, since ending a flow calls
    /// its parent's handler from within the step.
    public static let maxFlowNesting = 100
    /// Every lookup a step makes, by index; one reference, so a step's
    /// `Machine` does not copy the interpreter.
    let tables: Tables

    public init(project: Project) {
        self.project = project
        tables = Tables(project: project)
    }

    /// The initial state at the entry flow, or at `flow` when given.
    /// Errors: an unknown flow (with a suggestion), no single entry flow, a
    /// flow that cannot show a first screen.
    public func start(flow: String? = nil) throws(RuntimeError) -> RuntimeState {
        let rootFlow = try resolveRootFlow(flow)
        let root = CoordinatorID(rawValue: 0)
        let rootLayer = Layer(id: 0, style: nil, hasNavigation: true, presentedBy: nil)
        let coordinator = Coordinator(id: root, names: CoordinatorNames(flow: project.flows[rootFlow].name, startedBy: nil),
                                      parent: nil, flowIndex: rootFlow, homeLayer: 0)
        var machine = Machine(tables: tables, variables: [:],
                              state: RuntimeState(layers: [rootLayer], coordinators: [coordinator],
                                                  nextCoordinator: 1, nextLayer: 1))
        // The root coordinator is new too: a start cycle through the root flow is caught.
        try machine.showStart(of: rootFlow, coordinator: root, placement: .onTop(layer: 0), newSince: 0)
        try machine.finishStep()
        return machine.state
    }

    private func resolveRootFlow(_ name: String?) throws(RuntimeError) -> Int {
        if let name {
            if let index = project.flowIndex[name] { return index }
            throw RuntimeError("unknown flow '\(name)'",
                               suggestion: Suggestions.closest(to: name, in: project.flows.map(\.name)))
        }
        switch project.entry {
        case .found(let index): return index
        case .none: throw RuntimeError("no entry flow: mark one with 'entry: true' or start with a flow name")
        case .several(let candidates):
            let names = candidates.map { project.flows[$0].name }.joined(separator: ", ")
            throw RuntimeError("several entry flows (\(names)): mark one with 'entry: true' or start with a flow name")
        }
    }

    /// One step. On failure the caller keeps the old state.
    public func step(_ state: RuntimeState, _ event: Event, context: [String: String]) -> Result<Step, RuntimeError> {
        do throws(RuntimeError) {
            return .success(try takeStep(state, event, context: context))
        } catch {
            return .failure(error)
        }
    }

    private func takeStep(_ state: RuntimeState, _ event: Event, context: [String: String]) throws(RuntimeError) -> Step {
        if let outcome = state.finishedOutcome {
            throw RuntimeError("the session finished with '\(outcome)': undo or reset to go on")
        }
        guard let (owner, node) = currentNode(in: state) else {
            throw RuntimeError("no screen is shown")
        }
        let tables = self.tables
        var variables = context
        // Values given with the outcome win over the context for the whole
        // step; merged only when there are any (a merge copies the context).
        if case .outcome(_, let values) = event, !values.isEmpty {
            variables.merge(values) { _, value in value }
        }
        let handlers = Int(tables.nodes[node].firstHandler)..<Int(tables.nodes[node].handlerEnd)
        var machine = Machine(tables: tables, variables: variables, state: state)
        switch event {
        case .outcome(let name, _):
            if let handler = handlers.first(where: { tables.handlers[$0].outcome == name }) {
                try machine.run(handler: handler, in: owner)
            } else if name == SystemOutcome.back {
                try machine.systemBack()
            } else if name == SystemOutcome.dismiss {
                try machine.systemDismiss()
            } else {
                let known = handlers.map { tables.handlers[$0].outcome } + [SystemOutcome.back, SystemOutcome.dismiss]
                let current = state.current.map(\.qualifiedName) ?? ""
                throw RuntimeError("screen \(current) has no outcome '\(name)'",
                                   suggestion: Suggestions.closest(to: name, in: known))
            }
        case .back:
            if let handler = handlers.first(where: { tables.handlers[$0].outcome == SystemOutcome.back }) {
                try machine.run(handler: handler, in: owner)
            }
            else { try machine.systemBack() }
        case .dismiss:
            if let handler = handlers.first(where: { tables.handlers[$0].outcome == SystemOutcome.dismiss }) {
                try machine.run(handler: handler, in: owner)
            }
            else { try machine.systemDismiss() }
        }
        try machine.finishStep()
        return Step(state: machine.state, effects: machine.effects)
    }

    /// The `on` handlers of the current screen, in source order; nil when no
    /// screen is shown. Found by index, so it costs nothing per project size:
    /// what a caller choosing outcomes (the benchmark's random walk) needs
    /// without the previews `choices` computes.
    public func handlers(in state: RuntimeState) -> HandlerList? {
        guard let (_, node) = currentNode(in: state) else { return nil }
        let flow = Int(tables.nodes[node].flow)
        return project.flows[flow].nodes[node - Int(tables.flowBase[flow])].handlers
    }

    /// The events the current screen offers, in the order `choices` lists
    /// their outcomes (its `on` outcomes in source order, then system `back`
    /// and `dismiss` unless it maps them), without describing or previewing
    /// any; nil when no screen is shown. What a caller choosing among
    /// outcomes at random (the benchmark's walk) needs, found by index.
    public func offeredEvents(in state: RuntimeState) -> OfferedEvents? {
        guard let (_, node) = currentNode(in: state) else { return nil }
        return OfferedEvents(tables: tables, node: node)
    }

    /// The coordinator showing the current screen and the global index of
    /// the screen's node; nil when no screen is shown or its coordinator or
    /// node cannot be found. Reads fields in place: copies no `ScreenRef`
    /// or `Coordinator`.
    func currentNode(in state: RuntimeState) -> (owner: CoordinatorID, node: Int)? {
        guard let layer = state.topShownLayerPosition else { return nil }
        guard let top = state.layers[layer].stack.last else { return nil }
        let owner = top.coordinator
        guard let position = state.coordinatorPosition(owner) else { return nil }
        let flow = state.coordinators[position].flowIndex
        let node = top.node
        // The index the interpreter stored in the screen, checked against the
        // names: a `ScreenRef` made elsewhere (or by another interpreter) is found by name.
        if node >= 0, node < tables.nodes.count, Int(tables.nodes[node].flow) == flow,
           tables.nodes[node].name == top.screen {
            return (owner, node)
        }
        return tables.node(named: top.screen, inFlow: flow).map { (owner, $0) }
    }
}

/// The events a screen offers, by index: see `Interpreter.offeredEvents(in:)`.
/// An outcome named `back` or `dismiss` is the system event.
public struct OfferedEvents: RandomAccessCollection, Sendable {
    let tables: Tables
    let node: Int
    public let startIndex = 0
    public let endIndex: Int

    init(tables: Tables, node: Int) {
        self.tables = tables
        self.node = node
        let info = tables.nodes[node]
        endIndex = Int(info.handlerEnd - info.firstHandler) + (info.handlesBack ? 0 : 1) + (info.handlesDismiss ? 0 : 1)
    }

    public subscript(position: Int) -> Event {
        precondition(position >= 0 && position < endIndex, "offered event out of range")
        let first = Int(tables.nodes[node].firstHandler)
        let handlerCount = Int(tables.nodes[node].handlerEnd) - first
        if position < handlerCount {
            let outcome = tables.handlers[first + position].outcome
            return outcome == SystemOutcome.back ? .back : outcome == SystemOutcome.dismiss ? .dismiss : .outcome(outcome)
        }
        return position == handlerCount && !tables.nodes[node].handlesBack ? .back : .dismiss
    }
}

/// The two outcomes every screen answers, and the one a child flow ends with
/// when system navigation removes it.
enum SystemOutcome {
    static let back = "back"
    static let dismiss = "dismiss"
}
