import FlowIndex
import FlowModel

/// One flow's data (format 2) as `missing-input` reads it: what each of
/// its nodes needs, what each transition must give and what it has.
struct FlowValues {
    let resolved: ResolvedProject
    let flow: FlowID
    /// The flow as written, read once.
    let model: Flow
    private let firstNode: Int

    init(_ resolved: ResolvedProject, _ flow: FlowID) {
        self.resolved = resolved
        self.flow = flow
        self.model = resolved.model(flow)
        self.firstNode = resolved.flows[flow].nodes.startIndex
    }

    /// A node of the flow, as written.
    func node(_ n: NodeID) -> Node {
        model.nodes[n.index - firstNode]
    }

    /// What showing `n`, a node of the flow, needs.
    func needs(_ n: NodeID) -> [ValueDeclaration] {
        if case .screen = resolved.nodes[n].kind { return node(n).inputs }
        return resolved.inputs(of: n)
    }

    /// What the alternative `a` (written as `transition`) must give: the
    /// inputs of the node a `push`, `modal` or `replace` shows, or the
    /// payload a `finish` ends the flow with. Nil when it gives nothing.
    func need(
        of a: AlternativeID, _ transition: Transition
    ) -> (values: [ValueDeclaration], action: MissingInputRule.Action)? {
        let kind = resolved.alternatives[a].kind
        switch resolved.alternatives[a].target {
        case .node(let target) where kind.showsTarget:
            let values = needs(target)
            return values.isEmpty ? nil : (values, .shows(kind, node: node(target).name))
        case .outcome where kind == .finish:
            guard let outcome = transition.target else { return nil }
            let values = model.payload(of: outcome)
            return values.isEmpty ? nil : (values, .finishes(outcome: outcome))
        default:
            return nil
        }
    }

    /// What a transition taken when `n` produces `outcome` has: the
    /// outcome's payload at `n`, the inputs of `n` and the flow's.
    func available(at n: NodeID, outcome: String) -> AvailableValues {
        if case .screen = resolved.nodes[n].kind {
            let written = node(n)
            return AvailableValues(
                flowInputs: model.inputs, nodeInputs: written.inputs, payload: written.payload(of: outcome))
        }
        return AvailableValues(
            flowInputs: model.inputs, nodeInputs: resolved.inputs(of: n), payload: resolved.payload(of: outcome, at: n))
    }
}
