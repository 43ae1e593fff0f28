import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unreachable-screen`: a node no `push`, `modal` or `replace` leads to from
/// the flow's `start` (every alternative followed, flow nodes' handlers
/// included). Flows whose `start` is unknown are left to `unknown-target`,
/// and flows whose reachability is unknown (`ResolvedFlow.isIncomplete`) to
/// their `schema` error.
public struct UnreachableScreenRule: Rule {
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
                diagnostics.append(
                    diagnostic(
                        "\(what) cannot be reached from '\(flow.start.name)', the start of flow '\(flow.name)': no push, modal or replace leads to it; add a transition to it or remove it",
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
            Flows whose `start` is unknown are left to `unknown-target`, and flows where a reachable node
            holds a transition that did not decode (it may lead anywhere in the flow) to that `schema`
            error; a bad outcome name, or a broken node nothing leads to, hides nothing.
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
                      done: back
                  Archive:   # nothing leads here
                    on:
                      done: back
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
                      archive: modal Archive
                  Details:
                    on:
                      done: back
                  Archive:
                    on:
                      done: back
                """)
        ])
}
