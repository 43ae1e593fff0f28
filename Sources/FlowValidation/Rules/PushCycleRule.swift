import FlowDiagnostics
import FlowIndex
import FlowModel

/// `push-cycle`: reachable nodes of one flow that push each other round in a
/// cycle (a flow node's handlers and the pushes screens inherit from the
/// flow's own `on` count; `push X, from: Y` pushes from Y), so the stack can
/// grow without bound. One warning per strongly connected set of push
/// edges, at the push that closes it: the one leading back to where a walk
/// from the flow's starts first enters the set.
public struct PushCycleRule: Rule {
    public init() {}

    /// Buffers reused from flow to flow, sized for the whole project, each
    /// left as it was found after a flow.
    struct Buffers {
        var pushesInto: [Int32]
        var outStart: [Int32]
        var outTargets: [NodeID] = []
        var fill: [Int32] = []
        var ready: [NodeID] = []
        var edges: [PushEdge] = []

        init(nodeCount: Int) {
            pushesInto = [Int32](repeating: 0, count: nodeCount)
            outStart = [Int32](repeating: 0, count: nodeCount + 1)
        }
    }

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        // Nearly every flow's pushes are acyclic. Peeling nodes no push
        // leads to (Kahn's topological sort) proves that with a few integer
        // operations per push and no allocation per flow; only a flow where
        // some push is left gets the strongly connected components search.
        var buffers = Buffers(nodeCount: resolved.nodes.count)
        // Without `from:`, `dismissing` or a flow's own `on`, a push is an
        // edge from the node holding it, and the nodes' alternatives are the
        // edges as they are.
        let plainProject = resolved.format2.fromTargets.isEmpty && resolved.format2.dismissing.isEmpty
        // A flow with transitions that did not decode is still checked: a
        // missing push could only add cycles, so every cycle found is real.
        for f in resolved.flows.ids where resolved.flows[f].start != nil {
            if plainProject && resolved.flows[f].sharedHandlers.isEmpty {
                guard !Self.ownPushesPeel(f, resolved, &buffers) else { continue }
                buffers.edges.removeAll(keepingCapacity: true)
                PushEdges.collect(f, context, dismissing: .leftOut, into: &buffers.edges)
            } else {
                buffers.edges.removeAll(keepingCapacity: true)
                PushEdges.collect(f, context, dismissing: .leftOut, into: &buffers.edges)
                guard !buffers.edges.isEmpty, !Self.edgesPeel(resolved.flows[f].nodes, &buffers) else { continue }
            }
            diagnostics += cycles(inFlow: f, buffers.edges, context)
        }
        return diagnostics
    }

    /// Whether peeling removes every push of the flow's reachable nodes,
    /// read straight from their alternatives.
    private static func ownPushesPeel(_ f: FlowID, _ resolved: ResolvedProject, _ b: inout Buffers) -> Bool {
        // Read once: the loops below visit every alternative of the flow.
        let alternatives = resolved.alternatives, reachable = resolved.reachable
        let nodes = resolved.flows[f].nodes
        var pushCount = 0
        for n in nodes where reachable[n] {
            for a in resolved.alternatives(of: n) {
                guard let target = pushed(alternatives[a]) else { continue }
                b.pushesInto[target.index] += 1
                pushCount += 1
            }
        }
        guard pushCount > 0 else { return true }
        b.ready.removeAll(keepingCapacity: true)
        for n in nodes where reachable[n] && b.pushesInto[n.index] == 0 { b.ready.append(n) }
        var peeled = 0
        while let n = b.ready.popLast() {
            for a in resolved.alternatives(of: n) {
                guard let target = pushed(alternatives[a]) else { continue }
                peeled += 1
                b.pushesInto[target.index] -= 1
                if b.pushesInto[target.index] == 0 { b.ready.append(target) }
            }
        }
        if peeled < pushCount { for n in nodes.positions { b.pushesInto[n] = 0 } }
        return peeled == pushCount
    }

    /// The node a `push` leads to, when it is known.
    private static func pushed(_ alternative: ResolvedAlternative) -> NodeID? {
        alternative.kind == .push ? alternative.target.node : nil
    }

    /// Whether peeling removes every edge of `b.edges`, laid out by the node
    /// they leave.
    private static func edgesPeel(_ nodes: IDRange<NodeID>, _ b: inout Buffers) -> Bool {
        for edge in b.edges {
            b.outStart[edge.from.index + 1] += 1
            b.pushesInto[edge.to.index] += 1
        }
        b.outStart[nodes.startIndex] = 0
        for n in nodes.positions { b.outStart[n + 1] += b.outStart[n] }
        b.outTargets.removeAll(keepingCapacity: true)
        b.outTargets.append(contentsOf: repeatElement(NodeID(0), count: b.edges.count))
        b.fill.removeAll(keepingCapacity: true)
        b.fill.append(contentsOf: b.outStart[nodes.startIndex..<nodes.endIndex])
        for edge in b.edges {
            let at = edge.from.index - nodes.startIndex
            b.outTargets[Int(b.fill[at])] = edge.to
            b.fill[at] += 1
        }
        b.ready.removeAll(keepingCapacity: true)
        for n in nodes where b.pushesInto[n.index] == 0 { b.ready.append(n) }
        var peeled = 0
        while let n = b.ready.popLast() {
            for e in Int(b.outStart[n.index])..<Int(b.outStart[n.index + 1]) {
                let target = b.outTargets[e]
                peeled += 1
                b.pushesInto[target.index] -= 1
                if b.pushesInto[target.index] == 0 { b.ready.append(target) }
            }
        }
        for n in nodes.positions {
            b.pushesInto[n] = 0
            b.outStart[n + 1] = 0
        }
        return peeled == b.edges.count
    }

    /// The warnings of one flow that has a push cycle.
    private func cycles(inFlow flow: FlowID, _ pushes: [PushEdge], _ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        let nodes = resolved.flows[flow].nodes
        let base = nodes.startIndex
        var successors = [[Int]](repeating: [], count: nodes.count)
        for push in pushes { successors[push.from.index - base].append(push.to.index - base) }
        var edgeStart: [Int] = [0]
        for list in successors { edgeStart.append(edgeStart[edgeStart.count - 1] + list.count) }
        let edgeTargets = successors.flatMap { $0 }
        // Every reachable node is a root, in the order a walk from the
        // starts meets them: a push cycle need not be reachable by pushes
        // alone (a modal may lead into it), and the set is entered where the
        // walk first gets to it.
        let components = StronglyConnectedComponents(
            edgeStart: edgeStart, edgeTargets: edgeTargets, roots: walkOrder(ofFlow: flow, context))
        let edges = (start: edgeStart, targets: edgeTargets)
        return report(pushes, components, edges: edges, flow: flow, context)
    }

    /// The flow's nodes (numbered within it) in the order a breadth-first
    /// walk from its starts over push, modal and replace (inherited ones
    /// included) reaches them.
    private func walkOrder(ofFlow flow: FlowID, _ context: ValidationContext) -> [Int] {
        let resolved = context.resolved
        let nodes = resolved.flows[flow].nodes
        let base = nodes.startIndex
        var seen = [Bool](repeating: false, count: nodes.count)
        var order: [Int] = []
        func meet(_ target: NodeID?) {
            guard let target, !seen[target.index - base] else { return }
            seen[target.index - base] = true
            order.append(target.index - base)
        }
        for start in resolved.starts(of: flow) { meet(start) }
        var next = 0
        while next < order.count {
            let n = NodeID(order[next] + base)
            next += 1
            for a in resolved.alternatives(of: n) where resolved.alternatives[a].kind.showsTarget {
                meet(resolved.alternatives[a].target.node)
            }
            context.inheritance.forEachInherited(by: n, in: flow, resolved) { h in
                for a in resolved.alternatives(of: h) where resolved.alternatives[a].kind.showsTarget {
                    meet(resolved.alternatives[a].target.node)
                }
            }
        }
        // Nodes reached only through a chosen start of a flow node elsewhere.
        for n in nodes where resolved.reachable[n] { meet(n) }
        return order
    }

    private func report(
        _ pushes: [PushEdge], _ components: StronglyConnectedComponents, edges: (start: [Int], targets: [Int]),
        flow: FlowID, _ context: ValidationContext
    ) -> [Diagnostic] {
        let resolved = context.resolved
        let nodes = resolved.model(flow).nodes
        let base = resolved.flows[flow].nodes.startIndex
        // The closing push of each cyclic set: into its first-met node from
        // inside the set; the earliest written one when there are several.
        var closing = [(push: PushEdge, handler: Handler, transition: Transition)?](
            repeating: nil, count: components.componentCount)
        for push in pushes {
            let from = push.from.index - base, to = push.to.index - base
            // Every push here is from a reachable node, a root of the search.
            guard let set = components.component[from], set == components.component[to],
                to == components.members(of: set).first
            else { continue }
            let (handler, alternative) = resolved.written(push.alternative, holder: push.holder, in: flow)
            let transition = alternative.transition
            // A push of a node onto itself names the cycle only when the set
            // is that one node.
            if let current = closing[set] {
                let currentIsSelf = current.push.from == current.push.to, isSelf = from == to
                if currentIsSelf == isSelf ? current.transition.location <= transition.location : isSelf { continue }
            }
            closing[set] = (push, handler, transition)
        }
        return closing.compactMap { closing in
            guard let (push, handler, transition) = closing else { return nil }
            let from = push.from.index - base, to = push.to.index - base
            let entered = nodes[to]
            // Who pushes, as the message says it: a screen inheriting the
            // flow's own push, or one that pops back to `from` first.
            let pusher: String
            if let holder = push.holder, holder != push.from {
                pusher = "'\(nodes[holder.index - base].name)' pops back to '\(nodes[from].name)' and"
            } else if push.holder == nil, resolved.alternatives[push.alternative].hasFrom {
                pusher = "the flow's own '\(handler.outcome)' pops back to '\(nodes[from].name)' and"
            } else {
                pusher = "'\(nodes[from].name)'"
            }
            let inherited = push.holder == nil ? " (the flow's own '\(handler.outcome)')" : ""
            let message: MessageText
            if from == to, components.members(of: components.component[to]!).count == 1,
                push.holder == push.from || push.holder == nil
            {
                message =
                    "'\(entered.name)' pushes itself\(inherited), so the stack can grow without bound; use 'replace' or 'back' instead"
            } else {
                let names = Self.pushPath(from: to, to: from, within: components, edges).map { nodes[$0].name }
                let larger = Self.largerSet(of: to, beyond: names.count, components, nodes)
                message =
                    "\(pusher) pushes '\(entered.name)' again\(inherited), closing the push cycle \(Wording.chain(names)): the stack can grow without bound; use 'back', 'replace' or a modal to break it\(larger)"
            }
            return diagnostic(
                message, at: transition.targetLocation,
                notes: [Note("'\(entered.name)' is defined here", at: entered.location)])
        }
    }

    /// When the strongly connected set holds more nodes than the cycle
    /// named, says how many and which: breaking this one push may leave
    /// other cycles among them, and the warning would stay.
    static func largerSet(
        of node: Int, beyond named: Int, _ components: StronglyConnectedComponents, _ nodes: [Node]
    ) -> String {
        guard let set = components.component[node] else { return "" }
        let members = components.members(of: set)
        guard members.count > named else { return "" }
        let names = Wording.quoted(members.map { nodes[$0].name })
        return
            "; it is one of \(members.count) nodes that push one another round (\(names)), so other pushes among them may keep a cycle"
    }

    /// A shortest chain of pushes from `start` to `end` that stays inside
    /// their strongly connected set (there is one: each reaches the other),
    /// both ends included; written out, it is the cycle the closing push
    /// completes.
    static func pushPath(
        from start: Int, to end: Int, within components: StronglyConnectedComponents,
        _ edges: (start: [Int], targets: [Int])
    ) -> [Int] {
        let set = components.component[start]  // the same for `end`: both are in one cycle
        var cameFrom = [Int?](repeating: nil, count: edges.start.count - 1)
        cameFrom[start] = start
        var queue = [start]
        var next = 0
        while next < queue.count, cameFrom[end] == nil {
            let v = queue[next]
            next += 1
            for e in edges.start[v]..<edges.start[v + 1] {
                let w = edges.targets[e]
                guard cameFrom[w] == nil, components.component[w] == set else { continue }
                cameFrom[w] = v
                queue.append(w)
            }
        }
        var path = [end]
        while let last = path.last, last != start, let previous = cameFrom[last] { path.append(previous) }
        return path.reversed()
    }
}

extension PushCycleRule {
    public static let description = RuleDescription(
        id: .pushCycle, severity: .warning,
        summary: "a cycle made only of `push` transitions: the stack can grow without bound",
        rationale: """
            Each trip round the cycle pushes more copies of its screens onto the navigation stack, and
            the back button then walks back through every one: usually one of the pushes should be `back`
            or `replace`.
            """,
        details: """
            One warning per cycle (a strongly connected set of push edges within a flow; a flow node's
            handlers count), at the target of the push that closes it: the push leading back to the node
            where a walk from `start` (breadth first, over `push`, `modal` and `replace`) first enters
            the cycle, the earliest written if several. The message spells out a shortest cycle of pushes
            that this push closes, and when the set holds more nodes than that cycle, how many and which
            (the first six): fixing this one push may leave other cycles among them. A transition that
            did not decode hides no cycle: a missing push could only add one, so every cycle found is
            real.

            Pushes a screen inherits from its flow's `on` count (reported, when one closes the cycle,
            once at the flow-level transition); `push X, from: Y` counts as a push from Y, since the stack
            is popped back to Y first; a `dismissing` push is left out, since where it lands depends on
            which screen presented the layer.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: Shop
                start: List
                screens:
                  List:
                    on:
                      open: push Item
                  Item:
                    on:
                      all: push List   # one more List and Item on every trip
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: Shop
                start: List
                screens:
                  List:
                    on:
                      open: push Item
                  Item:
                    on:
                      all: back
                """)
        ])
}
