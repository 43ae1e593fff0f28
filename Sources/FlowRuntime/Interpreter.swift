import FlowDiagnostics
import FlowModel

/// Runs a project as pure state transitions: state and event in, new state
/// and effects out. No I/O, no globals; names are resolved to indices once,
/// here, so a step costs in proportion to navigation depth, never to the size
/// of the project.
public struct Interpreter: Sendable {
    public let project: Project
    /// Per flow: the index of its `start` node, if it exists.
    let startNode: [Int?]
    /// Per flow, per node: the index of the flow a flow node starts, if it exists.
    let childFlow: [[Int?]]
    /// Per flow: the node each alternative's target names, by index (-1 when
    /// it names none), flat in node, handler, alternative order; so a step
    /// from the current screen hashes no name. Flat to keep it one array per flow.
    let alternativeTargets: [[Int]]
    /// Per flow, per node: where the node's alternatives start in `alternativeTargets`.
    let alternativeStart: [[Int]]

    public init(project: Project) {
        self.project = project
        startNode = project.flows.map { $0.nodeIndex[$0.start.name] }
        childFlow = project.flows.map { flow in
            flow.nodes.map { node in node.childFlow.flatMap { project.flowIndex[$0.name] } }
        }
        var targets: [[Int]] = [], starts: [[Int]] = []
        targets.reserveCapacity(project.flows.count)
        starts.reserveCapacity(project.flows.count)
        for flow in project.flows {
            var flowTargets: [Int] = [], flowStarts: [Int] = []
            flowStarts.reserveCapacity(flow.nodes.count)
            for node in flow.nodes {
                flowStarts.append(flowTargets.count)
                for handler in node.handlers {
                    for alternative in handler.alternatives {
                        flowTargets.append(alternative.transition.target.flatMap { flow.nodeIndex[$0] } ?? -1)
                    }
                }
            }
            targets.append(flowTargets)
            starts.append(flowStarts)
        }
        alternativeTargets = targets
        alternativeStart = starts
    }

    /// The initial state at the entry flow, or at `flow` when given.
    /// Errors: an unknown flow (with a suggestion), no single entry flow, a
    /// flow that cannot show a first screen.
    public func start(flow: String? = nil) throws(RuntimeError) -> RuntimeState {
        let rootFlow = try resolveRootFlow(flow)
        let root = CoordinatorID(rawValue: 0)
        let rootLayer = Layer(id: 0, style: nil, hasNavigation: true, presentedBy: nil)
        let coordinator = Coordinator(id: root, flow: project.flows[rootFlow].name, parent: nil,
                                      startedBy: nil, flowIndex: rootFlow, homeLayer: 0)
        var machine = Machine(interpreter: self, variables: [:],
                              state: RuntimeState(layers: [rootLayer], coordinators: [coordinator],
                                                  nextCoordinator: 1, nextLayer: 1))
        try machine.showStart(of: rootFlow, coordinator: root, placement: .onTop(layer: 0), starting: [rootFlow])
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
        guard let current = state.current, let owner = state.coordinator(for: current.coordinator),
              let nodeIndex = nodeIndex(of: current, inFlow: owner.flowIndex) else {
            throw RuntimeError("no screen is shown")
        }
        let handlers = project.flows[owner.flowIndex].nodes[nodeIndex].handlers
        let place = (flow: owner.flowIndex, node: nodeIndex)
        var variables = context
        // Values given with the outcome win over the context for the whole
        // step; merged only when there are any (a merge copies the context).
        if case .outcome(_, let values) = event, !values.isEmpty {
            variables.merge(values) { _, value in value }
        }
        var machine = Machine(interpreter: self, variables: variables, state: state)
        switch event {
        case .outcome(let name, _):
            if let handler = handlers.firstIndex(where: { $0.outcome == name }) {
                try machine.run(handlers[handler], in: owner.id, at: (place.flow, place.node, handler))
            } else if name == SystemOutcome.back {
                try machine.systemBack()
            } else if name == SystemOutcome.dismiss {
                try machine.systemDismiss()
            } else {
                let known = handlers.map(\.outcome) + [SystemOutcome.back, SystemOutcome.dismiss]
                throw RuntimeError("screen \(current.qualifiedName) has no outcome '\(name)'",
                                   suggestion: Suggestions.closest(to: name, in: known))
            }
        case .back:
            if let handler = handlers.firstIndex(where: { $0.outcome == SystemOutcome.back }) {
                try machine.run(handlers[handler], in: owner.id, at: (place.flow, place.node, handler))
            }
            else { try machine.systemBack() }
        case .dismiss:
            if let handler = handlers.firstIndex(where: { $0.outcome == SystemOutcome.dismiss }) {
                try machine.run(handlers[handler], in: owner.id, at: (place.flow, place.node, handler))
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
        guard let current = state.current, let owner = state.coordinator(for: current.coordinator) else { return nil }
        return nodeIndex(of: current, inFlow: owner.flowIndex).map { project.flows[owner.flowIndex].nodes[$0].handlers }
    }

    /// The index of the node `screen` shows: the one the interpreter stored
    /// in it, found by name for a `ScreenRef` made elsewhere.
    func nodeIndex(of screen: ScreenRef, inFlow flowIndex: Int) -> Int? {
        let nodes = project.flows[flowIndex].nodes
        if nodes.indices.contains(screen.node), nodes[screen.node].name == screen.screen { return screen.node }
        return project.flows[flowIndex].nodeIndex[screen.screen]
    }

    /// The node the alternative `alternative` of handler `handler` of a node
    /// names as its target, by index; nil when it names none in its flow.
    func targetNode(of place: (flow: Int, node: Int, handler: Int), alternative: Int) -> Int? {
        var offset = alternativeStart[place.flow][place.node] + alternative
        let handlers = project.flows[place.flow].nodes[place.node].handlers
        for earlier in handlers[..<place.handler] { offset += earlier.alternatives.count }
        let target = alternativeTargets[place.flow][offset]
        return target < 0 ? nil : target
    }
}

/// The two outcomes every screen answers, and the one a child flow ends with
/// when system navigation removes it.
enum SystemOutcome {
    static let back = "back"
    static let dismiss = "dismiss"
}
