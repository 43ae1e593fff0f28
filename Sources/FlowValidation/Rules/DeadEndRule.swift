import FlowDiagnostics
import FlowIndex
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
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        for n in resolved.nodes.ids where resolved.reachable[n] {
            let record = resolved.nodes[n]
            guard !record.kind.isFlowNode, !record.isIncomplete, !record.leaves else { continue }
            let node = resolved.model(n)
            let what = node.handlers.isEmpty ? "has no outcomes" : "only has 'stay' transitions"
            diagnostics.append(diagnostic(
                "screen '\(node.name)' \(what), so \(Self.whatLeaves(node)); give one of its outcomes a transition",
                at: node.location))
        }
        return diagnostics
    }

    /// What can still leave the screen: system navigation, unless the
    /// screen handles `back` or `dismiss` itself (with `stay`, here).
    private static func whatLeaves(_ node: Node) -> String {
        switch (node.handler(for: "back") != nil, node.handler(for: "dismiss") != nil) {
        case (false, false): "only system navigation (back or dismiss) can leave it"
        case (true, false): "only a system dismiss can leave it (its own 'back' stays)"
        case (false, true): "only a system back can leave it (its own 'dismiss' stays)"
        case (true, true): "nothing can leave it (its own 'back' and 'dismiss' stay too)"
        }
    }
}
