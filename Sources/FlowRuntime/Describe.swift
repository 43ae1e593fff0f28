import FlowModel

extension Interpreter {
    /// A transition in a few words: "push Detail", "modal Composer
    /// (fullscreen)", "modal EditAddress (sheet, flow AddressEditor)", "finish done".
    func describe(_ transition: Transition, inFlow flow: Flow) -> String {
        let target = transition.target ?? ""
        var notes: [String] = []
        switch transition.kind {
        case .push, .replace: break
        case .modal:
            notes.append(transition.style.rawValue)
            if !transition.hasNavigation { notes.append("no navigation") }
        case .finish: return "finish \(target)"
        case .back, .dismiss, .stay: return transition.kind.rawValue
        }
        if let child = flow.node(named: target)?.childFlow?.name { notes.append("flow \(child)") }
        let text = "\(transition.kind.rawValue) \(target)"
        return notes.isEmpty ? text : "\(text) (\(notes.joined(separator: ", ")))"
    }

    /// What the current screen can produce: its `on` outcomes in source order,
    /// then system `back` and `dismiss` unless the screen overrides them, each
    /// with where it leads under `context`. Empty once the session finished.
    public func choices(in state: RuntimeState, context: [String: String]) -> [Choice] {
        guard !state.isFinished, let current = state.current, let owner = state.coordinator(for: current.coordinator)
        else { return [] }
        let flow = project.flows[owner.flowIndex]
        guard let node = flow.node(named: current.screen) else { return [] }
        var choices = node.handlers.map { handler in
            guard let chosen = handler.choose(context) else {
                return Choice(outcome: handler.outcome, isSystem: Self.isSystem(handler.outcome),
                              leadsTo: "nothing (no alternative matches)")
            }
            var leadsTo = describe(chosen.transition, inFlow: flow)
            // A transition the state cannot take (a push on a layer with no
            // navigation stack) says so here, as the step would.
            if case .failure(let error) = step(state, .outcome(handler.outcome), context: context) {
                leadsTo += ", which fails here: \(error.message)"
            }
            return Choice(outcome: handler.outcome, isSystem: Self.isSystem(handler.outcome), leadsTo: leadsTo)
        }
        for system in [Event.back, .dismiss] {
            let name = system == .back ? SystemOutcome.back : SystemOutcome.dismiss
            guard node.handler(for: name) == nil else { continue }
            choices.append(Choice(outcome: name, isSystem: true, isDefault: true, leadsTo: preview(system, in: state, context: context)))
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
