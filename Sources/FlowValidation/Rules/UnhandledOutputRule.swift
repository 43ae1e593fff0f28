import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unhandled-output` (format 2): a screen's `outputs` names an outcome
/// that neither the screen's `on` nor its flow's `on` handles, so the
/// values it declares go nowhere.
public struct UnhandledOutputRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        for f in resolved.flows.ids {
            let flow = context.project.flows[f.index]
            // Most flows declare no outputs: they cost one look at each node.
            guard flow.nodes.contains(where: { !$0.outputs.isEmpty }),
                // The flow's own `on` did not decode whole: it may handle the outcome.
                !flow.gaps.contains(.flowHandlers)
            else { continue }
            let first = resolved.flows[f].nodes.startIndex
            for position in flow.nodes.indices {
                let outputs = flow.nodes[position].outputs
                let n = NodeID(first + position)
                // A flow node's outputs are a `schema` error already; an
                // outcome of the screen's `on` that did not decode may be the one.
                guard !outputs.isEmpty, case .screen = resolved.nodes[n].kind,
                    !resolved.nodes[n].gaps.contains(.outcomes)
                else { continue }
                let handlers = flow.nodes[position].handlers
                for output in outputs {
                    let outcome = output.outcome.name
                    guard !handlers.contains(where: { $0.outcome == outcome }),
                        !flow.flowHandlers.contains(where: { $0.outcome == outcome })
                    else { continue }
                    diagnostics.append(unhandled(output.outcome, of: flow.nodes[position], in: flow))
                }
            }
        }
        return diagnostics
    }

    private func unhandled(_ outcome: Located, of node: Node, in flow: Flow) -> Diagnostic {
        // An outcome handled without an `outputs` entry is the likely other spelling.
        let handled = (node.handlers.map(\.outcome) + flow.flowHandlers.map(\.outcome)).filter { name in
            !node.outputs.contains { $0.outcome.name == name }
        }
        let problem =
            "screen '\(node.name)' declares what outcome '\(outcome.name)' carries, but neither its 'on' nor the 'on' of flow '\(flow.name)' handles '\(outcome.name)'"
        if let guess = Suggestions.closest(to: outcome.name, in: handled) {
            return diagnostic(
                "\(problem) (did you mean '\(guess)'?)", at: outcome.location,
                fixIt: FixIt(replace: outcome.location, with: guess))
        }
        return diagnostic(
            "\(problem): add a transition for it under 'on', or remove the entry", at: outcome.location)
    }
}

extension UnhandledOutputRule {
    public static let description = RuleDescription(
        id: .unhandledOutput, severity: .error,
        summary: "a screen's `outputs` names an outcome that neither its `on` nor its flow's `on` handles",
        rationale: """
            The screen hands over data with an outcome that nothing answers: tapping the button does nothing,
            and the values are lost. Usually the outcome is misspelt in `outputs` or in `on`, or its
            transition was removed and the declaration left behind.
            """,
        details: """
            Points at the entry's key in `outputs`. When the screen (or its flow) handles an outcome of a
            near name that `outputs` does not list, it is suggested, with a fix-it. A screen whose `on` holds
            a key that did not decode, and every screen of a flow whose own `on` did not decode whole, are
            left alone: the missing handler may be there. A flow node or tabs node takes no `outputs` (its
            outcomes carry what the child flow declares): that is a `schema` error.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: Shop
                start: ProductList
                screens:
                  ProductList:
                    outputs:
                      selcted: { productId: ProductID }   # did you mean 'selected'?
                    on:
                      selected: push ProductDetail
                  ProductDetail:
                    on:
                      done: back
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: Shop
                start: ProductList
                on:
                  failed: { modal: ErrorAlert, navigation: false }
                screens:
                  ProductList:
                    outputs:
                      selected: { productId: ProductID }
                      failed: { message: String }   # handled by the flow's own 'on'
                    on:
                      selected: push ProductDetail
                  ProductDetail:
                    inputs: { productId: ProductID }
                    on:
                      done: back
                  ErrorAlert:
                    on:
                      ok: dismiss
                """)
        ])
}
