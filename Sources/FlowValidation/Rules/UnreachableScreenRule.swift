import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unreachable-screen`: a node no `push`, `modal` or `replace` leads to from
/// the flow's `start` (every alternative followed, flow nodes' handlers
/// included). Flows whose `start` is unknown are left to `unknown-target`,
/// and flows with a transition that did not decode to that `schema` error.
public struct UnreachableScreenRule: Rule {
    public static let id = "unreachable-screen"
    public static let severity = Severity.warning
    public static let summary = "a node that cannot be reached from the flow's start"

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let resolved = context.resolved
        for f in resolved.flows.ids where resolved.flows[f].start != nil && !resolved.flows[f].isIncomplete {
            let nodes = resolved.flows[f].nodes
            // Only a flow with an unreachable node is read from the model.
            guard resolved.reachable[nodes].contains(false) else { continue }
            let flow = resolved.model(f)
            for (id, node) in zip(nodes, flow.nodes) where !resolved.reachable[id] {
                let what = node.isFlowNode ? "flow node '\(node.name)'" : "screen '\(node.name)'"
                diagnostics.append(diagnostic(
                    "\(what) cannot be reached from '\(flow.start.name)', the start of flow '\(flow.name)': no push, modal or replace leads to it; add a transition to it or remove it",
                    at: node.location))
            }
        }
        return diagnostics
    }
}
