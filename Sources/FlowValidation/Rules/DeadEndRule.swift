import FlowDiagnostics
import FlowIndex
import FlowModel

/// `dead-end`: a reachable screen whose `on`, with what it inherits from
/// its flow's own `on`, has no transition but `stay` (or nothing at all):
/// only the system back button or a swipe can leave it. Flow nodes are left
/// out: their child flow decides how they end.
public struct DeadEndRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        for n in resolved.nodes.ids where resolved.reachable[n] {
            let record = resolved.nodes[n]
            guard !record.kind.isFlowNode, !record.isIncomplete, !record.leaves else { continue }
            let flow = resolved.flow(of: n)
            let model = resolved.model(flow)
            // What the flow's own `on` gives it decides too; when that did
            // not decode whole, what it gives is not known.
            guard !model.gaps.contains(.flowHandlers) else { continue }
            var inherited: [Handler] = []
            var inheritsLeaving = false
            context.inheritance.forEachInherited(by: n, in: flow, resolved) { h in
                inherited.append(resolved.model(shared: h, of: flow))
                inheritsLeaving =
                    inheritsLeaving || resolved.alternatives[resolved.alternatives(of: h)].contains { $0.kind != .stay }
            }
            guard !inheritsLeaving else { continue }
            let node = resolved.model(n, in: flow)
            let what =
                node.handlers.isEmpty && inherited.isEmpty ? "has no outcomes" : "only has 'stay' transitions"
            diagnostics.append(
                diagnostic(
                    "screen '\(node.name)' \(what), so \(Self.whatLeaves(node, inherited)); give one of its outcomes a transition",
                    at: node.location))
        }
        return diagnostics
    }

    /// What can still leave the screen: system navigation, unless the
    /// screen handles `back` or `dismiss` itself, or inherits a handler of
    /// them (with `stay`, here).
    private static func whatLeaves(_ node: Node, _ inherited: [Handler]) -> String {
        func whose(_ outcome: String) -> String? {
            if node.handler(for: outcome) != nil { return "its own" }
            return inherited.contains { $0.outcome == outcome } ? "its flow's" : nil
        }
        switch (whose("back"), whose("dismiss")) {
        case (nil, nil): return "only system navigation (back or dismiss) can leave it"
        case (let back?, nil): return "only a system dismiss can leave it (\(back) 'back' stays)"
        case (nil, let dismiss?): return "only a system back can leave it (\(dismiss) 'dismiss' stays)"
        case (let back?, let dismiss?):
            return back == dismiss
                ? "nothing can leave it (\(back) 'back' and 'dismiss' stay too)"
                : "nothing can leave it (\(back) 'back' and \(dismiss) 'dismiss' stay too)"
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

            What a screen inherits from its flow's own `on` counts: a screen whose own `on` only stays
            but that inherits a transition that leaves is no dead end, and an inherited `back: stay` is
            named as the flow's. A flow whose own `on` did not decode whole gets no `dead-end`.
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
