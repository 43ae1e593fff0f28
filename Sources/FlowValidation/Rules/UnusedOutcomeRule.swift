import FlowDiagnostics
import FlowIndex
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
        let resolved = context.resolved
        for f in resolved.flows.ids {
            let outcomes = resolved.flows[f].outcomes
            guard !outcomes.isEmpty, resolved.flows[f].start != nil, !resolved.flows[f].isIncomplete,
                  resolved.reachesFinish[f] else { continue }
            // Only a flow with a missing outcome is read from the model.
            guard outcomes.contains(where: { !resolved.isFinished($0) }) else { continue }
            let flow = resolved.model(f)
            for (id, outcome) in zip(outcomes, flow.outcomes) where !resolved.isFinished(id) {
                diagnostics.append(diagnostic(
                    "outcome '\(outcome.name)' of flow '\(flow.name)' is declared, but no reachable 'finish \(outcome.name)' produces it; finish with it somewhere or remove it",
                    at: outcome.location))
            }
        }
        return diagnostics
    }
}
