import FlowDiagnostics
import FlowIndex
import FlowModel

/// `undeclared-outcome`: `finish X` in a flow whose `outcomes` do not list
/// `X`, so no parent could be asked to handle it.
public struct UndeclaredOutcomeRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        for f in resolved.flows.ids
        where
            (resolved.alternatives[resolved.flows[f].alternatives].contains(where: Self.isUndeclared)
            || resolved.alternatives[resolved.sharedAlternatives(of: f)].contains(where: Self.isUndeclared))
            // Its `outcomes` did not decode whole: the outcome may be
            // declared there, and its `schema` error is the one to fix.
            && !context.project.flows[f.index].gaps.contains(.outcomes)
        {
            let flow = resolved.model(f)
            // Built only for flows that have a mistake: most have none.
            var suggester: Suggestions?
            for n in resolved.flows[f].nodes {
                for a in resolved.alternatives(of: n) where Self.isUndeclared(resolved.alternatives[a]) {
                    let transition = resolved.model(a, of: n, in: f).alternative.transition
                    guard let outcome = transition.target else { continue }
                    if suggester == nil { suggester = Suggestions(Set(flow.outcomes.map(\.name))) }
                    diagnostics.append(report(outcome, transition, in: flow, guess: suggester!.closest(to: outcome)))
                }
            }
            // The flow's own `on`: once, where it is written, not per screen.
            for a in resolved.sharedAlternatives(of: f) where Self.isUndeclared(resolved.alternatives[a]) {
                let transition = resolved.written(a, holder: nil, in: f).alternative.transition
                guard let outcome = transition.target else { continue }
                if suggester == nil { suggester = Suggestions(Set(flow.outcomes.map(\.name))) }
                diagnostics.append(report(outcome, transition, in: flow, guess: suggester!.closest(to: outcome)))
            }
        }
        return diagnostics
    }

    private static func isUndeclared(_ alternative: ResolvedAlternative) -> Bool {
        guard case .unknown = alternative.target else { return false }
        return alternative.kind == .finish
    }

    private func report(_ outcome: String, _ transition: Transition, in flow: Flow, guess: String?) -> Diagnostic {
        let problem =
            "'finish \(outcome)' ends flow '\(flow.name)' with outcome '\(outcome)', which the flow does not declare"
        if let guess, let declared = flow.outcomes.first(where: { $0.name == guess }) {
            let sharesScalar = transition.targetLocation == transition.location
            return diagnostic(
                "\(problem) (did you mean '\(guess)'?)", at: transition.targetLocation,
                notes: [Note("'\(guess)' is declared here", at: declared.location)],
                fixIt: FixIt(replace: transition.targetLocation, with: sharesScalar ? "finish \(guess)" : guess))
        }
        let fix =
            outcome == "back" || outcome == "dismiss"
            ? "'\(outcome)' is reserved for system navigation: use the '\(outcome)' transition instead"
            : "add '\(outcome)' to its 'outcomes'"
        let notes =
            flow.outcomes.first.map { [Note("flow '\(flow.name)' declares its outcomes here", at: $0.location)] }
            ?? [Note("flow '\(flow.name)' is defined here, with no 'outcomes'", at: flow.location)]
        return diagnostic("\(problem): \(fix)", at: transition.targetLocation, notes: notes)
    }
}

extension UndeclaredOutcomeRule {
    public static let description = RuleDescription(
        id: .undeclaredOutcome, severity: .error,
        summary: "`finish X` where the flow does not declare `X`",
        rationale: """
            A parent's flow node handles the outcomes its child declares: an outcome nobody declared is
            one no parent handles, so finishing with it would leave the app with nowhere to go.
            """,
        details: """
            Points at the outcome: the whole scalar for `finish X`, the value for `{ finish: X }`. A near
            name gets a note where it is declared and a fix-it. `back` and `dismiss` cannot be declared;
            `finish back` is told to use the `back` transition instead. When a flow's `outcomes` did not
            decode whole, `undeclared-outcome` is left out in that flow. A `finish` in the flow's own
            `on` is reported once, where it is written.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: Login
                start: Form
                outcomes: [signedIn]
                screens:
                  Form:
                    on:
                      submit: finish signedIn
                      cancel: finish cancelled   # not among its outcomes
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
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
