import FlowIndex
import FlowModel

extension Interpreter {
    /// What the current screen can produce: its `on` outcomes in source order,
    /// then system `back` and `dismiss` unless the screen overrides them, each
    /// with where it leads under `context`. Empty once the session finished.
    public func choices(in state: RuntimeState, context: [String: String]) -> [Choice] {
        guard !state.isFinished, let (_, node) = currentNode(in: state) else { return [] }
        let program = self.program
        var choices = program.nodes[node].handlers.map { handler in
            let outcome = program.handlers[handler].outcome
            guard let chosen = program.firstMatch(of: handler, for: context) else {
                return Choice(
                    outcome: outcome, isSystem: Self.isSystem(outcome), leadsTo: "nothing (no alternative matches)")
            }
            var leadsTo = program.describe(chosen)
            // A transition the state cannot take (a push on a layer with no
            // navigation stack) says so here, as the step would.
            if case .failure(let error) = step(state, .outcome(outcome), context: context) {
                leadsTo += ", which fails here: \(error.message)"
            }
            return Choice(outcome: outcome, isSystem: Self.isSystem(outcome), leadsTo: leadsTo)
        }
        for (system, handled) in [(Event.back, SystemHandlers.back), (.dismiss, .dismiss)] {
            guard !program.nodes[node].systemHandlers.contains(handled) else { continue }
            let name = system == .back ? SystemOutcome.back : SystemOutcome.dismiss
            choices.append(
                Choice(
                    outcome: name, isSystem: true, isDefault: true,
                    leadsTo: preview(system, in: state, context: context)))
        }
        return choices
    }

    static func isSystem(_ outcome: String) -> Bool {
        outcome == SystemOutcome.back || outcome == SystemOutcome.dismiss
    }

    /// Where a default system event leads, found by taking the step: it costs
    /// what a step costs, and cannot disagree with what the step will do.
    private func preview(_ event: Event, in state: RuntimeState, context: [String: String]) -> String {
        switch step(state, event, context: context) {
        case .failure(let error): return "error: \(error.message)"
        case .success(let step):
            var parts: [String] = []
            for effect in step.effects {
                switch effect {
                case .popped(let screen): parts.append("pop \(screen.screen)")
                case .dismissedLayer(let top): parts.append("dismiss the layer of \(top.screen)")
                case .dismissedEmptiedLayer(let last): parts.append("dismiss the emptied layer of \(last.screen)")
                case .flowFinished(let flow, let outcome): parts.append("end \(flow) with \(outcome)")
                case .handledByParent(let flow, let node, _, let transition):
                    // The handler's own effects follow; its transition says enough.
                    parts.append("then \(flow).\(node): \(transition)")
                    return parts.joined(separator: ", ")
                case .ignored: parts.append("nothing")
                default: continue
                }
            }
            return parts.isEmpty ? (event == .back ? "back" : "dismiss") : parts.joined(separator: ", ")
        }
    }
}
