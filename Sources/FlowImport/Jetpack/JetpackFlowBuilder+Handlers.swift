/// Writes the recorded handlers, with the outputs that give each
/// transition the values its target needs.
extension JetpackFlowBuilder {
    mutating func writeHandlers() {
        // A screen's own actions first: a global action is inherited only
        // by the screens that do not map its outcome themselves.
        for entry in pending where entry.place != .flow {
            guard case .node(let n) = entry.place else { continue }
            flows[entry.flow].nodes[n].handlers.append(entry.handler)
            if plan.flows[entry.flow].nodes[n].child == nil {
                give(needs(of: entry), for: entry.handler.outcome, at: n, in: entry.flow, comment: true)
            }
        }
        for entry in pending where entry.place == .flow {
            let f = entry.flow
            var handler = entry.handler
            let values = needs(of: entry)
            var gave = false
            for n in plan.flows[f].nodes.indices where plan.flows[f].nodes[n].child == nil {
                guard !flows[f].nodes[n].handlers.contains(where: { $0.outcome == handler.outcome }) else { continue }
                if case .dialog = plan.flows[f].nodes[n].destination.kind,
                    JetpackResolver.dismissing(handler.transition) != handler.transition
                {
                    let own = ImportedHandler(
                        outcome: handler.outcome, transition: JetpackResolver.dismissing(handler.transition),
                        comments: ["the flow's \(handler.outcome), closing the dialog first"])
                    flows[f].nodes[n].handlers.append(own)
                }
                gave = give(values, for: handler.outcome, at: n, in: f, comment: false) || gave
            }
            if gave {
                let names = values.map(\.name).joined(separator: ", ")
                handler.comments.append(
                    note(
                        "passed arguments",
                        "\(handler.outcome) needs \(names): declared as outputs of every screen of the flow", in: f,
                        line: nil))
            }
            flows[f].handlers.append(handler)
        }
    }

    private func needs(of entry: Pending) -> [ImportedValue] {
        JetpackPlan.merged(entry.needs + (entry.leave.map { leaves[$0].needs } ?? []))
    }

    /// Declares as outputs of screen `n` for `outcome` the values of
    /// `needs` that neither its inputs nor its flow's give; whether any.
    @discardableResult
    private mutating func give(_ needs: [ImportedValue], for outcome: String, at n: Int, in f: Int, comment: Bool)
        -> Bool
    {
        let available = plan.flows[f].nodes[n].inputs + plan.flowInputs[f]
        let missing = needs.filter { !available.contains($0) }
        guard !missing.isEmpty else { return false }
        flows[f].nodes[n].outputs.append(ImportedPayload(outcome: outcome, values: missing))
        if comment, let h = flows[f].nodes[n].handlers.lastIndex(where: { $0.outcome == outcome }) {
            let names = missing.map(\.name).joined(separator: ", ")
            flows[f].nodes[n].handlers[h].comments.append(
                note(
                    "passed arguments", "\(outcome) gives \(names): declared as outputs of \(flows[f].nodes[n].name)",
                    in: f, line: plan.flows[f].nodes[n].destination.line))
        }
        return true
    }
}
