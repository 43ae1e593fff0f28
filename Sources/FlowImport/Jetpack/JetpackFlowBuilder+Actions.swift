/// Actions as handlers: each destination's own, the graph's global ones,
/// and the outcomes by which a flow leaves for the flow node that
/// started it (an action to a destination of a parent graph).
extension JetpackFlowBuilder {
    mutating func addActions(of n: Int, in f: Int) {
        let destination = plan.flows[f].nodes[n].destination
        var used = UniqueNames(reserving: ["back", "dismiss"])
        for action in destination.actions {
            let outcome = used.unique(outcome(of: action, in: f))
            let resolution = resolver.resolve(JetpackResolver.Action(action), in: f, from: .screen(n))
            record(resolution, outcome: outcome, at: .node(n), in: f, action: action)
        }
    }

    mutating func addGlobalActions(of f: Int) {
        var used = UniqueNames(reserving: ["back", "dismiss"])
        for action in plan.flows[f].graph.actions {
            let outcome = used.unique(outcome(of: action, in: f))
            let resolution = resolver.resolve(JetpackResolver.Action(action), in: f, from: .anyScreen)
            record(resolution, outcome: outcome, at: .flow, in: f, action: action)
        }
    }

    private mutating func outcome(of action: NavigationAction, in f: Int) -> String {
        let base = JetpackNaming.outcomeBase(actionID: action.id, destination: action.destination)
        return outcomeNames[f].name(for: base, case: .lower, fallback: "action")
    }

    private mutating func record(
        _ resolution: JetpackResolver.Resolution, outcome: String, at place: Pending.Place, in f: Int,
        action: NavigationAction
    ) {
        var comments: [String] = []
        let line = action.line
        // Animations are grouped apart: nothing to finish, yet not modelled.
        let animations = action.otherAttributes.filter { $0.hasSuffix("Anim") || $0.hasSuffix("Animator") }
        let options = action.otherAttributes.filter { !animations.contains($0) }
        if !options.isEmpty {
            comments.append(
                note("action option", "not modelled: \(options.joined(separator: ", "))", in: f, line: line))
        }
        if !animations.isEmpty {
            comments.append(
                note("animation", "not modelled: \(animations.joined(separator: ", "))", in: f, line: line))
        }
        for argument in action.arguments {
            let value = argument.defaultValue.map { " = \($0)" } ?? ""
            comments.append(
                note(
                    "action argument", "gives \(JetpackNaming.valueName(argument.name))\(value) to its destination",
                    in: f,
                    line: argument.line))
        }
        switch resolution {
        case .local(let transition, let needs, let remarks):
            comments += remarks.map { note($0.kind, $0.detail, in: f, line: line) }
            let handler = ImportedHandler(outcome: outcome, transition: transition, comments: comments)
            pending.append(Pending(flow: f, place: place, handler: handler, needs: needs, leave: nil))
        case .leave(let parentAction, let remarks):
            comments += remarks.map { note($0.kind, $0.detail, in: f, line: line) }
            let leave = leave(for: parentAction, from: f, base: outcome, line: line)
            let handler = ImportedHandler(
                outcome: outcome, transition: .finish(leaves[leave].outcome), comments: comments)
            pending.append(Pending(flow: f, place: place, handler: handler, needs: [], leave: leave))
        case .missing(let remark):
            comments.append(note(remark.kind, remark.detail, in: f, line: line))
            let handler = ImportedHandler(outcome: outcome, transition: .stay, comments: comments)
            pending.append(Pending(flow: f, place: place, handler: handler, needs: [], leave: nil))
        }
    }

    /// The outcome by which flow `f` leaves so that its parent does `action`.
    private mutating func leave(for action: JetpackResolver.Action, from f: Int, base: String, line: Int?) -> Int {
        let key = LeaveKey(flow: f, action: action)
        if let known = leaveIndex[key] { return known }
        leaves.append(Leave(flow: f, action: action, outcome: flowOutcomeNames[f].unique(base), line: line))
        leaveIndex[key] = leaves.count - 1
        return leaves.count - 1
    }

    /// Every flow node that starts a flow handles each of its outcomes,
    /// resolving the action in its own flow (and leaving it in turn when
    /// the action leads further out). Then each outcome's payload is what
    /// the transitions it leads to need.
    mutating func handleLeaves() {
        var next = 0
        while next < leaves.count {
            let current = next
            next += 1
            let leave = leaves[current]
            for (a, n) in plan.flows[leave.flow].starters {
                var comments: [String] = []
                let transition: ImportedTransition
                switch resolver.resolve(leave.action, in: a, from: .flowNode(n)) {
                case .local(let local, let needs, let remarks):
                    comments = remarks.map {
                        note($0.kind, $0.detail, in: a, line: plan.flows[a].nodes[n].destination.line)
                    }
                    leaves[current].needs = JetpackPlan.merged(leaves[current].needs + needs)
                    transition = local
                case .leave(let parentAction, let remarks):
                    comments = remarks.map {
                        note($0.kind, $0.detail, in: a, line: plan.flows[a].nodes[n].destination.line)
                    }
                    let further = self.leave(for: parentAction, from: a, base: leave.outcome, line: leave.line)
                    leaves[current].dependsOn.append(further)
                    transition = .finish(leaves[further].outcome)
                case .missing(let remark):
                    comments = [note(remark.kind, remark.detail, in: a, line: plan.flows[a].nodes[n].destination.line)]
                    transition = .stay
                }
                let handler = ImportedHandler(outcome: leave.outcome, transition: transition, comments: comments)
                pending.append(Pending(flow: a, place: .node(n), handler: handler, needs: [], leave: nil))
            }
        }
        var changed = true
        while changed {
            changed = false
            for l in leaves.indices {
                for further in leaves[l].dependsOn {
                    let merged = JetpackPlan.merged(leaves[l].needs + leaves[further].needs)
                    if merged.count != leaves[l].needs.count {
                        leaves[l].needs = merged
                        changed = true
                    }
                }
            }
        }
        for leave in leaves {
            flows[leave.flow].outcomes.append(leave.outcome)
            if !leave.needs.isEmpty {
                flows[leave.flow].payloads.append(ImportedPayload(outcome: leave.outcome, values: leave.needs))
            }
        }
    }
}
