import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unknown-outcome`: a flow node handles an outcome its child flow never
/// declares, so that handler can never run. `back` is excepted: every child
/// ends with `back` when the user leaves it by system navigation.
public struct UnknownOutcomeRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        // One suggester per child flow, shared by every node that starts it.
        var suggesters: [FlowID: Suggestions] = [:]
        for n in resolved.nodes.ids {
            if case .tabs = resolved.nodes[n].kind {
                diagnostics += tabsNode(n, resolved)
                continue
            }
            guard let childFlow = resolved.nodes[n].kind.child else { continue }
            // `systemBack` is not unknown: every child can end with `back`.
            let handlers = resolved.handlers(of: n)
            guard handlers.contains(where: { Self.isUnknown(resolved.handlers[$0]) }) else { continue }
            let child = resolved.model(childFlow)
            // Its `outcomes` did not decode whole: the missing one may be
            // declared there, and its `schema` error is the one to fix.
            if child.gaps.contains(.outcomes) { continue }
            let flow = resolved.flow(of: n)
            let node = resolved.model(n, in: flow)
            for h in handlers where Self.isUnknown(resolved.handlers[h]) {
                let handler = resolved.model(h, of: n, in: flow)
                let guess = suggesters[childFlow, default: Suggestions(Set(child.outcomes.map(\.name)))]
                    .closest(to: handler.outcome)
                diagnostics.append(report(handler, of: node, child: child, guess: guess))
            }
        }
        return diagnostics
    }

    /// A tabs node's handlers of outcomes that none of its tab flows
    /// declares. Left alone when a tab flow is unknown or its `outcomes` did
    /// not decode whole: the outcome may be declared there.
    private func tabsNode(_ n: NodeID, _ resolved: ResolvedProject) -> [Diagnostic] {
        let handlers = resolved.handlers(of: n)
        guard handlers.contains(where: { Self.isUnknown(resolved.handlers[$0]) }),
            let bar = resolved.format2.tabBars[n], !bar.flows.contains(nil)
        else { return [] }
        let tabFlows = bar.flows.compactMap { $0 }.map { resolved.model($0) }
        guard !tabFlows.contains(where: { $0.gaps.contains(.outcomes) }) else { return [] }
        let node = resolved.model(n)
        let names = Wording.quoted(tabFlows.map(\.name))
        var suggester = Suggestions(Set(tabFlows.flatMap { $0.outcomes.map(\.name) }))
        var diagnostics: [Diagnostic] = []
        for h in handlers where Self.isUnknown(resolved.handlers[h]) {
            let handler = resolved.model(h, of: n)
            let problem =
                "tabs node '\(node.name)' handles outcome '\(handler.outcome)', which none of its tab flows \(names) declares"
            if let guess = suggester.closest(to: handler.outcome),
                let declared = tabFlows.lazy.compactMap({ $0.outcomes.first { $0.name == guess } }).first
            {
                diagnostics.append(
                    diagnostic(
                        "\(problem) (did you mean '\(guess)'?)", at: handler.location,
                        notes: [Note("'\(guess)' is declared here", at: declared.location)],
                        fixIt: FixIt(replace: handler.location, with: guess)))
            } else {
                diagnostics.append(
                    diagnostic(
                        "\(problem): remove this handler or declare '\(handler.outcome)' in one of them",
                        at: handler.location))
            }
        }
        return diagnostics
    }

    private static func isUnknown(_ handler: ResolvedHandler) -> Bool {
        if case .unknown = handler.childOutcome { return true }
        return false
    }

    private func report(_ handler: Handler, of node: Node, child: Flow, guess: String?) -> Diagnostic {
        let problem =
            "flow node '\(node.name)' handles outcome '\(handler.outcome)', which flow '\(child.name)' never declares"
        if let guess, let declared = child.outcomes.first(where: { $0.name == guess }) {
            return diagnostic(
                "\(problem) (did you mean '\(guess)'?)", at: handler.location,
                notes: [Note("'\(guess)' is declared here", at: declared.location)],
                fixIt: FixIt(replace: handler.location, with: guess))
        }
        let notes =
            child.outcomes.first.map { [Note("flow '\(child.name)' declares its outcomes here", at: $0.location)] }
            ?? [Note("flow '\(child.name)' is defined here, with no 'outcomes'", at: child.location)]
        // `dismiss` cannot be declared (it is reserved): a child never
        // finishes with it, so removing the handler is the one remedy.
        let remedy =
            handler.outcome == "dismiss"
            ? "remove this handler: a child flow ends with 'back' or one of its outcomes, never with 'dismiss'"
            : "remove this handler or declare '\(handler.outcome)' in '\(child.name)'"
        return diagnostic("\(problem): \(remedy)", at: handler.location, notes: notes)
    }
}

extension UnknownOutcomeRule {
    public static let description = RuleDescription(
        id: .unknownOutcome, severity: .error,
        summary: "a flow node handles an outcome its child flow never declares (`back` excepted)",
        rationale: """
            That handler can never run, since the child never finishes with that outcome. Usually the name
            is misspelt, and the diagnostic suggests the nearest outcome the child declares.
            """,
        details: """
            Points at the handler's key. `back` is excepted: every child ends with `back` when the user
            leaves it by system navigation. A flow node handling `dismiss` is reported, since a child flow
            only ever ends with `back` or one of its declared outcomes, and its message says to remove the
            handler. When the child's `outcomes` did not decode whole, the flow nodes that start it get no
            `unknown-outcome`.

            A tabs node handling an outcome that none of its tab flows declares is reported the same way,
            with a suggestion from all their outcomes; a tabs node with an unknown tab flow, or a tab flow
            whose `outcomes` did not decode whole, is left out.
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
                      failed: stay   # Login never finishes with 'failed'
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
                      back: stay   # the user left Login by system navigation
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
