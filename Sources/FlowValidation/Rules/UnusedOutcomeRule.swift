import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unused-outcome`: a declared outcome that no `finish` on a reachable node
/// produces. A flow with no reachable `finish` at all is `never-finishes`
/// instead, once, rather than once per outcome.
public struct UnusedOutcomeRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let resolved = context.resolved
        for f in resolved.flows.ids {
            let outcomes = resolved.flows[f].outcomes
            guard !outcomes.isEmpty, resolved.flows[f].start != nil, !resolved.flows[f].isIncomplete,
                resolved.reachesFinish[f]
            else { continue }
            // Only a flow with a missing outcome is read from the model.
            guard outcomes.contains(where: { !resolved.isFinished($0) }) else { continue }
            let flow = resolved.model(f)
            for (id, outcome) in zip(outcomes, flow.outcomes) where !resolved.isFinished(id) {
                diagnostics.append(
                    diagnostic(
                        "outcome '\(outcome.name)' of flow '\(flow.name)' is declared, but no reachable 'finish \(outcome.name)' produces it; finish with it somewhere or remove it",
                        at: outcome.location))
            }
        }
        return diagnostics
    }
}

extension UnusedOutcomeRule {
    public static let description = RuleDescription(
        id: .unusedOutcome, severity: .warning,
        summary: "a declared outcome that no reachable `finish` produces",
        rationale: """
            Every parent must handle each outcome its child declares (`unhandled-outcome`): one the child
            never finishes with is a handler written for nothing, or a `finish` is missing.
            """,
        details: """
            Points at the outcome in `outcomes`. A flow with no reachable `finish` at all is
            `never-finishes` instead, once, rather than once per outcome. Flows where a reachable node
            holds a transition that did not decode are left out, as by `never-finishes`.
            A `finish` a reachable screen inherits from its flow's `on` counts; one every screen overrides
            does not.
            """,
        triggeringExamples: [
            RuleExample(
                """
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
                outcomes: [signedIn, cancelled]   # nothing finishes with 'cancelled'
                screens:
                  Form:
                    on:
                      submit: finish signedIn
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
                """)
        ])
}
