/// What one action does in one flow, in the format's terms: Jetpack
/// resolves an action's destination and `popUpTo` among the current
/// graph's destinations, then its parents'; a flow says the same with a
/// transition of its own, or by finishing so that the flow node that
/// started it resolves the action in its own flow.
struct JetpackResolver {
    /// The parts of an action that decide where it leads (bare ids).
    struct Action: Hashable {
        var destination: String?
        var popUpTo: String?
        var inclusive = false
        var singleTop = false

        init(_ action: NavigationAction) {
            destination = action.destination.map(JetpackNaming.bareID)
            popUpTo = action.popUpTo.map(JetpackNaming.bareID)
            inclusive = action.popUpToInclusive
            singleTop = action.launchSingleTop
        }

        init(destination: String?, popUpTo: String?, inclusive: Bool, singleTop: Bool) {
            self.destination = destination
            self.popUpTo = popUpTo
            self.inclusive = inclusive
            self.singleTop = singleTop
        }

        /// After the child flow left: nothing more to do.
        static let nothing = Action(destination: nil, popUpTo: nil, inclusive: false, singleTop: false)
    }

    /// Where the action is taken from.
    enum Source: Equatable {
        /// A destination of the flow: its own action.
        case screen(Int)
        /// Any screen of the flow: a global action.
        case anyScreen
        /// A flow node whose child flow just finished with the action.
        case flowNode(Int)
    }

    /// Something the transition says only approximately: a note's kind and detail.
    typealias Remark = (kind: String, detail: String)

    enum Resolution {
        /// A transition of this flow, what its target needs, and notes.
        case local(ImportedTransition, needs: [ImportedValue], notes: [Remark])
        /// Finish this flow; the flow node that started it does `Action`.
        case leave(Action, notes: [Remark])
        /// Found nowhere: the action does nothing here (a note says so).
        case missing(Remark)
    }

    let plan: JetpackPlan

    func resolve(_ action: Action, in f: Int, from source: Source) -> Resolution {
        let flow = plan.flows[f]
        var notes: [Remark] = []
        var target: Int?
        if let destination = action.destination {
            if destination == flow.graphID, let start = flow.start {
                target = start
            } else if let node = flow.nodeByID[destination] {
                target = node
            } else if let node = nested(destination, in: f) {
                target = node
                notes.append(
                    (
                        "nested destination",
                        "'\(destination)' is inside \(flow.nodes[node].name), which starts at its own start"
                    ))
            } else if flow.starters.isEmpty {
                return .missing(
                    (
                        "missing destination",
                        "destination '\(destination)' is in none of the given graphs: the action does nothing"
                    ))
            } else {
                return .leave(
                    action,
                    notes: [
                        (
                            "leaves its flow",
                            "'\(destination)' is outside this flow: the flow finishes and its parent shows it"
                        )
                    ])
            }
        }
        var popTarget: Int?
        var popsFlow = false
        if let popUpTo = action.popUpTo {
            if popUpTo == flow.graphID {
                popsFlow = true
            } else if let node = flow.nodeByID[popUpTo] {
                popTarget = node
                popsFlow = node == flow.start && action.inclusive
            } else if target == nil {
                return .leave(
                    action, notes: [("leaves its flow", "popUpTo '\(popUpTo)' is outside this flow: the flow finishes")]
                )
            } else {
                notes.append(("popUpTo", "popUpTo '\(popUpTo)' is outside this flow: not modelled"))
            }
        }
        // The child that finished was the flow node itself: it is gone.
        if case .flowNode(let node) = source, popTarget == node {
            popTarget = nil
            popsFlow = false
        }
        guard let target else {
            return pop(to: popTarget, in: f, popsFlow: popsFlow, action, from: source, notes: notes)
        }
        let node = flow.nodes[target]
        let needs = node.inputs
        if action.singleTop, source == .screen(target) {
            return .local(
                .stay, needs: [],
                notes: notes + [("launchSingleTop", "launchSingleTop to itself: the screen stays as it is")])
        }
        switch node.destination.kind {
        case .dialog:
            if action.popUpTo != nil { notes.append(("popUpTo", "popUpTo before a dialog is not modelled")) }
            return .local(.modal(node.name, navigation: false), needs: needs, notes: notes)
        case .activity:
            if action.popUpTo != nil { notes.append(("popUpTo", "popUpTo before an activity is not modelled")) }
            return .local(.modal(node.name, style: .fullscreen), needs: needs, notes: notes)
        default: break
        }
        var transition = ImportedTransition.push(node.name)
        if popsFlow {
            transition = .replace(node.name)
        } else if let popTarget, popTarget != sourceNode(source) || action.inclusive {
            transition = .pushing(node.name, from: flow.nodes[popTarget].name, dismissing: false)
            if action.inclusive {
                notes.append(
                    ("popUpTo", "popUpToInclusive: Android pops \(flow.nodes[popTarget].name) too; here it stays below")
                )
            }
        }
        if case .screen(let s) = source, case .dialog = flow.nodes[s].destination.kind {
            transition = Self.dismissing(transition)
        }
        return .local(transition, needs: needs, notes: notes)
    }

    /// An action without a destination: it only pops.
    private func pop(
        to popTarget: Int?, in f: Int, popsFlow: Bool, _ action: Action, from source: Source, notes: [Remark]
    ) -> Resolution {
        if popsFlow {
            return .leave(.nothing, notes: notes + [("leaves its flow", "pops the whole graph: the flow finishes")])
        }
        guard let popTarget else {
            if case .flowNode = source { return .local(.stay, needs: [], notes: notes) }
            return .local(
                .stay, needs: [],
                notes: notes + [("no destination", "an action without a destination: it does nothing here")])
        }
        if popTarget == sourceNode(source) {
            return .local(action.inclusive ? .back : .stay, needs: [], notes: notes)
        }
        let name = plan.flows[f].nodes[popTarget].name
        let inclusive: [Remark] =
            action.inclusive ? [("popUpTo", "popUpToInclusive: Android pops \(name) too; here it stays on top")] : []
        return .local(.pop(name), needs: [], notes: notes + inclusive)
    }

    private func sourceNode(_ source: Source) -> Int? {
        switch source {
        case .screen(let node), .flowNode(let node): node
        case .anyScreen: nil
        }
    }

    /// The same transition taken from an Android dialog, which closes
    /// when the app navigates to anything but another dialog.
    static func dismissing(_ transition: ImportedTransition) -> ImportedTransition {
        switch transition {
        case .push(let node): .pushing(node, from: nil, dismissing: true)
        case .pushing(let node, let from, _): .pushing(node, from: from, dismissing: true)
        default: transition
        }
    }

    /// The node of flow `f` whose nested (or included) graphs hold `id`,
    /// searched depth first.
    private func nested(_ id: String, in f: Int) -> Int? {
        var visited: Set<Int> = [f]
        for (n, node) in plan.flows[f].nodes.enumerated() {
            if let child = node.child, holds(id, child, &visited) { return n }
        }
        return nil
    }

    private func holds(_ id: String, _ f: Int, _ visited: inout Set<Int>) -> Bool {
        guard visited.insert(f).inserted else { return false }
        if plan.flows[f].nodeByID[id] != nil { return true }
        return plan.flows[f].nodes.contains { node in node.child.map { holds(id, $0, &visited) } ?? false }
    }
}
