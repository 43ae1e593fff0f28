import FlowDiagnostics
import FlowModel

/// `unhandled-outcome`: a flow node without a transition for some outcome
/// its child flow declares. One diagnostic per flow node, naming every
/// missing outcome, so one forgotten child does not flood the output.
public struct UnhandledOutcomeRule: Rule {
    public static let id = "unhandled-outcome"
    public static let severity = Severity.error
    public static let summary = "a flow node has no transition for an outcome its child flow declares"

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let project = context.project
        let graph = context.analysis.graph
        var diagnostics: [Diagnostic] = []
        // Which outcome ids of the child the current node handles, marked
        // with the node's number so the array is never cleared between nodes.
        var handledBy = [Int](repeating: -1, count: graph.flows.lazy.map(\.outcomeCount).max() ?? 0)
        for (flowIndex, flow) in graph.flows.enumerated() {
            for n in flow.nodeRange where graph.nodes[n].child >= 0 {
                let resolved = graph.nodes[n]
                let childIndex = Int(resolved.child)
                let childOutcomes = graph.flows[childIndex].outcomeRange
                guard !childOutcomes.isEmpty else { continue }
                for h in graph.handlerRange(ofNode: n) where graph.handlers[h].outcome >= 0 {
                    handledBy[Int(graph.handlers[h].outcome)] = n
                }
                guard childOutcomes.contains(where: { handledBy[Int(graph.outcomes[$0])] != n }) else { continue }
                let node = project.flows[flowIndex].nodes[n - Int(flow.firstNode)]
                let child = project.flows[childIndex]
                let missing = childOutcomes.filter { handledBy[Int(graph.outcomes[$0])] != n }
                    .map { child.outcomes[$0 - childOutcomes.lowerBound].name }
                let outcomes = Wording.plural(missing.count, "outcome")
                diagnostics.append(diagnostic(
                    "flow node '\(node.name)' does not handle \(outcomes) \(Wording.quoted(missing, limit: 10)) of flow '\(child.name)': add \(missing.count == 1 ? "it" : "them") under 'on'",
                    at: node.location,
                    notes: [Note("flow '\(child.name)' declares its outcomes here", at: child.outcomes[0].location)]))
            }
        }
        return diagnostics
    }
}

extension UnhandledOutcomeRule {
    public static let description = RuleDescription(
        id: .unhandledOutcome, severity: .error,
        summary: "a flow node has no transition for an outcome its child flow declares",
        rationale: """
            When the child flow finishes with that outcome, the parent coordinator has no instruction for
            what comes next: the child's screens are gone and nothing takes their place.
            """,
        details: """
            Points at the flow node's key, naming every missing outcome in one diagnostic, with a note at
            the child's `outcomes`. `back` needs no handler: a child ended by system navigation just goes.
            A flow node whose `on` did not decode whole is left out.
            """,
        triggeringExamples: [
            RuleExample("""
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      signIn: modal Login
                  Login:
                    flow: Login
                    on:
                      signedIn: stay   # and 'cancelled'?
                ---
                flow: Login
                start: Form
                outcomes: [signedIn, cancelled]
                screens:
                  Form:
                    on:
                      submit: finish signedIn
                      cancel: finish cancelled
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      signIn: modal Login
                  Login:
                    flow: Login
                    on:
                      signedIn: stay
                      cancelled: stay
                ---
                flow: Login
                start: Form
                outcomes: [signedIn, cancelled]
                screens:
                  Form:
                    on:
                      submit: finish signedIn
                      cancel: finish cancelled
                """),
        ])
}
