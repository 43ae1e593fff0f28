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
        for (index, flow) in context.project.flows.enumerated()
        where !flow.outcomes.isEmpty && context.analysis.hasKnownStart(flow: index) && !flow.hasBrokenHandler {
            let finished = flow.finishedOutcomes(reachable: context.analysis.reachableNodes[index])
            guard !finished.isEmpty else { continue }
            for outcome in flow.outcomes where !finished.contains(outcome.name) {
                diagnostics.append(diagnostic(
                    "outcome '\(outcome.name)' of flow '\(flow.name)' is declared, but no reachable 'finish \(outcome.name)' produces it; finish with it somewhere or remove it",
                    at: outcome.location))
            }
        }
        return diagnostics
    }
}
