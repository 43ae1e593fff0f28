import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unhandled-outcome`: a flow node without a transition for some outcome
/// its child flow declares. One diagnostic per flow node, naming every
/// missing outcome, so one forgotten child does not flood the output.
public struct UnhandledOutcomeRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        // Which outcomes of the child (by position in its `outcomes`) the
        // current node handles, marked with the node so the array is never
        // cleared between nodes.
        var mostOutcomes = 0
        for flow in resolved.flows { mostOutcomes = max(mostOutcomes, flow.outcomes.count) }
        var handledBy = [NodeID?](repeating: nil, count: mostOutcomes)
        for n in resolved.nodes.ids {
            if case .tabs = resolved.nodes[n].kind {
                if !resolved.nodes[n].gaps.contains(.outcomes) { diagnostics += tabFlows(of: n, resolved) }
                continue
            }
            // An outcome of its `on` that did not decode may be the one missing.
            guard let childFlow = resolved.nodes[n].kind.child, !resolved.nodes[n].gaps.contains(.outcomes) else {
                continue
            }
            let childOutcomes = resolved.flows[childFlow].outcomes
            guard !childOutcomes.isEmpty else { continue }
            // Where an outcome's first declaration is in the child's `outcomes`.
            func position(_ outcome: OutcomeID) -> Int {
                resolved.firstDeclarations[outcome].index - childOutcomes.startIndex
            }
            for h in resolved.handlers(of: n) {
                if case .declared(let outcome) = resolved.handlers[h].childOutcome { handledBy[position(outcome)] = n }
            }
            guard childOutcomes.contains(where: { handledBy[position($0)] != n }) else { continue }
            let node = resolved.model(n)
            let child = resolved.model(childFlow)
            let missing = zip(childOutcomes, child.outcomes).filter { handledBy[position($0.0)] != n }.map(\.1.name)
            let outcomes = Wording.plural(missing.count, "outcome")
            diagnostics.append(
                diagnostic(
                    "flow node '\(node.name)' does not handle \(outcomes) \(Wording.quoted(missing, limit: 10)) of flow '\(child.name)': add \(missing.count == 1 ? "it" : "them") under 'on'",
                    at: node.location,
                    notes: [Note("flow '\(child.name)' declares its outcomes here", at: child.outcomes[0].location)]))
        }
        return diagnostics
    }

    /// One diagnostic per tab flow with an outcome the tabs node does not
    /// handle: any tab's finish ends the whole tab bar into its `on`.
    private func tabFlows(of n: NodeID, _ resolved: ResolvedProject) -> [Diagnostic] {
        guard let bar = resolved.format2.tabBars[n] else { return [] }
        var diagnostics: [Diagnostic] = []
        var handled: Set<String>?
        var seen: Set<FlowID> = []
        let node = resolved.model(n)
        for (tab, flow) in zip(node.tabs ?? [], bar.flows) {
            guard let flow, seen.insert(flow).inserted, !resolved.flows[flow].outcomes.isEmpty else { continue }
            if handled == nil { handled = Set(node.handlers.map(\.outcome)) }
            let child = resolved.model(flow)
            let missing = child.outcomes.map(\.name).filter { !handled!.contains($0) }
            guard !missing.isEmpty else { continue }
            let outcomes = Wording.plural(missing.count, "outcome")
            diagnostics.append(
                diagnostic(
                    "tabs node '\(node.name)' does not handle \(outcomes) \(Wording.quoted(missing, limit: 10)) of its tab flow '\(child.name)': add \(missing.count == 1 ? "it" : "them") under 'on', since any tab's finish ends the tab bar",
                    at: tab.location,
                    notes: [Note("flow '\(child.name)' declares its outcomes here", at: child.outcomes[0].location)]))
        }
        return diagnostics
    }
}

extension UnhandledOutcomeRule {
    public static let description = RuleDescription(
        id: .unhandledOutcome, severity: .error,
        summary: "a flow node has no transition for an outcome its child flow declares",
        rationale: """
            When the child flow finishes with that outcome, the parent coordinator has no instruction for
            what comes next: the child's screens are gone and nothing takes their place.
            """,
        details: """
            Points at the flow node's key, naming every missing outcome in one diagnostic, with a note at
            the child's `outcomes`. `back` needs no handler: a child ended by system navigation just goes.
            A flow node whose `on` did not decode whole, or holds a key that is not a name, is left out:
            the missing outcome may be there. A transition that did not decode still handles its outcome.

            A tabs node handles the outcomes of every tab flow (one tab finishing ends the whole tab bar,
            and the tabs node's `on` runs): one diagnostic per tab flow with an outcome the tabs node does
            not handle, at the tab's name in `tabs`, naming every missing outcome of that flow.
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
                      signedIn: stay   # and 'cancelled'?
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
