import FlowDiagnostics
import FlowIndex
import FlowModel

/// `missing-input` (format 2): a `push`, `modal` or `replace` that does not
/// have every input of the node it shows, a `finish` that does not have
/// every value of its outcome's payload, or a start whose node needs what
/// its flow's inputs do not give. Values are compared by name and type.
public struct MissingInputRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        // Only declared inputs and payloads make a need: most projects have none.
        guard Self.needsAnything(context.project) else { return [] }
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        // Where data did not decode (a `schema` error), what a transition
        // has is unknown: a value it seems to lack may be the broken one.
        for f in resolved.flows.ids
        where !resolved.flows[f].nodes.isEmpty && !context.project.flows[f.index].gaps.contains(.data) {
            let data = FlowValues(resolved, f)
            diagnostics += starts(data)
            for n in resolved.flows[f].nodes where !Self.hasUnknownData(n, resolved) {
                for a in resolved.alternatives(of: n) {
                    // Most needs are the flow's inputs, which every transition has.
                    guard let need = data.need(of: a), !data.flowInputsHold(need) else { continue }
                    // The outcome alone, read in place; the alternative as
                    // written only for a diagnostic.
                    let outcome = resolved.outcome(of: resolved.handler(holding: a, of: n), of: n, in: f)
                    let has = data.available(at: n, outcome: outcome)
                    for value in need {
                        guard let lack = has.lack(of: value) else { continue }
                        diagnostics.append(
                            report(
                                value, lack, subject: "transition '\(outcome)'", data.action(of: a),
                                has: "the transition has \(has.described)",
                                at: resolved.model(a, of: n, in: f).alternative.location))
                    }
                }
            }
            diagnostics += shared(data, context)
        }
        diagnostics += chosenStarts(resolved)
        return diagnostics
    }

    /// Whether what `node`'s transitions have did not decode whole: its own
    /// `inputs` or `outputs`, or the payloads of the flows it starts.
    static func hasUnknownData(_ node: NodeID, _ resolved: ResolvedProject) -> Bool {
        resolved.nodes[node].gaps.contains(.data)
            || resolved.startedFlows(by: node).contains { resolved.model($0).gaps.contains(.data) }
    }

    /// Whether any flow or node declares inputs, or any outcome a payload.
    static func needsAnything(_ project: Project) -> Bool {
        project.flows.contains { flow in
            !flow.inputs.isEmpty || !flow.payloads.isEmpty || flow.nodes.contains { !$0.inputs.isEmpty }
        }
    }

    /// A flow-level transition, checked on every screen that inherits it:
    /// one diagnostic per missing value, naming the first screen without it.
    private func shared(_ data: FlowValues, _ context: ValidationContext) -> [Diagnostic] {
        let resolved = data.resolved
        var diagnostics: [Diagnostic] = []
        for (h, handler) in zip(resolved.flows[data.flow].sharedHandlers, data.model.flowHandlers) {
            for (a, alternative) in zip(resolved.alternatives(of: h), handler.alternatives) {
                guard let need = data.need(of: a), !data.flowInputsHold(need) else { continue }
                // A screen whose body did not decode may have had the value.
                let inheritors = resolved.flows[data.flow].nodes.filter {
                    resolved.nodes[$0].gaps != .all && !resolved.nodes[$0].gaps.contains(.data)
                        && context.inheritance.inherits($0, h, in: data.flow, resolved)
                }
                for value in need {
                    var first: (screen: NodeID, lack: AvailableValues.Lack, has: AvailableValues)?
                    var others = 0
                    for n in inheritors {
                        let has = data.available(at: n, outcome: handler.outcome)
                        guard let lack = has.lack(of: value) else { continue }
                        if first == nil { first = (n, lack, has) } else { others += 1 }
                    }
                    guard let first else { continue }
                    let more = others == 0 ? "" : " (and \(Wording.counted(others, "other screen")))"
                    diagnostics.append(
                        report(
                            value, first.lack,
                            subject:
                                "transition '\(handler.outcome)' of flow '\(data.model.name)', inherited by '\(data.name(of: first.screen))'\(more),",
                            data.action(of: a), has: "there the transition has \(first.has.described)",
                            at: alternative.location))
                }
            }
        }
        return diagnostics
    }

    /// The flow's start, or each alternative of a start list: the start
    /// node is shown with the flow's inputs alone.
    private func starts(_ data: FlowValues) -> [Diagnostic] {
        let resolved = data.resolved, flow = data.model
        var starts: [(NodeID, Located)] = []
        if let alternatives = resolved.format2.startAlternatives[data.flow] {
            for (target, written) in zip(alternatives, flow.startAlternatives) {
                if case .node(let n) = target { starts.append((n, written.node)) }
            }
        } else if let start = resolved.flows[data.flow].start {
            starts.append((start, flow.start))
        }
        let has = AvailableValues(flowInputs: flow.inputs)
        var diagnostics: [Diagnostic] = []
        for (n, written) in starts {
            let action = Action.starts(node: written.name)
            for value in data.needs(n) {
                guard let lack = has.lack(of: value) else { continue }
                diagnostics.append(
                    report(
                        value, lack, subject: "flow '\(flow.name)'", action, has: inputsClause(has),
                        at: written.location))
            }
        }
        return diagnostics
    }

    /// A flow node's `start`: its child starts there with the child's inputs.
    private func chosenStarts(_ resolved: ResolvedProject) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (n, target) in resolved.format2.childStarts.sorted(by: { $0.key < $1.key }) {
            guard case .node(let start) = target, let child = resolved.nodes[n].kind.child,
                let written = resolved.model(n).childStart
            else { continue }
            let needs = resolved.inputs(of: start)
            guard !needs.isEmpty else { continue }
            let childFlow = resolved.model(child)
            let has = AvailableValues(flowInputs: childFlow.inputs)
            for value in needs {
                guard let lack = has.lack(of: value) else { continue }
                diagnostics.append(
                    report(
                        value, lack, subject: "flow node '\(resolved.model(n).name)'",
                        .startsChild(flow: childFlow.name, node: written.name), has: inputsClause(has),
                        at: written.location))
            }
        }
        return diagnostics
    }

    private func inputsClause(_ has: AvailableValues) -> String {
        has.values.isEmpty ? "the flow has no inputs" : "the flow's inputs are \(has.described)"
    }
}

extension MissingInputRule {
    public static let description = RuleDescription(
        id: .missingInput, severity: .error,
        summary:
            "a transition does not have a value the node (or `finish`) it leads to needs, or has it with another type",
        rationale: """
            The node would be shown without the data it needs: the detail screen without the id of the item,
            the receipt without the order. In the app the coordinator has nothing to pass on, and the screen
            crashes, shows nothing, or shows the wrong thing.
            """,
        details: """
            A transition taken when node N produces outcome O in flow F has the values of O's payload at N (a
            screen's `outputs`, or the payload a flow node's child flow finishes with), N's inputs and F's
            inputs. `push`, `modal` and `replace` must have every input of the node they show (a flow node's
            are its child flow's, a tabs node's its tab flows' together), and `finish X` every value of X's
            payload, each by name and type (types are compared by name). A start must have its node's inputs
            among its flow's inputs: the flow's `start`, each alternative of a start list, and a flow node's
            `start` (among the child flow's inputs).

            One diagnostic per missing value, at the transition (or the start's value), saying what the
            transition has, with a note where the value is declared. When a value of the same type but
            another name is there, it is suggested (the nearest name, when there are several). A value of the
            right name but another type is reported with both types; when the sources give one name two
            types, one of the right type is enough. A flow-level transition is checked on every screen that
            inherits it, and reported once per missing value, naming the first screen without it. Only known
            targets are checked (`unknown-target` reports the rest), and a screen whose body did not decode
            is not checked as an heir of its flow's `on`. Where data did not decode whole (a `schema` error in,
            or a key close to, `inputs`, `outputs` or a payload), what a transition has is unknown: a flow's
            lost inputs or payloads leave the whole flow unchecked, a node's its own transitions, and a child
            flow's the handlers of the flow nodes that start it.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: Shop
                start: ProductList
                screens:
                  ProductList:
                    outputs:
                      selected: { itemID: ProductID }
                    on:
                      selected: push ProductDetail   # needs productId: did you mean 'itemID'?
                  ProductDetail:
                    inputs: { productId: ProductID }
                    on:
                      done: back
                """),
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      pay: modal Pay
                  Pay:
                    flow: Payment
                    on:
                      paid: dismiss
                ---
                flow: Payment
                start: Form
                outcomes:
                  paid: { receiptId: ReceiptID }
                screens:
                  Form:
                    on:
                      submit: finish paid   # has no receiptId
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: Shop
                inputs: { customerId: CustomerID }
                outcomes:
                  ordered: { orderId: OrderID }
                start: ProductList
                screens:
                  ProductList:
                    outputs:
                      selected: { productId: ProductID }
                    on:
                      selected: push ProductDetail
                  ProductDetail:
                    inputs: { productId: ProductID }
                    outputs:
                      bought: { orderId: OrderID }
                    on:
                      bought: finish ordered
                """)
        ])
}
