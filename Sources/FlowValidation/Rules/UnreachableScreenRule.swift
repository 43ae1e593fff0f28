import FlowDiagnostics
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
        let analysis = context.analysis
        for (flowIndex, resolved) in analysis.graph.flows.enumerated() where resolved.start >= 0 && !resolved.isIncomplete {
            // Only a flow with an unreachable node is read from the model.
            guard analysis.reachable[resolved.nodeRange].contains(false) else { continue }
            let flow = context.project.flows[flowIndex]
            for (index, node) in flow.nodes.enumerated() where !analysis.reachable[Int(resolved.firstNode) + index] {
                diagnostics.append(diagnostic(
                    "\(Wording.describe(node)) cannot be reached from '\(flow.start.name)', the start of flow '\(flow.name)': no push, modal or replace leads to it; add a transition to it or remove it",
                    at: node.location))
            }
        }
        return diagnostics
    }
}

extension UnreachableScreenRule {
    public static let description = RuleDescription(
        id: .unreachableScreen, severity: .warning,
        summary: "a node that cannot be reached from the flow's `start`",
        rationale: """
            Nothing leads to it, so users never see it: a transition to it is missing, or it is left over
            and can go.
            """,
        details: """
            Reachability follows the targets of `push`, `modal` and `replace` from `start`, every
            alternative (shadowed ones too) and a flow node's handlers included. Points at the node's key.
            Flows whose `start` is unknown are left to `unknown-target`, and flows with a transition that
            did not decode to that `schema` error.
            """,
        triggeringExamples: [
            RuleExample("""
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      next: push Details
                  Details:
                    on:
                      done: back
                  Archive:   # nothing leads here
                    on:
                      done: back
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      next: push Details
                      archive: modal Archive
                  Details:
                    on:
                      done: back
                  Archive:
                    on:
                      done: back
                """),
        ])
}
