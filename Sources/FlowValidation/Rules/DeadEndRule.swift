import FlowDiagnostics
import FlowIndex
import FlowModel

/// `dead-end`: a reachable screen whose `on` has no transition but `stay`
/// (or nothing at all): only the system back button or a swipe can leave
/// it. Flow nodes are left out: their child flow decides how they end.
public struct DeadEndRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        for n in resolved.nodes.ids where resolved.reachable[n] {
            let record = resolved.nodes[n]
            guard !record.kind.isFlowNode, !record.isIncomplete, !record.leaves else { continue }
            let node = resolved.model(n)
            let what = node.handlers.isEmpty ? "has no outcomes" : "only has 'stay' transitions"
            diagnostics.append(
                diagnostic(
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

extension DeadEndRule {
    public static let description = RuleDescription(
        id: .deadEnd, severity: .warning,
        summary: "a reachable screen whose `on` has no transition but `stay`: only system navigation can leave it",
        rationale: """
            Users can leave such a screen only with the back button or by swiping a sheet down, if at all:
            usually a transition is missing.
            """,
        details: """
            Applies to screens only: a flow node's child flow decides how it ends. A screen with no
            outcomes at all counts too. Points at the screen's key; the message says what can still leave
            it: system navigation, unless the screen handles `back` or `dismiss` itself with `stay`. A
            node of which something did not decode (a transition, an `on` key that is not a name, its
            `on` or `flow`) is left out, but only that node: a typo on one screen cannot give another
            screen a way out.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      next: push Details
                  Details:
                    on:
                      refresh: stay   # and no other way on
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      next: push Details
                  Details:
                    on:
                      refresh: stay
                      done: back
                """)
        ])
}
