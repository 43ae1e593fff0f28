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

    public init(project: Project) {
        self.project = project
        startNode = project.flows.map { $0.nodeIndex[$0.start.name] }
        childFlow = project.flows.map { flow in
            flow.nodes.map { node in node.childFlow.flatMap { project.flowIndex[$0.name] } }
        }
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
              let node = project.flows[owner.flowIndex].node(named: current.screen) else {
            throw RuntimeError("no screen is shown")
        }
        var values: [String: String] = [:]
        if case .outcome(_, let given) = event { values = given }
        // Values given with the outcome win over the context for the whole step.
        var machine = Machine(interpreter: self, variables: context.merging(values) { _, value in value }, state: state)
        switch event {
        case .outcome(let name, _):
            if let handler = node.handler(for: name) {
                try machine.run(handler, in: owner.id)
            } else if name == SystemOutcome.back {
                try machine.systemBack()
            } else if name == SystemOutcome.dismiss {
                try machine.systemDismiss()
            } else {
                let known = node.handlers.map(\.outcome) + [SystemOutcome.back, SystemOutcome.dismiss]
                throw RuntimeError("screen \(current.qualifiedName) has no outcome '\(name)'",
                                   suggestion: Suggestions.closest(to: name, in: known))
            }
        case .back:
            if let handler = node.handler(for: SystemOutcome.back) { try machine.run(handler, in: owner.id) }
            else { try machine.systemBack() }
        case .dismiss:
            if let handler = node.handler(for: SystemOutcome.dismiss) { try machine.run(handler, in: owner.id) }
            else { try machine.systemDismiss() }
        }
        try machine.finishStep()
        return Step(state: machine.state, effects: machine.effects)
    }
}

/// The two outcomes every screen answers, and the one a child flow ends with
/// when system navigation removes it.
enum SystemOutcome {
    static let back = "back"
    static let dismiss = "dismiss"
}
