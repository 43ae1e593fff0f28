import FlowIndex
import FlowModel

extension Interpreter {
    /// What the current screen can produce: its `on` outcomes in source order,
    /// then those it inherits from its flow's own `on` (format 2), then
    /// system `back` and `dismiss` unless either of those maps them, then
    /// `tab` for each tab of the tab bar on screen; each with where it leads
    /// under `context`. Empty once the session finished.
    public func choices(in state: RuntimeState, context: [String: String]) -> [Choice] {
        guard !state.isFinished, let (_, node) = currentNode(in: state) else { return [] }
        let program = self.program
        var choices = program.nodes[node].handlers.map { handler in
            choice(for: handler, inherited: false, in: state, context: context)
        }
        for handler in program.inheritedHandlers(of: node) {
            choices.append(choice(for: handler, inherited: true, in: state, context: context))
        }
        for (system, handled) in [(Event.back, SystemHandlers.back), (.dismiss, .dismiss)] {
            guard !program.nodes[node].systemHandlers.contains(handled) else { continue }
            let name = system == .back ? SystemOutcome.back : SystemOutcome.dismiss
            choices.append(
                Choice(
                    outcome: name, isSystem: true, isDefault: true,
                    leadsTo: preview(system, in: state, context: context)))
        }
        if let position = state.topShownLayerPosition, let bar = state.layers[position].tabBar {
            for (index, flow) in bar.tabFlows.enumerated() {
                let event = Event.tab(.position(index + 1))
                choices.append(
                    Choice(
                        outcome: "tab \(flow)", isSystem: true, isTab: true,
                        leadsTo: preview(event, in: state, context: context)))
            }
        }
        return choices
    }

    /// One handler's choice: its first matching transition, and whether
    /// the state can take it.
    private func choice(
        for handler: HandlerID, inherited: Bool, in state: RuntimeState, context: [String: String]
    ) -> Choice {
        let outcome = program.handlers[handler].outcome
        guard let chosen = program.firstMatch(of: handler, for: context) else {
            return Choice(
                outcome: outcome, isSystem: Self.isSystem(outcome), isInherited: inherited,
                leadsTo: "nothing (no alternative matches)")
        }
        var leadsTo = program.describe(chosen)
        // A transition the state cannot take (a push on a layer with no
        // navigation stack) says so here, as the step would.
        if case .failure(let error) = step(state, .outcome(outcome), context: context) {
            leadsTo += ", which fails here: \(error.message)"
        }
        return Choice(outcome: outcome, isSystem: Self.isSystem(outcome), isInherited: inherited, leadsTo: leadsTo)
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
                case .tabSelected(let tab): parts.append("select tab \(tab)")
                default: continue
                }
            }
            if parts.isEmpty, case .tab(let selector) = event { return "tab \(selector)" }
            return parts.isEmpty ? (event == .back ? "back" : "dismiss") : parts.joined(separator: ", ")
        }
    }
}
