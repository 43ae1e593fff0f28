import FlowDiagnostics
import FlowModel

/// `dead-end`: a reachable screen whose `on` has no transition but `stay`
/// (or nothing at all): only the system back button or a swipe can leave
/// it. Flow nodes are left out: their child flow decides how they end.
public struct DeadEndRule: Rule {
    public static let id = "dead-end"
    public static let severity = Severity.warning
    public static let summary = "a reachable screen whose 'on' has no transition but 'stay'"

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (flowIndex, flow) in context.project.flows.enumerated() {
            let reachable = context.analysis.reachableNodes[flowIndex]
            for (index, node) in flow.nodes.enumerated() where reachable[index] && !node.isFlowNode && !node.hasBrokenHandler {
                let leaves = node.handlers.contains { handler in
                    handler.alternatives.contains { $0.transition.kind != .stay }
                }
                guard !leaves else { continue }
                let what = node.handlers.isEmpty ? "has no outcomes" : "only has 'stay' transitions"
                diagnostics.append(diagnostic(
                    "screen '\(node.name)' \(what), so only system navigation (back or dismiss) can leave it; give one of its outcomes a transition",
                    at: node.location))
            }
        }
        return diagnostics
    }
}
