import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unused-flow`: a flow that no reachable flow node of a reachable flow
/// starts, beginning from the entry flow. Without a single entry flow there
/// is nothing to begin from, so the rule stays silent (`entry` reports why).
public struct UnusedFlowRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let used = context.resolved.usedFlows, case .found(let root) = context.resolved.entry else { return [] }
        let project = context.project
        let entry = project.flows[root.index]
        return project.flows.indices.filter { !used[$0] }.map { index in
            diagnostic(
                "flow '\(project.flows[index].name)' is never started: no reachable flow node leads to it from the entry flow '\(entry.name)'; start it from a flow node or remove it",
                at: project.flows[index].location)
        }
    }
}

extension UnusedFlowRule {
    public static let description = RuleDescription(
        id: .unusedFlow, severity: .warning,
        summary: "a flow that the entry flow never starts, directly or through its children",
        rationale: """
            No path through the app reaches it: it is left over, or the flow node that should start it is
            missing.
            """,
        details: """
            Follows the flow nodes of reachable nodes, beginning from the entry flow. Points at the flow's
            `flow:` value. Without a single entry flow there is nothing to begin from, so the rule stays
            silent (`entry` reports why). Every flow node of a flow whose start is unknown, or where a
            reachable node holds a transition that did not decode, counts as reachable. When a flow it
            meets may have lost a flow node (a node, its `flow` or `screens` did not decode), the flows
            that no flow node starts, and the flows they start, are not reported: the lost node may have
            started them. Every other flow still is.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                entry: true
                start: Home
                screens:
                  Home:
                    on:
                      done: back
                ---
                flow: Tour   # no flow node starts it
                start: Welcome
                screens:
                  Welcome:
                    on:
                      done: back
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: App
                entry: true
                start: Home
                screens:
                  Home:
                    on:
                      tour: modal Tour
                  Tour:
                    flow: Tour
                ---
                flow: Tour
                start: Welcome
                screens:
                  Welcome:
                    on:
                      done: dismiss
                """)
        ])
}
