import FlowDiagnostics
import FlowIndex
import FlowModel

/// `push-cycle`: reachable nodes of one flow that push each other round in a
/// cycle (a flow node's handlers count), so the stack can grow without
/// bound. One warning per strongly connected set of push edges, at the push
/// that closes it: the one leading back to where a walk from `start` first
/// enters the set.
public struct PushCycleRule: Rule {
    public init() {}

    struct Push {
        /// Nodes numbered within the flow.
        var from: Int
        var to: Int
        /// The alternative that pushes, and the node holding it.
        var alternative: AlternativeID
        var node: NodeID
    }

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        // Nearly every flow's pushes are acyclic. Peeling nodes no push
        // leads to (Kahn's topological sort) proves that with a few integer
        // operations per push and no allocation per flow; only a flow where
        // some push is left gets the strongly connected components search.
        var pushesInto = [Int32](repeating: 0, count: resolved.nodes.count)
        var ready: [NodeID] = []
        // Read once: the loops below visit every alternative of every flow.
        let alternatives = resolved.alternatives, reachable = resolved.reachable
        // A flow with transitions that did not decode is still checked: a
        // missing push could only add cycles, so every cycle found is real.
        for f in resolved.flows.ids where resolved.flows[f].start != nil {
            let nodes = resolved.flows[f].nodes
            var pushCount = 0
            for n in nodes where reachable[n] {
                for a in resolved.alternatives(of: n) {
                    guard let target = Self.pushed(alternatives[a]) else { continue }
                    pushesInto[target.index] += 1
                    pushCount += 1
                }
            }
            guard pushCount > 0 else { continue }
            ready.removeAll(keepingCapacity: true)
            for n in nodes where reachable[n] && pushesInto[n.index] == 0 { ready.append(n) }
            var peeled = 0
            while let n = ready.popLast() {
                for a in resolved.alternatives(of: n) {
                    guard let target = Self.pushed(alternatives[a]) else { continue }
                    peeled += 1
                    pushesInto[target.index] -= 1
                    if pushesInto[target.index] == 0 { ready.append(target) }
                }
            }
            guard peeled < pushCount else { continue }
            diagnostics += cycles(inFlow: f, context)
        }
        return diagnostics
    }

    /// The node a `push` leads to, when it is known.
    private static func pushed(_ alternative: ResolvedAlternative) -> NodeID? {
        alternative.kind == .push ? alternative.target.node : nil
    }

    /// The warnings of one flow that has a push cycle.
    private func cycles(inFlow flow: FlowID, _ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        let nodes = resolved.flows[flow].nodes
        let base = nodes.startIndex
        var pushes: [Push] = []
        var edgeStart: [Int] = []
        var edgeTargets: [Int] = []
        for n in nodes {
            edgeStart.append(edgeTargets.count)
            guard resolved.reachable[n] else { continue }
            for a in resolved.alternatives(of: n) {
                guard let target = Self.pushed(resolved.alternatives[a]) else { continue }
                edgeTargets.append(target.index - base)
                pushes.append(Push(from: n.index - base, to: target.index - base, alternative: a, node: n))
            }
        }
        edgeStart.append(edgeTargets.count)
        // Every reachable node is a root, in the order a walk from `start`
        // meets them: a push cycle need not be reachable by pushes alone (a
        // modal may lead into it), and the set is entered where the walk
        // first gets to it.
        let components = StronglyConnectedComponents(
            edgeStart: edgeStart, edgeTargets: edgeTargets, roots: walkOrder(ofFlow: flow, resolved))
        let edges = (start: edgeStart, targets: edgeTargets)
        return report(pushes, components, edges: edges, flow: flow, context)
    }

    /// The flow's nodes (numbered within it) in the order a breadth-first
    /// walk from `start` over push, modal and replace reaches them.
    private func walkOrder(ofFlow flow: FlowID, _ resolved: ResolvedProject) -> [Int] {
        let nodes = resolved.flows[flow].nodes
        let base = nodes.startIndex
        guard let start = resolved.flows[flow].start else { return [] }
        var seen = [Bool](repeating: false, count: nodes.count)
        var order = [start.index - base]
        seen[order[0]] = true
        var next = 0
        while next < order.count {
            let n = NodeID(order[next] + base)
            next += 1
            for a in resolved.alternatives(of: n) {
                guard let target = resolved.alternatives[a].target.node else { continue }
                let to = target.index - base
                guard !seen[to] else { continue }
                seen[to] = true
                order.append(to)
            }
        }
        return order
    }

    private func report(
        _ pushes: [Push], _ components: StronglyConnectedComponents, edges: (start: [Int], targets: [Int]),
        flow: FlowID, _ context: ValidationContext
    ) -> [Diagnostic] {
        let nodes = context.resolved.model(flow).nodes
        // The closing push of each cyclic set: into its first-met node from
        // inside the set; the earliest written one when there are several.
        var closing = [(push: Push, transition: Transition)?](repeating: nil, count: components.componentCount)
        for push in pushes {
            // Every push here is from a reachable node, a root of the search.
            guard let set = components.component[push.from], set == components.component[push.to],
                push.to == components.members(of: set).first
            else { continue }
            let transition = context.resolved.model(push.alternative, of: push.node, in: flow).alternative.transition
            if let current = closing[set], current.transition.location < transition.location { continue }
            closing[set] = (push, transition)
        }
        return closing.compactMap { closing in
            guard let (push, transition) = closing else { return nil }
            let entered = nodes[push.to]
            let message: MessageText
            if push.from == push.to {
                message =
                    "'\(entered.name)' pushes itself, so the stack can grow without bound; use 'replace' or 'back' instead"
            } else {
                let names = Self.pushPath(from: push.to, to: push.from, within: components, edges).map {
                    nodes[$0].name
                }
                let larger = Self.largerSet(of: push.to, beyond: names.count, components, nodes)
                message =
                    "'\(nodes[push.from].name)' pushes '\(entered.name)' again, closing the push cycle \(Wording.chain(names)): the stack can grow without bound; use 'back', 'replace' or a modal to break it\(larger)"
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
