/// What format 2 adds to the generated flows: tab bars, a flow-level `on`,
/// `pop`, `pop NODE`, `from:` and `dismissing:`, each written so that the
/// project stays free of errors and warnings (see `FlowWriter`).
extension FlowWriter {
    /// One node of a flow's chain.
    enum ChainNode {
        case screen
        /// A flow node starting this plan flow.
        case flowNode(Int)
        /// A tabs node whose tabs are these plan flows.
        case tabs([Int])

        var isScreen: Bool {
            if case .screen = self { return true }
            return false
        }

        var isTabs: Bool {
            if case .tabs = self { return true }
            return false
        }
    }

    /// The flow's children as the nodes that start them: one flow node
    /// each, except that a flow with three or more children may start its
    /// first two as the tabs of one tab bar.
    mutating func childSlots(_ flow: ProjectPlan.FlowPlan) -> [ChainNode] {
        var children = flow.children[...]
        var slots: [ChainNode] = []
        if children.count >= 3, rng.chance(30) {
            slots.append(.tabs(Array(children.prefix(2))))
            children = children.dropFirst(2)
        }
        return slots + children.map(ChainNode.flowNode)
    }

    /// A flow-level `on` for some flows: handlers every screen inherits,
    /// none of them a push (alerts, bare layers, inherit them too). Returns
    /// whether it shares `failed`, which alerts then answer themselves, so
    /// that an alert does not stack on an alert.
    mutating func flowHandlers(_ flow: ProjectPlan.FlowPlan, alerts: Int) -> Bool {
        guard rng.chance(35) else { return false }
        out += "on:\n"
        out += "  sessionExpired: \(flow.outcomes.first.map { "finish \($0)" } ?? "replace Start")\n"
        let failed = alerts > 0 && rng.chance(60)
        if failed { out += "  failed: { modal: Alert0, navigation: false }\n" }
        if rng.chance(30) { out += "  signedOut: pop\n" }
        return failed
    }

    /// A tabs node: presented (the chain edge into it is a `modal`), it
    /// handles every outcome of every tab flow; the first leads on.
    mutating func tabsNode(_ name: String, tabs: [Int], names: [String], flow: ProjectPlan.FlowPlan, at j: Int) {
        out += "  \(name):\n    tabs: [\(tabs.map { plan.flows[$0].name }.joined(separator: ", "))]\n"
        if rng.chance(30) { out += "    selected: \(plan.flows[tabs[1]].name)\n" }
        description(indent: "    ", chance: 10)
        out += "    on:\n"
        var outcomes: [String] = []
        for tab in tabs {
            for outcome in plan.flows[tab].outcomes where !outcomes.contains(outcome) { outcomes.append(outcome) }
        }
        for (i, outcome) in outcomes.enumerated() {
            if i == 0 {
                pushedInto[j + 1] = transitionToNext(key: outcome, target: names[j + 1], alternatives: false)
            } else {
                var choices = ["stay", "back", "replace Start"]
                if let own = flow.outcomes.first { choices.append("finish \(own)") }
                out += "      \(outcome): \(rng.pick(choices))\n"
            }
        }
        nodesWritten += 1
    }

    /// An alert's choice that closes it and pushes beneath it: to the node
    /// after the screen that shows the alert.
    mutating func pushBeneath(from source: Int, names: [String]) {
        guard source + 1 < names.count, !chainNodes[source + 1].isTabs, rng.chance(40) else { return }
        out += "      more: { push: \(names[source + 1]), dismissing: true }\n"
    }

    /// `pop`, `pop NODE` and `from:` for screen `j`: back to the flow's
    /// first screen, or to a screen from which only pushes lead to `j`.
    mutating func popCandidates(at j: Int, names: [String]) -> [(String, String)] {
        guard j > 0 else { return [] }
        var candidates = [("home", "pop")]
        var below = j
        var targets: [Int] = []
        while below > 0, pushedInto[below] {
            below -= 1
            if chainNodes[below].isScreen { targets.append(below) }
        }
        guard !targets.isEmpty else { return candidates }
        let target = rng.pick(targets)
        candidates.append(("upTo", "pop \(names[target])"))
        if j + 1 < names.count, !chainNodes[j + 1].isTabs {
            candidates.append(("again", "{ push: \(names[j + 1]), from: \(names[target]) }"))
        }
        return candidates
    }
}
