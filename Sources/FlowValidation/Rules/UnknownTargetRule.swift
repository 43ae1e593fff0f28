import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unknown-target`: a `push`, `modal`, `replace` or `pop`, a `from:`, a
/// flow's `start` (each alternative of a list), a flow node's `start`, or
/// a deep link names a node the flow (for a flow node's `start`, its child
/// flow) does not have.
public struct UnknownTargetRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        // A flow is read from the model only when it has a mistake, and
        // then only where the mistake is.
        let byFlow = Dictionary(grouping: resolved.unknownTargets, by: \.flow)
        let unknownStarts = resolved.format2.startAlternatives.filter { $0.value.contains(.unknown) }
        for f in resolved.flows.ids {
            let nodes = resolved.flows[f].nodes
            let targets = byFlow[f] ?? []
            let hasAlternatives = resolved.format2.startAlternatives[f] != nil
            // A flow with no nodes already has a `schema` error for its
            // `screens`; every name in it would be unknown only because of that.
            guard !nodes.isEmpty,
                (resolved.flows[f].start == nil && !hasAlternatives) || !targets.isEmpty || unknownStarts[f] != nil
            else { continue }
            let flow = resolved.model(f)
            // Built only for flows that have a mistake: most have none.
            var suggester = Suggestions(flow.nodes.map(\.name))
            // An empty start means the decoder already reported it missing.
            if resolved.flows[f].start == nil, !hasAlternatives, !flow.start.name.isEmpty {
                diagnostics.append(unknown(.start, flow.start, in: flow, &suggester))
            }
            if let starts = unknownStarts[f] {
                for (alternative, target) in zip(flow.startAlternatives, starts) where target == .unknown {
                    diagnostics.append(unknown(.start, alternative.node, in: flow, &suggester))
                }
            }
            for target in targets {
                let (handler, alternative) = resolved.written(target.alternative, holder: target.node, in: f)
                let transition = alternative.transition
                if target.isFrom {
                    guard let from = flow.from(transition) else { continue }
                    diagnostics.append(unknown(.from(outcome: handler.outcome), from, in: flow, &suggester))
                    continue
                }
                guard let name = transition.target else { continue }
                // A node written at the wrong depth has its `schema` error,
                // with the indentation hint: that is the cause to report.
                if flow.misplacedNodes.contains(where: { $0.name == name }) { continue }
                // `push Paymnet` shares one scalar: the fix rewrites all of it.
                let sharesScalar = transition.targetLocation == transition.location
                diagnostics.append(
                    unknown(
                        .transition(outcome: handler.outcome), Located(name, at: transition.targetLocation),
                        in: flow, &suggester, fixPrefix: sharesScalar ? "\(transition.kind.rawValue) " : ""))
            }
        }
        diagnostics += childStarts(context)
        diagnostics += links(context)
        return diagnostics
    }

    /// A deep link (format 2) opening a node its flow does not have.
    private func links(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for flow in context.project.flows where !flow.links.isEmpty && !flow.nodes.isEmpty {
            var suggester: Suggestions?
            for link in flow.links where flow.nodeIndex[link.target.name] == nil {
                if flow.misplacedNodes.contains(where: { $0.name == link.target.name }) { continue }
                if suggester == nil { suggester = Suggestions(flow.nodes.map(\.name)) }
                diagnostics.append(unknown(.link(pattern: link.pattern), link.target, in: flow, &suggester!))
            }
        }
        return diagnostics
    }

    /// A flow node's `start` naming a node its child flow does not have.
    private func childStarts(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        for (n, target) in resolved.format2.childStarts.sorted(by: { $0.key < $1.key }) where target == .unknown {
            guard let child = resolved.nodes[n].kind.child, !resolved.flows[child].nodes.isEmpty else { continue }
            let node = resolved.model(n)
            guard let chosen = node.childStart else { continue }
            let childFlow = resolved.model(child)
            var suggester = Suggestions(childFlow.nodes.map(\.name))
            diagnostics.append(
                unknown(.childStart(node: node.name), chosen, in: childFlow, &suggester))
        }
        return diagnostics
    }

    /// What names the unknown node.
    private enum Subject {
        case start
        case transition(outcome: String)
        case from(outcome: String)
        case childStart(node: String)
        case link(pattern: LinkPattern)
    }

    /// `name` is unknown in `flow`; `fixPrefix` is written before the
    /// suggested name by the fix-it (the kind, when they share a scalar).
    private func unknown(
        _ subject: Subject, _ name: Located, in flow: Flow, _ suggester: inout Suggestions, fixPrefix: String = ""
    ) -> Diagnostic {
        let guess = suggester.closest(to: name.name)
        // Each message is one interpolation: joining a phrase and its remedy
        // costs more than the rest of the diagnostic, and there can be thousands.
        let problem: String =
            switch subject {
            case .start: "'start' of flow '\(flow.name)' names unknown node '\(name.name)'"
            case .transition(let outcome): "transition '\(outcome)' targets unknown node '\(name.name)'"
            case .from(let outcome): "'from' of transition '\(outcome)' names unknown node '\(name.name)'"
            case .childStart(let node):
                "flow node '\(node)' starts flow '\(flow.name)' at unknown node '\(name.name)'"
            case .link(let pattern): "link '\(pattern)' opens unknown node '\(name.name)'"
            }
        guard let guess, let node = flow.node(named: guess) else {
            return diagnostic(
                "\(problem): add a node '\(name.name)' to the screens of flow '\(flow.name)' or fix the name",
                at: name.location)
        }
        return diagnostic(
            "\(problem) (did you mean '\(guess)'?)", at: name.location,
            notes: [Note("'\(guess)' is defined here", at: node.location)],
            fixIt: FixIt(replace: name.location, with: fixPrefix + guess))
    }
}

extension UnknownTargetRule {
    public static let description = RuleDescription(
        id: .unknownTarget, severity: .error,
        summary: "a transition, `start` or link names a node that the flow does not have",
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

            Format 2 adds the places a node is named: the target of `pop NODE`, the `from:` of a `push`,
            each alternative of a `start` list, and a flow node's `start`, which names a node of its child
            flow (the suggestion comes from the child's nodes, and the note points there), and the node a
            link opens (at the link's value). A transition of the flow's own `on` is reported once, where it
            is written, not for each screen inheriting it.
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
