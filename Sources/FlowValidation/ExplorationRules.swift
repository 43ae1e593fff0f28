import FlowDiagnostics

/// The rules found by running the flows rather than reading them:
/// `validate --explore` and `flowgraph explore` report them. Described
/// here with the others, for the docs; their examples are checked by
/// exploring them (FlowConsoleTests), not by the validator.
public enum ExplorationRules {
    public static let stepFails = RuleDescription(
        id: .stepFails, severity: .error,
        summary: "a step the interpreter refuses in some state the app can reach (with `--explore`)",
        rationale: """
            The flows read well, yet some walk through them reaches a step UIKit cannot take: a push from
            a screen shown in a layer without navigation (an alert) when it is shown there on one walk and
            in a stack on another, a child flow that replaced its parent's screens and finishes into a
            `stay` that leaves nothing shown, a `pop` to a screen that is not in the stack on that walk, a
            start none of whose alternatives matches. The app crashes or freezes there; a user finds it
            before you do unless something walks every path.
            """,
        details: """
            Found by exploring every state the interpreter can reach from the entry flow, under every
            combination of the values the flows' `when`s test, with placeholder payload values, up to
            `--max-states` states. Points at the transition whose running failed (the last one the step
            ran: for a child's `finish`, the parent's handler), with the shortest walk that reaches it as
            notes, each step at the transition it takes: the same lines, in a file, replay it with
            `flowgraph run --script`. Runs only when the flows have no other errors.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: Shop
                entry: true
                start: Cart
                screens:
                  Cart:
                    on:
                      failed: { modal: Problem, navigation: false }   # an alert
                      help: push Problem
                  Problem:
                    on:
                      details: push Details   # fails in the alert
                      ok: back
                  Details:
                    on:
                      done: back
                """),
            RuleExample(
                """
                flow: App
                entry: true
                start: Onboarding
                screens:
                  Onboarding:
                    flow: Onboarding
                    on:
                      done: stay   # the child's screens are gone: nothing is shown
                ---
                flow: Onboarding
                start: Welcome
                outcomes: [done]
                screens:
                  Welcome:
                    on:
                      next: replace Terms
                  Terms:
                    on:
                      accept: finish done
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: Shop
                entry: true
                start: Cart
                screens:
                  Cart:
                    on:
                      failed: modal Problem   # a sheet with its own navigation stack
                      help: push Problem
                  Problem:
                    on:
                      details: push Details
                      ok: back
                  Details:
                    on:
                      done: back
                """),
            RuleExample(
                """
                flow: App
                entry: true
                start: Onboarding
                screens:
                  Onboarding:
                    flow: Onboarding
                    on:
                      done: replace Main
                  Main:
                    on:
                      signOut: replace Onboarding
                ---
                flow: Onboarding
                start: Welcome
                outcomes: [done]
                screens:
                  Welcome:
                    on:
                      next: replace Terms
                  Terms:
                    on:
                      accept: finish done
                """),
        ])
}
