import FlowModel

/// The project resolved to indices once, in `Interpreter.init`, flat: every
/// node of every flow in one array (a node's "global" index is its flow's
/// base plus its index in the flow), every handler in one array, every
/// alternative in one array. A step reads integers and the few strings it
/// puts into the state; it hashes no name and copies no model struct.
///
/// One final class, so the step's `Machine` holds one reference instead of
/// copying (and retaining) a dozen arrays.
final class Tables: Sendable {
    struct Node: Sendable {
        /// The flow's and the node's name, shared by every screen of the node.
        let names: NodeNames
        /// For a flow node: the names of the coordinators it starts (the
        /// child flow's name, resolved or not, and this node's), shared by all.
        let started: CoordinatorNames?
        let flow: Int32
        /// The flow a flow node starts; -1 for a screen, -2 when the name is unknown.
        let child: Int32
        /// The node's handlers: `handlers[firstHandler..<handlerEnd]`, source order.
        let firstHandler: Int32
        let handlerEnd: Int32
        /// Whether the node has its own `back` / `dismiss` handler.
        let handlesBack: Bool
        let handlesDismiss: Bool

        var name: String { names.screen }
        /// For a flow node, the name of the flow it starts (resolved or not).
        var childName: String? { started?.flow }
    }

    struct Handler: Sendable {
        let outcome: String
        let firstAlternative: Int32
        let alternativeEnd: Int32
    }

    struct Alternative: Sendable {
        /// nil or empty: always matches.
        let when: [Condition]?
        /// The transition's target as written ("" when none).
        let target: String
        /// Global index of the target node in the handler's flow; -1 when it names none.
        let targetNode: Int32
        let kind: TransitionKind
        let style: ModalStyle
        let hasNavigation: Bool

        /// Whether `when` holds for `variables` (an unset variable matches
        /// nothing); as `FlowModel.Alternative.matches`.
        func matches(_ variables: [String: String]) -> Bool {
            guard let when else { return true }
            for condition in when {
                guard let value = variables[condition.variable], condition.values.contains(value) else { return false }
            }
            return true
        }
    }

    /// The model, for what only error paths and name lookups need.
    let project: Project
    let flowNames: [String]
    /// Per flow: the global index of its `start` node, -1 when it names none.
    let flowStart: [Int32]
    /// Per flow, plus one: the global index of its first node.
    let flowBase: [Int32]
    let nodes: [Node]
    let handlers: [Handler]
    let alternatives: [Alternative]

    init(project: Project) {
        var flowNames: [String] = [], flowStart: [Int32] = [], flowBase: [Int32] = []
        var nodes: [Node] = [], handlers: [Handler] = [], alternatives: [Alternative] = []
        flowNames.reserveCapacity(project.flows.count)
        flowStart.reserveCapacity(project.flows.count)
        flowBase.reserveCapacity(project.flows.count + 1)
        nodes.reserveCapacity(project.nodeCount)
        for (flowIndex, flow) in project.flows.enumerated() {
            let base = Int32(nodes.count)
            flowNames.append(flow.name)
            flowBase.append(base)
            flowStart.append(flow.nodeIndex[flow.start.name].map { base + Int32($0) } ?? -1)
            for node in flow.nodes {
                let firstHandler = Int32(handlers.count)
                for handler in node.handlers {
                    let firstAlternative = Int32(alternatives.count)
                    for alternative in handler.alternatives {
                        let transition = alternative.transition
                        let target = transition.target.flatMap { flow.nodeIndex[$0] }.map { base + Int32($0) } ?? -1
                        alternatives.append(Alternative(
                            when: alternative.when?.isEmpty == true ? nil : alternative.when,
                            target: transition.target ?? "", targetNode: target, kind: transition.kind,
                            style: transition.style, hasNavigation: transition.hasNavigation))
                    }
                    handlers.append(Handler(outcome: handler.outcome, firstAlternative: firstAlternative,
                                            alternativeEnd: Int32(alternatives.count)))
                }
                let child: Int32 = node.childFlow.map { project.flowIndex[$0.name].map(Int32.init) ?? -2 } ?? -1
                let global = nodes.count
                nodes.append(Node(names: NodeNames(flow: flow.name, screen: node.name, node: global),
                                  started: node.childFlow.map { CoordinatorNames(flow: $0.name, startedBy: node.name) },
                                  flow: Int32(flowIndex),
                                  child: child, firstHandler: firstHandler, handlerEnd: Int32(handlers.count),
                                  handlesBack: node.handler(for: SystemOutcome.back) != nil,
                                  handlesDismiss: node.handler(for: SystemOutcome.dismiss) != nil))
            }
        }
        flowBase.append(Int32(nodes.count))
        self.project = project
        self.flowNames = flowNames
        self.flowStart = flowStart
        self.flowBase = flowBase
        self.nodes = nodes
        self.handlers = handlers
        self.alternatives = alternatives
    }

    /// The global index of the node `name` of flow `flow`, by name (the
    /// first definition wins); for a `ScreenRef` made elsewhere.
    func node(named name: String, inFlow flow: Int) -> Int? {
        project.flows[flow].nodeIndex[name].map { Int(flowBase[flow]) + $0 }
    }

    /// The name the flow's `start` gives, as written.
    func startName(ofFlow flow: Int) -> String { project.flows[flow].start.name }

    /// Names of the nodes of `flow`, in order, for suggestions.
    func nodeNames(ofFlow flow: Int) -> [String] {
        nodes[Int(flowBase[flow])..<Int(flowBase[flow + 1])].map(\.name)
    }

    /// The text of a transition, as `Interpreter.describe` writes it: "push
    /// Detail", "modal Composer (fullscreen)", "modal EditAddress (sheet,
    /// flow AddressEditor)", "finish done".
    func describe(alternative index: Int) -> String {
        let alternative = alternatives[index]
        let target = alternative.target
        var notes = ""
        switch alternative.kind {
        case .push, .replace: break
        case .modal:
            notes = alternative.style.rawValue
            if !alternative.hasNavigation { notes += ", no navigation" }
        case .finish: return "finish \(target)"
        case .back, .dismiss, .stay: return alternative.kind.rawValue
        }
        if alternative.targetNode >= 0, let child = nodes[Int(alternative.targetNode)].childName {
            notes += notes.isEmpty ? "flow \(child)" : ", flow \(child)"
        }
        let text = "\(alternative.kind.rawValue) \(target)"
        return notes.isEmpty ? text : "\(text) (\(notes))"
    }
}
