import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unknown-target`: a `push`, `modal` or `replace`, or a flow's `start`,
/// names a node the flow does not have.
public struct UnknownTargetRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        // A flow is read from the model only when it has a mistake, and
        // then only where the mistake is.
        let byFlow = Dictionary(grouping: resolved.unknownTargets, by: \.flow)
        for f in resolved.flows.ids {
            let nodes = resolved.flows[f].nodes
            let targets = byFlow[f] ?? []
            // A flow with no nodes already has a `schema` error for its
            // `screens`; every name in it would be unknown only because of that.
            guard !nodes.isEmpty, resolved.flows[f].start == nil || !targets.isEmpty else { continue }
            let flow = resolved.model(f)
            // Built only for flows that have a mistake: most have none.
            var suggester = Suggestions(flow.nodes.map(\.name))
            // An empty start means the decoder already reported it missing.
            if resolved.flows[f].start == nil, !flow.start.name.isEmpty {
                let name = flow.start.name
                let guess = suggester.closest(to: name)
                diagnostics.append(
                    unknown(
                        .start, name: name, guess: guess,
                        in: flow, at: flow.start.location, fixAt: flow.start.location, replacement: guess))
            }
            for target in targets {
                guard let node = target.node, !target.isFrom else { continue }
                let (handler, alternative) = resolved.model(target.alternative, of: node, in: f)
                let transition = alternative.transition
                guard let name = transition.target else { continue }
                let guess = suggester.closest(to: name)
                // `push Paymnet` shares one scalar: the fix rewrites all of it.
                let sharesScalar = transition.targetLocation == transition.location
                let replacement = guess.map { sharesScalar ? "\(transition.kind.rawValue) \($0)" : $0 }
                diagnostics.append(
                    unknown(
                        .transition(outcome: handler.outcome), name: name, guess: guess, in: flow,
                        at: transition.targetLocation, fixAt: transition.targetLocation, replacement: replacement))
            }
        }
        return diagnostics
    }

    /// What names the unknown node.
    private enum Subject {
        case start
        case transition(outcome: String)
    }

    private func unknown(
        _ subject: Subject, name: String, guess: String?, in flow: Flow, at location: SourceLocation,
        fixAt fixLocation: SourceLocation, replacement: String?
    ) -> Diagnostic {
        // Each message is one interpolation: joining a phrase and its remedy
        // costs more than the rest of the diagnostic, and there can be thousands.
        guard let guess, let node = flow.node(named: guess), let replacement else {
            let message: MessageText =
                switch subject {
                case .start:
                    "'start' of flow '\(flow.name)' names unknown node '\(name)': add a node '\(name)' to the screens of flow '\(flow.name)' or fix the name"
                case .transition(let outcome):
                    "transition '\(outcome)' targets unknown node '\(name)': add a node '\(name)' to the screens of flow '\(flow.name)' or fix the name"
                }
            return diagnostic(message, at: location)
        }
        let message: MessageText =
            switch subject {
            case .start: "'start' of flow '\(flow.name)' names unknown node '\(name)' (did you mean '\(guess)'?)"
            case .transition(let outcome):
                "transition '\(outcome)' targets unknown node '\(name)' (did you mean '\(guess)'?)"
            }
        return diagnostic(
            message, at: location, notes: [Note("'\(guess)' is defined here", at: node.location)],
            fixIt: FixIt(replace: fixLocation, with: replacement))
    }
}

extension UnknownTargetRule {
    public static let description = RuleDescription(
        id: .unknownTarget, severity: .error,
        summary: "a transition or `start` names a node that the flow does not have",
        rationale: """
            The transition would lead nowhere: in the app, the button would do nothing. Usually the name
            is misspelt, and the diagnostic suggests the flow's nearest node name.
            """,
        details: """
            Points at the target: the whole scalar for `push Paymnet`, the value for `{ modal: Paymnet }`,
            the value of `start`. A near name gets a note where that node is defined and a fix-it. A
            target names a node of the same flow; another flow's screens are reached through a flow node.
            A flow with no nodes gets no `unknown-target` (its `screens` is already a `schema` error), and
            a flow whose `start` is unknown gets no graph warnings, since no node stands in for it.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: Checkout
                start: Cart
                screens:
                  Cart:
                    on:
                      pay: push Payment
                  Payment:
                    on:
                      retry: replace Crat   # did you mean 'Cart'?
                """),
            RuleExample(
                """
                flow: Checkout
                start: Basket   # no node 'Basket'
                screens:
                  Cart:
                    on:
                      pay: push Payment
                  Payment:
                    on:
                      done: back
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: Checkout
                start: Cart
                screens:
                  Cart:
                    on:
                      pay: push Payment
                  Payment:
                    on:
                      retry: replace Cart
                """)
        ])
}
