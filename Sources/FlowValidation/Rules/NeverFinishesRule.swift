import FlowDiagnostics
import FlowIndex
import FlowModel

/// `never-finishes`: a flow declares outcomes, yet no `finish` is on a node
/// reachable from its start, so its parent waits for nothing. (Its outcomes
/// are then not reported again one by one as `unused-outcome`.)
public struct NeverFinishesRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let resolved = context.resolved
        for f in resolved.flows.ids {
            let record = resolved.flows[f]
            guard !record.outcomes.isEmpty, record.start != nil, !record.isIncomplete, !resolved.reachesFinish[f] else {
                continue
            }
            let flow = resolved.model(f)
            let names = Wording.quoted(flow.outcomes.map(\.name))
            // The entry flow has no parent: its finish ends the session.
            let consequence =
                resolved.entry == .found(f)
                ? "the session can never end with an outcome" : "its parent can never continue"
            diagnostics.append(
                diagnostic(
                    "flow '\(flow.name)' declares \(Wording.plural(flow.outcomes.count, "outcome")) \(names), yet no 'finish' can be reached from its start '\(flow.start.name)': \(consequence); add a 'finish' or remove 'outcomes'",
                    at: flow.location,
                    notes: [Note("'\(flow.name)' declares its outcomes here", at: flow.outcomes[0].location)]))
        }
        return diagnostics
    }
}

extension NeverFinishesRule {
    public static let description = RuleDescription(
        id: .neverFinishes, severity: .warning,
        summary: "a flow declares outcomes, yet no `finish` can be reached from its start",
        rationale: """
            The parent's flow node waits for one of those outcomes, and the flow can never give one: the
            parent can never continue (for the entry flow, the session never ends with an outcome).
            """,
        details: """
            Points at the flow's `flow:` value, with a note at its `outcomes`. When no `finish` can be
            reached at all, only `never-finishes` is reported, not one `unused-outcome` per outcome. Flows
            whose `start` is unknown, or where a reachable node holds a transition that did not decode,
            are left out: that transition may be the `finish`.
            A `finish` a reachable screen inherits from its flow's `on` counts.
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
                ---
                flow: Login
                start: Form
                outcomes: [signedIn]
                screens:
                  Form:
                    on:
                      submit: push Welcome
                  Welcome:
                    on:
                      done: back   # no 'finish signedIn' anywhere
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
                ---
                flow: Login
                start: Form
                outcomes: [signedIn]
                screens:
                  Form:
                    on:
                      submit: push Welcome
                  Welcome:
                    on:
                      done: finish signedIn
                """)
        ])
}
