import FlowIndex
import FlowModel

/// The nodes some path of the graph reaches from the entry flow, across
/// flows, for `unreachable-link`: every alternative followed (`when`
/// ignored); a flow node starts its child at its chosen start or the
/// child's starts, a tabs node every tab flow; a child's reachable
/// `finish X` lets the handler of X of each reached node starting it be
/// followed, and a flow node's `back` handler is followed once it is
/// reached. A handler whose outcome's payload (at its node) needs a value
/// outside `gives` is left out: a deep link's walk cannot take it.
///
/// Flows are not told apart by who started them: a finish reached in any
/// copy of a flow counts for every node starting it, which can only reach
/// more. A flow whose own paths are not all known (a node or transition
/// that did not decode, an unknown target or start) counts every node and
/// every finish as reached, and when a flow met may have lost a flow node,
/// the flows no known flow node starts count as started: a broken flow
/// never makes a link look unreachable.
struct GraphWalk {
    private let resolved: ResolvedProject
    /// Its arrays read on every step, held here: each read through the
    /// class would retain and release the array.
    private let nodes: IDArray<NodeID, ResolvedNode>
    private let handlers: IDArray<HandlerID, ResolvedHandler>
    private let alternatives: IDArray<AlternativeID, ResolvedAlternative>
    private let inheritance: Inheritance
    /// The values a walk has; nil for every value (no payload leaves a step out).
    private let gives: Set<String>?
    private let unsure: Set<FlowID>
    private(set) var reached: [Bool]
    /// Whether a handler (a flow's own, at some screen) has been followed.
    private var followed: [Bool]
    private var entered: [Bool]
    /// The reached nodes that start each flow.
    private var parents: [FlowID: [NodeID]] = [:]
    /// Whether a `finish` with each declared outcome (first declarations)
    /// has been met: the outcomes each flow has finished with, by position
    /// rather than as names.
    private var finishedOutcome: [Bool]
    /// Whether each flow may finish with any outcome: its paths are not known.
    private var finishedAny: [Bool]
    private var work: [(node: NodeID, flow: FlowID)] = []
    private var mayStartAnyFlow = false

    init(from root: FlowID, gives: Set<String>?, _ context: ValidationContext) {
        resolved = context.resolved
        nodes = resolved.nodes
        handlers = resolved.handlers
        alternatives = resolved.alternatives
        inheritance = context.inheritance
        self.gives = gives
        var unsure = Set(resolved.unknownTargets.map(\.flow))
        for f in resolved.flows.ids
        where resolved.flows[f].isIncomplete || resolved.format2.startAlternatives[f]?.contains(.unknown) == true
            || (resolved.flows[f].start == nil && resolved.format2.startAlternatives[f] == nil)
        {
            unsure.insert(f)
        }
        self.unsure = unsure
        reached = [Bool](repeating: false, count: resolved.nodes.count)
        followed = [Bool](repeating: false, count: resolved.handlers.count)
        entered = [Bool](repeating: false, count: resolved.flows.count)
        finishedOutcome = [Bool](repeating: false, count: resolved.firstDeclarations.count)
        finishedAny = [Bool](repeating: false, count: resolved.flows.count)
        start(root, at: nil)
        run()
    }

    private mutating func run() {
        while true {
            while let (n, f) = work.popLast() { visit(n, in: f) }
            guard mayStartAnyFlow else { return }
            mayStartAnyFlow = false
            let parented = Self.hasKnownParent(resolved)
            for f in resolved.flows.ids where !entered[f.index] && !parented[f.index] { start(f, at: nil) }
        }
    }

    private mutating func reach(_ n: NodeID, in flow: FlowID) {
        guard !reached[n.index] else { return }
        reached[n.index] = true
        work.append((n, flow))
    }

    /// Starts `flow` at `chosen`, or at each of its starts.
    private mutating func start(_ flow: FlowID, at chosen: NodeID?) {
        if let chosen {
            reach(chosen, in: flow)
        } else {
            for n in resolved.starts(of: flow) { reach(n, in: flow) }
        }
        guard !entered[flow.index] else { return }
        entered[flow.index] = true
        if resolved.project.flows[flow.index].gaps.contains(.screens) { mayStartAnyFlow = true }
        guard unsure.contains(flow) else { return }
        for n in resolved.flows[flow].nodes { reach(n, in: flow) }
        finish(flow, with: nil)
    }

    private mutating func visit(_ n: NodeID, in f: FlowID) {
        if nodes[n].gaps.contains(.childFlow) { mayStartAnyFlow = true }
        switch nodes[n].kind {
        case .screen where gives == nil:
            // Every step can be taken: no payload to read.
            for h in resolved.handlers(of: n) { follow(h, in: f, ifGiven: []) }
            inheritance.forEachInherited(by: n, in: f, resolved) { h in follow(h, in: f, ifGiven: []) }
        case .screen:
            let node = resolved.model(n, in: f)
            let outputs = node.outputs
            func payload(_ outcome: String) -> [ValueDeclaration] {
                outputs.isEmpty ? [] : outputs.first { $0.outcome.name == outcome }?.payload ?? []
            }
            for (h, handler) in zip(resolved.handlers(of: n), node.handlers) {
                follow(h, in: f, ifGiven: payload(handler.outcome))
            }
            inheritance.forEachInherited(by: n, in: f, resolved) { h in
                guard !followed[h.index] else { return }
                follow(h, in: f, ifGiven: payload(resolved.model(shared: h, of: f).outcome))
            }
        case .flowNode(let child):
            let chosen = resolved.format2.childStarts[n]?.node
            start(child, at: chosen)
            adopt(n, by: child, in: f)
        case .tabs:
            for child in resolved.startedFlows(by: n) {
                start(child, at: nil)
                adopt(n, by: child, in: f)
            }
        case .unknownFlow:
            // Its child's outcomes are unknown: any handler may run.
            for h in resolved.handlers(of: n) { follow(h, in: f, ifGiven: []) }
        }
        if nodes[n].kind.isFlowNode {
            for h in resolved.handlers(of: n) where handlers[h].childOutcome == .systemBack {
                follow(h, in: f, ifGiven: [])
            }
        }
    }

    /// Notes `parent` as starting `child`, and follows its handlers of
    /// the outcomes `child` has finished with so far.
    private mutating func adopt(_ parent: NodeID, by child: FlowID, in f: FlowID) {
        parents[child, default: []].append(parent)
        if finishedAny[child.index] {
            handle(nil, at: parent, in: f)
            return
        }
        let outcomes = resolved.flows[child].outcomes
        guard outcomes.contains(where: { finishedOutcome[$0.index] }) else { return }
        for h in resolved.handlers(of: parent) {
            let outcome = resolved.outcome(of: h, of: parent, in: f)
            guard outcomes.contains(where: { finishedOutcome[$0.index] && resolved.model($0).name == outcome })
            else { continue }
            follow(h, in: f, ifGiven: gives == nil ? [] : resolved.payload(of: outcome, at: parent))
        }
    }

    /// `flow` finishes with `outcome`, one it declares (nil: with any).
    private mutating func finish(_ flow: FlowID, with declared: OutcomeID?) {
        if let declared {
            guard !finishedOutcome[declared.index] else { return }
            finishedOutcome[declared.index] = true
        }
        guard !finishedAny[flow.index] else { return }
        if declared == nil { finishedAny[flow.index] = true }
        guard let starting = parents[flow] else { return }
        let outcome = declared.map { resolved.model($0).name }
        for parent in starting { handle(outcome, at: parent, in: resolved.flow(of: parent)) }
    }

    /// Follows `parent`'s handlers of `outcome` (nil: of every outcome).
    private mutating func handle(_ finished: String?, at parent: NodeID, in f: FlowID) {
        for h in resolved.handlers(of: parent) {
            // The outcome alone, read in place: copying the node costs more.
            let outcome = resolved.outcome(of: h, of: parent, in: f)
            if let finished, outcome != finished { continue }
            follow(h, in: f, ifGiven: gives == nil ? [] : resolved.payload(of: outcome, at: parent))
        }
    }

    /// Follows every alternative of `h` (of flow `f`), unless its payload
    /// needs a value the walk does not have.
    private mutating func follow(_ h: HandlerID, in f: FlowID, ifGiven payload: [ValueDeclaration]) {
        guard !followed[h.index] else { return }
        if let gives, !payload.allSatisfy({ gives.contains($0.name) }) { return }
        followed[h.index] = true
        let next = h.index + 1
        let end = next < handlers.count ? handlers[next].firstAlternative.index : alternatives.count
        for a in handlers[h].firstAlternative.index..<end {
            let alternative = alternatives[a]
            switch alternative.target {
            case .node(let target) where alternative.kind.showsTarget: reach(target, in: f)
            case .outcome(let outcome): finish(f, with: outcome)
            case .unknown where alternative.kind == .finish: finish(f, with: nil)
            default: continue
            }
        }
    }

    /// For each flow, whether a known flow node or tab of another flow starts it.
    private static func hasKnownParent(_ resolved: ResolvedProject) -> [Bool] {
        var result = [Bool](repeating: false, count: resolved.flows.count)
        for parent in resolved.flows.ids {
            for n in resolved.flows[parent].nodes where resolved.nodes[n].kind.isFlowNode {
                for child in resolved.startedFlows(by: n) where child != parent { result[child.index] = true }
            }
        }
        return result
    }
}
