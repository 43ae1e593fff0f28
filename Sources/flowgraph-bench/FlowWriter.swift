/// Writes one planned flow as YAML text, using every transition kind and
/// both the scalar, flow-mapping, block-mapping and list forms, so the parser
/// and decoder see the variety of a real project.
///
/// Validity by construction (see the spec's rules):
/// - nodes form a chain `Start -> ... -> last`, each reached from the one
///   before by push, modal or replace, so every node is reachable;
/// - every `push` goes to a later node of the chain, so pushes never cycle;
/// - every screen has a transition other than `stay`, so none is a dead end;
/// - the last node finishes every declared outcome; alerts (bare modal
///   layers) only dismiss or go back, so nothing pushes inside them;
/// - a flow node handles exactly its child flow's outcomes (plus `back`);
/// - format 2 (`FlowWriter+Format2.swift`): some flows start two children
///   as a tab bar, reached by `modal` only and handling every tab flow's
///   outcomes; some have a flow-level `on` that pushes nothing (alerts
///   inherit it); `pop`, `pop NODE` and `from:` go back only along pushes;
///   alerts may push beneath themselves with `dismissing: true`;
/// - data and links (`FlowWriter+Data.swift`): every flow takes a
///   `sessionId`, so that every transition has it and any screen may need
///   it; some screens' chain outcomes carry an `itemId`; some flows link
///   a URL to one of their screens.
struct FlowWriter {
    let plan: ProjectPlan
    var rng: SeededGenerator
    /// Errors still to inject, and the spacing between them (in nodes).
    var errorsLeft: Int
    let errorSpacing: Int
    var nodesWritten = 0
    private var nextErrorAt: Int
    private(set) var errorsWritten = 0
    var out = ""
    /// What each node of the flow being written is, along its chain.
    var chainNodes: [ChainNode] = []
    /// Whether the chain edge into each node is a plain `push`.
    var pushedInto: [Bool] = []

    static let screenWords = [
        "Cart", "Detail", "List", "Form", "Review", "Summary", "Picker", "Editor",
        "Preview", "Confirm", "Welcome", "Terms", "Camera", "Map", "Filter", "Inbox",
    ]
    static let nextKeys = ["next", "proceed", "selected", "submit", "continue", "tap"]

    init(plan: ProjectPlan, rng: SeededGenerator, errors: Int, totalNodes: Int) {
        self.plan = plan
        self.rng = rng
        errorsLeft = errors
        errorSpacing = errors > 0 ? max(1, totalNodes / errors) : Int.max
        nextErrorAt = errors > 0 ? errorSpacing / 2 : Int.max
        out.reserveCapacity(1 << 16)
    }

    /// The YAML of the flows `range`, separated by `---`.
    mutating func file(_ range: Range<Int>) -> String {
        out = ""
        for index in range {
            if index != range.lowerBound { out += "---\n" }
            flow(index)
        }
        return out
    }

    private mutating func flow(_ index: Int) {
        let flow = plan.flows[index]
        let alerts = flow.size >= 20 ? 2 : (flow.size >= 6 ? 1 : 0)
        let chain = flow.size - alerts
        let slots = childSlots(flow)
        chainNodes = (0..<chain).map { j in
            flowNodePosition(j, chain: chain, children: slots.count).map { slots[$0] } ?? .screen
        }
        pushedInto = [Bool](repeating: false, count: chain)
        let names = (0..<chain).map { j -> String in
            switch chainNodes[j] {
            case .screen: j == 0 ? "Start" : "\(rng.pick(Self.screenWords))\(j)"
            case .flowNode(let child): "Open\(plan.flows[child].name)"
            case .tabs: "Tabs\(j)"
            }
        }
        // Each alert is shown from one chain screen, picked up front.
        var alertSource: [Int: Int] = [:]
        for k in 0..<alerts {
            var source = rng.int(in: 0...(chain - 1))
            while !chainNodes[source].isScreen || alertSource[source] != nil {
                source = (source + 1) % chain
            }
            alertSource[source] = k
        }

        out += "# \(flow.name): \(flow.size) nodes\n"
        out += "flow: \(flow.name)\n"
        if flow.isEntry { out += "entry: true\n" }
        description(indent: "", chance: 50)
        if rng.chance(10) { out += "x-owner: team-\(rng.int(in: 1...9))\n" }
        out += "start: Start\n"
        if !flow.isEntry { out += "outcomes: [\(flow.outcomes.joined(separator: ", "))]\n" }
        out += "inputs: { sessionId: SessionID }\n"
        links(index, names: names)
        let sharesFailed = flowHandlers(flow, alerts: alerts)
        out += "screens:\n"
        for j in 0..<chain {
            switch chainNodes[j] {
            case .screen: screen(names[j], at: j, flow: flow, names: names, alert: alertSource[j])
            case .flowNode(let child):
                flowNode(names[j], child: plan.flows[child], next: names[j + 1], flow: flow, names: names, at: j)
            case .tabs(let tabs): tabsNode(names[j], tabs: tabs, names: names, flow: flow, at: j)
            }
        }
        for k in 0..<alerts {
            out += "  Alert\(k):\n    on:\n      ok: dismiss\n"
            if rng.chance(50) { out += "      retry: back\n" }
            if sharesFailed { out += "      failed: stay\n" }
            if let source = alertSource.first(where: { $0.value == k })?.key { pushBeneath(from: source, names: names) }
            nodesWritten += 1
        }
    }

    /// Flow nodes sit evenly along the chain, never first or last.
    private func flowNodePosition(_ j: Int, chain: Int, children: Int) -> Int? {
        guard children > 0, j > 0, j < chain - 1 else { return nil }
        let gap = (chain - 2) / children
        guard (j - 1) % gap == 0 else { return nil }
        let k = (j - 1) / gap
        return k < children ? k : nil
    }

    private mutating func screen(_ name: String, at j: Int, flow: ProjectPlan.FlowPlan, names: [String], alert: Int?) {
        out += "  \(name):\n"
        description(indent: "    ", chance: 10)
        let error = takeError()
        if let error, error % 2 == 0 { out += "    descripton: misspelt on purpose\n" }
        let last = j == names.count - 1
        let key = last ? "" : rng.pick(Self.nextKeys)
        data(chainKey: last ? nil : key)
        out += "    on:\n"
        var keys: Set<String> = []
        if last {
            if flow.isEntry {
                out += "      signOut: replace Start\n      close: back\n"
                keys = ["signOut", "close"]
            } else {
                for outcome in flow.outcomes { out += "      \(outcome): finish \(outcome)\n" }
                keys = Set(flow.outcomes)
            }
        } else {
            keys.insert(key)
            pushedInto[j + 1] = transitionToNext(key: key, target: names[j + 1], alternatives: true)
        }
        if let alert {
            out += "      showAlert\(alert): { modal: Alert\(alert), navigation: false }\n"
        }
        for _ in 0..<rng.int(in: 0...2) { extra(at: j, flow: flow, names: names, used: &keys) }
        if let error, error % 2 == 1 { out += "      broken: push Nowhere\(error)\n" }
        nodesWritten += 1
    }

    private mutating func flowNode(
        _ name: String, child: ProjectPlan.FlowPlan, next: String,
        flow: ProjectPlan.FlowPlan, names: [String], at j: Int
    ) {
        out += "  \(name):\n    flow: \(child.name)\n"
        description(indent: "    ", chance: 10)
        out += "    on:\n"
        for (i, outcome) in child.outcomes.enumerated() {
            if i == 0 {
                pushedInto[j + 1] = transitionToNext(key: outcome, target: next, alternatives: false)
            } else {
                var choices = ["stay", "back", "replace Start"]
                if let own = flow.outcomes.first { choices.append("finish \(own)") }
                out += "      \(outcome): \(rng.pick(choices))\n"
            }
        }
        if rng.chance(30) { out += "      back: stay\n" }
        nodesWritten += 1
    }

    /// The chain edge: push, modal (every style), replace, or alternatives
    /// whose items all lead to the next node, the last one without `when`.
    /// A tab bar is only ever presented. Returns whether it is a plain push.
    @discardableResult
    mutating func transitionToNext(key: String, target: String, alternatives: Bool) -> Bool {
        let roll = rng.int(in: 0...99)
        if target.hasPrefix("Tabs") {
            out +=
                roll < 50
                ? "      \(key): modal \(target)\n" : "      \(key): { modal: \(target), style: fullscreen }\n"
            return false
        }
        switch roll {
        case 0..<45:
            out += "      \(key): push \(target)\n"
            return true
        case 45..<55: out += "      \(key): modal \(target)\n"
        case 55..<62:
            out += "      \(key): { modal: \(target), style: \(rng.pick(["sheet", "fullscreen", "popover"])) }\n"
        case 62..<72: out += "      \(key): replace \(target)\n"
        case 72..<80:
            out += "      \(key):\n        modal: \(target)\n        style: fullscreen\n"
        default:
            guard alternatives else {
                out += "      \(key): push \(target)\n"
                return true
            }
            if roll < 90 {
                out += "      \(key):\n"
                out += "        - { when: { idiom: pad }, push: \(target) }\n"
                out += "        - { when: { text: [modal, sheet] }, modal: \(target) }\n"
                out += "        - push \(target)\n"
            } else {
                out += "      \(key):\n"
                out += "        - when: { idiom: phone, mode: compact }\n          replace: \(target)\n"
                out += "        - modal: \(target)\n          style: popover\n"
            }
        }
        return false
    }

    /// One more handler of a kind the chain does not need: forward push,
    /// restart, modal help, dismiss, back, stay, finish.
    private mutating func extra(at j: Int, flow: ProjectPlan.FlowPlan, names: [String], used keys: inout Set<String>) {
        let chain = names.count
        var candidates: [(String, String)] = [("close", "dismiss"), ("goBack", "back"), ("refresh", "stay")]
        if j + 2 < chain {
            let target = rng.int(in: (j + 2)...(chain - 1))
            candidates.append(("skip", "\(chainNodes[target].isTabs ? "modal" : "push") \(names[target])"))
        }
        candidates += popCandidates(at: j, names: names)
        if j > 0 { candidates.append(("restart", "replace Start")) }
        if chain > 1 {
            let other = (j + rng.int(in: 1...(chain - 1))) % chain
            candidates.append(
                ("help", "{ modal: \(names[other]), style: \(rng.pick(["sheet", "fullscreen", "popover"])) }"))
        }
        if let outcome = flow.outcomes.last { candidates.append(("abort", "finish \(outcome)")) }
        let (key, transition) = rng.pick(candidates)
        guard keys.insert(key).inserted else { return }
        out += "      \(key): \(transition)\n"
    }

    /// Free text in the three styles people write it in.
    mutating func description(indent: String, chance: Int) {
        guard rng.chance(chance) else { return }
        switch rng.int(in: 0...2) {
        case 0: out += "\(indent)description: Lets the user review and confirm before going on.\n"
        case 1: out += "\(indent)description: \"Shown when: the list is empty, or offline.\"\n"
        default: out += "\(indent)description: >\n\(indent)  Several lines of text\n\(indent)  folded into one.\n"
        }
    }

    /// With `--errors`, evenly spaced mistakes on screens: alternately a
    /// misspelt key (`schema`, with a suggestion) and a push to a missing node
    /// (`unknown-target`). Returns the error's number when one is due here.
    private mutating func takeError() -> Int? {
        guard errorsLeft > 0, nodesWritten >= nextErrorAt else { return nil }
        errorsLeft -= 1
        nextErrorAt += errorSpacing
        errorsWritten += 1
        return errorsWritten - 1
    }
}
