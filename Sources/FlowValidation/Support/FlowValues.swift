import FlowIndex
import FlowModel

/// One flow's data (format 2) as `missing-input` reads it: what each of
/// its nodes needs, what each transition must give and what it has. What
/// nodes need and outcomes carry is gathered once, so that the many
/// transitions needing nothing are passed over without reading the model.
struct FlowValues {
    let resolved: ResolvedProject
    let flow: FlowID
    /// The flow as written, read once.
    let model: Flow
    private let firstNode: Int
    /// What showing each node needs, by position in the flow.
    private let needs: [[ValueDeclaration]]
    /// The payload of each declared outcome, by position in `outcomes`;
    /// empty when the flow declares none.
    private let payloads: [[ValueDeclaration]]

    init(_ resolved: ResolvedProject, _ flow: FlowID) {
        self.resolved = resolved
        self.flow = flow
        let model = resolved.model(flow)
        self.model = model
        let nodes = resolved.flows[flow].nodes
        firstNode = nodes.startIndex
        // By position, not by zipping: zip copies each whole node out.
        var needs: [[ValueDeclaration]] = []
        needs.reserveCapacity(nodes.count)
        for n in nodes {
            if case .screen = resolved.nodes[n].kind {
                needs.append(model.nodes[n.index - nodes.startIndex].inputs)
            } else {
                needs.append(resolved.inputs(of: n))
            }
        }
        self.needs = needs
        payloads = model.payloads.isEmpty ? [] : model.outcomes.map { model.payload(of: $0.name) }
    }

    /// The name of `n`, a node of the flow.
    func name(of n: NodeID) -> String {
        model.nodes[n.index - firstNode].name
    }

    /// What showing `n`, a node of the flow, needs.
    func needs(_ n: NodeID) -> [ValueDeclaration] {
        needs[n.index - firstNode]
    }

    /// What the alternative `a` must give: the inputs of the node a `push`,
    /// `modal` or `replace` shows, or the payload a `finish` ends the flow
    /// with. Nil when it gives nothing.
    func need(of a: AlternativeID) -> [ValueDeclaration]? {
        let kind = resolved.alternatives[a].kind
        switch resolved.alternatives[a].target {
        case .node(let target) where kind.showsTarget:
            let values = needs(target)
            return values.isEmpty ? nil : values
        case .outcome(let outcome) where kind == .finish && !payloads.isEmpty:
            let values = payloads[outcome.index - resolved.flows[flow].outcomes.startIndex]
            return values.isEmpty ? nil : values
        default:
            return nil
        }
    }

    /// What giving `need(of: a)` is, for a message: showing a node, or
    /// finishing with an outcome. Worked out only for a diagnostic.
    func action(of a: AlternativeID) -> MissingInputRule.Action {
        let kind = resolved.alternatives[a].kind
        switch resolved.alternatives[a].target {
        case .node(let target): return .shows(kind, node: name(of: target))
        case .outcome(let outcome):
            return .finishes(outcome: model.outcomes[outcome.index - resolved.flows[flow].outcomes.startIndex].name)
        case .nothing, .unknown: preconditionFailure("an alternative without a known target needs nothing")
        }
    }

    /// Whether the flow's inputs hold every value of `values`, each of its
    /// name and type: every transition of the flow has them, so most needs
    /// are met without looking at the transition at all.
    func flowInputsHold(_ values: [ValueDeclaration]) -> Bool {
        values.allSatisfy { value in model.inputs.contains { $0.name == value.name && $0.type == value.type } }
    }

    /// What a transition taken when `n` produces `outcome` has: the
    /// outcome's payload at `n`, the inputs of `n` and the flow's.
    func available(at n: NodeID, outcome: String) -> AvailableValues {
        let payload =
            if case .screen = resolved.nodes[n].kind {
                model.nodes[n.index - firstNode].payload(of: outcome)
            } else {
                resolved.payload(of: outcome, at: n)
            }
        return AvailableValues(flowInputs: model.inputs, nodeInputs: needs(n), payload: payload)
    }
}
