import FlowDiagnostics
import FlowIndex
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
    let program: RunningProject

    public init(project: Project) {
        self.init(resolved: ResolvedProject(project))
    }

    /// Runs a project already resolved (by the rules, say), so that it is
    /// not resolved a second time.
    public init(resolved: ResolvedProject) {
        self.project = resolved.project
        program = RunningProject(resolved)
    }

    /// The initial state at the entry flow, or at `flow` when given;
    /// `context` chooses among the alternatives of a `start` list.
    /// Errors: an unknown flow (with a suggestion), no single entry flow, a
    /// flow that cannot show a first screen.
    public func start(flow: String? = nil, context: [String: String] = [:]) throws(RuntimeError) -> RuntimeState {
        let rootFlow = try resolveRootFlow(flow)
        let root = CoordinatorID(rawValue: 0)
        let rootLayer = Layer(id: 0, style: nil, hasNavigation: true, presentedBy: nil)
        // The root flow's inputs come from the context (format 2).
        let values = program.hasData ? Machine.pick(program.resolved.inputs(of: rootFlow), from: context) : [:]
        let coordinator = Coordinator(
            id: root, label: CoordinatorLabel(flow: program.flowNames[rootFlow], startedBy: nil),
            parent: nil, flowID: rootFlow, homeLayer: 0, values: values)
        var machine = Machine(
            program: program, variables: context,
            state: RuntimeState(
                layers: [rootLayer], coordinators: [coordinator],
                nextCoordinator: 1, nextLayer: 1))
        machine.passing = values
        // The root coordinator is new too: a start cycle through the root
        // flow is caught. Placed, not pushed: a tab bar may start the app.
        try machine.showStart(of: rootFlow, coordinator: root, placement: .at(layer: 0, index: 0), newSince: 0)
        try machine.finishStep()
        return machine.state
    }

    private func resolveRootFlow(_ name: String?) throws(RuntimeError) -> FlowID {
        if let name {
            if let flow = program.resolved.flow(named: name) { return flow }
            throw RuntimeError(
                "unknown flow '\(name)'", suggestion: Suggestions.closest(to: name, in: program.flowNames))
        }
        switch program.resolved.entry {
        case .found(let flow): return flow
        case .missing: throw RuntimeError("no entry flow: mark one with 'entry: true' or start with a flow name")
        case .several(let candidates):
            let names = candidates.map { program.flowNames[$0] }.joined(separator: ", ")
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

    private func takeStep(_ state: RuntimeState, _ event: Event, context: [String: String]) throws(RuntimeError) -> Step
    {
        if let outcome = state.finishedOutcome { throw Self.finished(with: outcome) }
        guard let (owner, node) = currentNode(in: state) else {
            throw RuntimeError("no screen is shown")
        }
        var variables = context
        // Values given with the outcome win over the context for the whole
        // step; merged only when there are any (a merge copies the context).
        if case .outcome(_, let values) = event, !values.isEmpty {
            variables.merge(values) { _, value in value }
        }
        var machine = Machine(program: program, variables: variables, state: state)
        do throws(RuntimeError) {
            try perform(event, at: node, owner: owner, state: state, on: &machine)
            try machine.finishStep()
        } catch {
            // Located at the transition that failed: the last one run.
            throw error.located(at: machine.taken.last ?? error.transition)
        }
        return Step(state: machine.state, effects: machine.effects, transitions: machine.taken)
    }

    /// The event's part of a step: its handler, or the system's.
    @inline(__always)
    private func perform(
        _ event: Event, at node: NodeID, owner: CoordinatorID, state: RuntimeState, on machine: inout Machine
    ) throws(RuntimeError) {
        let program = self.program
        // System back and dismiss are the outcomes `back` and `dismiss`: the
        // screen's own handler when it has one (a flag tells without
        // comparing names), else the platform's.
        let outcome: String, mayHandle: Bool
        switch event {
        case .outcome(let name, _): (outcome, mayHandle) = (name, true)
        case .back: (outcome, mayHandle) = (SystemOutcome.back, program.nodes[node].systemHandlers.contains(.back))
        case .dismiss:
            (outcome, mayHandle) = (SystemOutcome.dismiss, program.nodes[node].systemHandlers.contains(.dismiss))
        case .tab(let selector):
            // Not an outcome: no screen can map or override it.
            try machine.selectTab(selector)
            return
        }
        if mayHandle, let handler = program.handler(of: node, for: outcome) {
            if program.hasData, let screen = state.current {
                let given: [String: String]
                if case .outcome(_, let values) = event { given = values } else { given = [:] }
                try machine.checkPayload(of: outcome, at: node, given: given)
                machine.passFromScreen(screen, node: node, owner: owner, outcome: outcome, given: given)
            }
            try machine.run(handler: handler, in: owner, for: node)
        } else if outcome == SystemOutcome.back {
            try machine.systemBack()
        } else if outcome == SystemOutcome.dismiss {
            try machine.systemDismiss()
        } else {
            throw noOutcome(outcome, at: node, in: state)
        }
    }

    /// The errors of a step, worded out of line: the step's own code stays
    /// small enough to stay in the instruction cache.
    @inline(never)
    private static func finished(with outcome: String) -> RuntimeError {
        RuntimeError("the session finished with '\(outcome)': undo or reset to go on")
    }

    @inline(never)
    private func noOutcome(_ outcome: String, at node: NodeID, in state: RuntimeState) -> RuntimeError {
        let known =
            program.nodes[node].handlers.map { program.handlers[$0].outcome }
            + program.inheritedHandlers(of: node).map { program.handlers[$0].outcome } + [
                SystemOutcome.back, SystemOutcome.dismiss,
            ]
        let current = state.current.map(\.qualifiedName) ?? ""
        return RuntimeError(
            "screen \(current) has no outcome '\(outcome)'", suggestion: Suggestions.closest(to: outcome, in: known))
    }

    /// The `on` handlers of the current screen, in source order; nil when no
    /// screen is shown. Found by index, so it costs nothing per project size.
    public func handlers(in state: RuntimeState) -> HandlerList? {
        guard let (_, node) = currentNode(in: state) else { return nil }
        return program.resolved.model(node).handlers
    }

    /// The events the current screen offers, in the order `choices` lists
    /// them (its `on` outcomes in source order, those it inherits from its
    /// flow's own `on`, system `back` and `dismiss` unless it maps them,
    /// then `tab` for each tab of the tab bar on screen), without
    /// describing or previewing any; nil when no screen is shown. What a
    /// caller choosing among events at random (the benchmark's walk)
    /// needs, found by index.
    public func offeredEvents(in state: RuntimeState) -> OfferedEvents? {
        guard let (layer, _, node) = currentPlace(in: state) else { return nil }
        let tabs = state.layers[layer].tabBar?.tabs.count ?? 0
        return OfferedEvents(program: program, node: node, tabs: tabs)
    }

    /// The coordinator showing the current screen and the screen's node;
    /// nil when no screen is shown or its coordinator or node cannot be
    /// found. Reads fields in place: copies no `ScreenRef` or `Coordinator`.
    func currentNode(in state: RuntimeState) -> (owner: CoordinatorID, node: NodeID)? {
        currentPlace(in: state).map { ($0.owner, $0.node) }
    }

    /// `currentNode`, and the position of the layer showing it.
    @inline(__always)
    func currentPlace(in state: RuntimeState) -> (layer: Int, owner: CoordinatorID, node: NodeID)? {
        guard let layer = state.topShownLayerPosition else { return nil }
        guard let top = state.layers[layer].stack.last else { return nil }
        let owner = top.coordinator
        guard let position = state.coordinatorPosition(owner) else { return nil }
        let flow = state.coordinators[position].flowID
        // The node the interpreter stored in the screen's label, checked
        // against the names: a `ScreenRef` made elsewhere (or by another
        // interpreter) is found by name.
        if let node = top.label.id, node.index < program.nodes.count, program.nodes[node].flow == flow,
            program.nodes[node].label === top.label || program.nodes[node].label.name == top.screen
        {
            return (layer, owner, node)
        }
        return program.resolved.node(named: top.screen, in: flow).map { (layer, owner, $0) }
    }
}

/// The events a screen offers, by index: see `Interpreter.offeredEvents(in:)`.
/// An outcome named `back` or `dismiss` is the system event.
public struct OfferedEvents: RandomAccessCollection, Sendable {
    let program: RunningProject
    /// The screen's handlers, `firstHandler..<handlerEnd`.
    let firstHandler: Int32
    let handlerEnd: Int32
    /// The handlers it inherits: positions in `program.inheritedHandlers`.
    let firstInherited: Int32
    let inheritedEnd: Int32
    let handlesBack: Bool
    let handlesDismiss: Bool
    public let startIndex = 0
    public let endIndex: Int

    init(program: RunningProject, node: NodeID, tabs: Int) {
        self.program = program
        let handlers = program.nodes[node].handlers
        firstHandler = handlers.lowerBound
        handlerEnd = handlers.upperBound
        let inherited = program.inherited(by: node)
        firstInherited = inherited.lowerBound
        inheritedEnd = inherited.upperBound
        let handled = program.nodes[node].systemHandlers
        handlesBack = handled.contains(.back)
        handlesDismiss = handled.contains(.dismiss)
        endIndex =
            Int(handlerEnd - firstHandler) + Int(inheritedEnd - firstInherited) + (handlesBack ? 0 : 1)
            + (handlesDismiss ? 0 : 1) + tabs
    }

    public subscript(position: Int) -> Event {
        precondition(position >= 0 && position < endIndex, "offered event out of range")
        var rest = position
        let handlerCount = Int(handlerEnd - firstHandler)
        if rest < handlerCount { return Self.event(program.handlers[HandlerID(Int(firstHandler) + rest)].outcome) }
        rest -= handlerCount
        let inheritedCount = Int(inheritedEnd - firstInherited)
        if rest < inheritedCount {
            let handler = program.inheritedHandlers[Int(firstInherited) + rest]
            return Self.event(program.handlers[handler].outcome)
        }
        rest -= inheritedCount
        if !handlesBack {
            if rest == 0 { return .back }
            rest -= 1
        }
        if !handlesDismiss {
            if rest == 0 { return .dismiss }
            rest -= 1
        }
        return .tab(.position(rest + 1))
    }

    private static func event(_ outcome: String) -> Event {
        outcome == SystemOutcome.back ? .back : outcome == SystemOutcome.dismiss ? .dismiss : .outcome(outcome)
    }
}

extension Interpreter {
    /// Every variable some `when` of the project reads, with the values it
    /// is compared with: for telling a typo from a variable nothing reads.
    public var conditionValues: [String: Set<String>] {
        var values: [String: Set<String>] = [:]
        for alternative in program.alternatives {
            for condition in alternative.conditions ?? [] {
                values[condition.variable, default: []].formUnion(condition.values)
            }
        }
        // A `start` list's alternatives (format 2) read the context too.
        for case .alternatives(let starts) in program.starts {
            for condition in starts.flatMap({ $0.conditions ?? [] }) {
                values[condition.variable, default: []].formUnion(condition.values)
            }
        }
        return values
    }

    /// Every name an input or a payload of the project declares (format 2):
    /// values given with an outcome under these names are read too.
    public var dataValueNames: Set<String> {
        guard program.hasData else { return [] }
        var names: Set<String> = []
        for flow in project.flows {
            names.formUnion(flow.inputs.map(\.name))
            for payload in flow.payloads.values { names.formUnion(payload.map(\.name)) }
            for node in flow.nodes {
                names.formUnion(node.inputs.map(\.name))
                for output in node.outputs { names.formUnion(output.payload.map(\.name)) }
            }
        }
        return names
    }
}
