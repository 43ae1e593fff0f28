import FlowDiagnostics
import FlowModel

/// `unused-outcome`: a declared outcome that no `finish` on a reachable node
/// produces. A flow with no reachable `finish` at all is `never-finishes`
/// instead, once, rather than once per outcome.
public struct UnusedOutcomeRule: Rule {
    public static let id = "unused-outcome"
    public static let severity = Severity.warning
    public static let summary = "a declared outcome that no reachable finish produces"

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let analysis = context.analysis
        for (index, resolved) in analysis.graph.flows.enumerated()
        where resolved.outcomeCount > 0 && resolved.start >= 0 && !resolved.isIncomplete && analysis.reachesFinish[index] {
            // Only a flow with a missing outcome is read from the model.
            guard (0..<resolved.outcomeCount).contains(where: { !analysis.isFinished(flow: index, outcome: $0) }) else { continue }
            let flow = context.project.flows[index]
            for (position, outcome) in flow.outcomes.enumerated() where !analysis.isFinished(flow: index, outcome: position) {
                diagnostics.append(diagnostic(
                    "outcome '\(outcome.name)' of flow '\(flow.name)' is declared, but no reachable 'finish \(outcome.name)' produces it; finish with it somewhere or remove it",
                    at: outcome.location))
            }
        }
        return diagnostics
    }
}
