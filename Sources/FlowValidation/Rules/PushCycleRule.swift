import FlowDiagnostics
import FlowModel

/// `push-cycle`: reachable nodes of one flow that push each other round in a
/// cycle (a flow node's handlers count), so the stack can grow without
/// bound. One warning per strongly connected set of push edges, at the push
/// that closes it: the one leading back to where a walk from `start` first
/// enters the set.
public struct PushCycleRule: Rule {
    public static let id = "push-cycle"
    public static let severity = Severity.warning
    public static let summary = "a cycle made only of push transitions: the stack can grow without bound"

    public init() {}

    struct Push {
        /// Nodes numbered within the flow.
        var from: Int
        var to: Int
        /// The alternative (numbered as in `ResolvedGraph`) that pushes.
        var alternative: Int
    }

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let graph = context.analysis.graph
        var diagnostics: [Diagnostic] = []
        // Nearly every flow's pushes are acyclic. Peeling nodes no push
        // leads to (Kahn's topological sort) proves that with a few integer
        // operations per push and no allocation per flow; only a flow where
        // some push is left gets the strongly connected components search.
        var pushesInto = [Int32](repeating: 0, count: graph.nodes.count)
        var ready: [Int] = []
        // A flow holding a handler that did not decode is skipped, as by the
        // other graph warnings: its pushes are not all known.
        for (flowIndex, flow) in graph.flows.enumerated() where flow.start >= 0 && !flow.isIncomplete {
            var pushCount = 0
            for n in flow.nodeRange where context.analysis.reachable[n] {
                for a in graph.alternativeRange(ofNode: n) where Self.isPush(graph.alternatives[a]) {
                    pushesInto[Int(graph.alternatives[a].target)] += 1
                    pushCount += 1
                }
            }
            guard pushCount > 0 else { continue }
            ready.removeAll(keepingCapacity: true)
            for n in flow.nodeRange where context.analysis.reachable[n] && pushesInto[n] == 0 { ready.append(n) }
            var peeled = 0
            while let n = ready.popLast() {
                for a in graph.alternativeRange(ofNode: n) where Self.isPush(graph.alternatives[a]) {
                    let target = Int(graph.alternatives[a].target)
                    peeled += 1
                    pushesInto[target] -= 1
                    if pushesInto[target] == 0 { ready.append(target) }
                }
            }
            guard peeled < pushCount else { continue }
            diagnostics += cycles(inFlow: flowIndex, context)
        }
        return diagnostics
    }

    private static func isPush(_ alternative: ResolvedGraph.Alternative) -> Bool {
        alternative.kind == .push && alternative.target >= 0
    }

    /// The warnings of one flow that has a push cycle.
    private func cycles(inFlow flowIndex: Int, _ context: ValidationContext) -> [Diagnostic] {
        let graph = context.analysis.graph
        let flow = graph.flows[flowIndex]
        let base = Int(flow.firstNode)
        var pushes: [Push] = []
        var edgeStart: [Int] = []
        var edgeTargets: [Int] = []
        for n in flow.nodeRange {
            edgeStart.append(edgeTargets.count)
            guard context.analysis.reachable[n] else { continue }
            for a in graph.alternativeRange(ofNode: n) where Self.isPush(graph.alternatives[a]) {
                let to = Int(graph.alternatives[a].target) - base
                edgeTargets.append(to)
                pushes.append(Push(from: n - base, to: to, alternative: a))
            }
        }
        edgeStart.append(edgeTargets.count)
        // Every reachable node is a root, in the order a walk from `start`
        // meets them: a push cycle need not be reachable by pushes alone (a
        // modal may lead into it), and the set is entered where the walk
        // first gets to it.
        let components = StronglyConnectedComponents(
            edgeStart: edgeStart, edgeTargets: edgeTargets, roots: walkOrder(ofFlow: flowIndex, graph))
        let edges = (start: edgeStart, targets: edgeTargets)
        return report(pushes, components, edges: edges, flow: flowIndex, context)
    }

    /// The flow's nodes (numbered within it) in the order a breadth-first
    /// walk from `start` over push, modal and replace reaches them.
    private func walkOrder(ofFlow flowIndex: Int, _ graph: ResolvedGraph) -> [Int] {
        let flow = graph.flows[flowIndex]
        let base = Int(flow.firstNode)
        var seen = [Bool](repeating: false, count: flow.nodeRange.count)
        var order = [Int(flow.start) - base]
        seen[order[0]] = true
        var next = 0
        while next < order.count {
            let n = order[next] + base
            next += 1
            for a in graph.alternativeRange(ofNode: n) {
                let alternative = graph.alternatives[a]
                guard alternative.targetsNode, alternative.target >= 0 else { continue }
                let to = Int(alternative.target) - base
                guard !seen[to] else { continue }
                seen[to] = true
                order.append(to)
            }
        }
        return order
    }

    private func report(_ pushes: [Push], _ components: StronglyConnectedComponents, edges: (start: [Int], targets: [Int]),
                        flow flowIndex: Int, _ context: ValidationContext) -> [Diagnostic] {
        let nodes = context.project.flows[flowIndex].nodes
        // The closing push of each cyclic set: into its first-met node from
        // inside the set; the earliest written one when there are several.
        var closing = [(push: Push, transition: Transition)?](repeating: nil, count: components.componentCount)
        for push in pushes {
            let set = components.component[push.from]
            guard set == components.component[push.to], push.to == components.members(of: set).first else { continue }
            let transition = self.transition(of: push, flow: flowIndex, context)
            if let current = closing[set], current.transition.location < transition.location { continue }
            closing[set] = (push, transition)
        }
        return closing.compactMap { closing in
            guard let (push, transition) = closing else { return nil }
            let entered = nodes[push.to]
            let message: MessageText
            if push.from == push.to {
                message = "'\(entered.name)' pushes itself, so the stack can grow without bound; use 'replace' or 'back' instead"
            } else {
                let names = Self.pushPath(from: push.to, to: push.from, within: components, edges).map { nodes[$0].name }
                message = "'\(nodes[push.from].name)' pushes '\(entered.name)' again, closing the push cycle \(Wording.chain(names)): the stack can grow without bound; use 'back', 'replace' or a modal to break it"
            }
            return diagnostic(message, at: transition.targetLocation,
                              notes: [Note("'\(entered.name)' is defined here", at: entered.location)])
        }
    }

    /// A shortest chain of pushes from `start` to `end` that stays inside
    /// their strongly connected set (there is one: each reaches the other),
    /// both ends included; written out, it is the cycle the closing push
    /// completes.
    static func pushPath(from start: Int, to end: Int, within components: StronglyConnectedComponents,
                         _ edges: (start: [Int], targets: [Int])) -> [Int] {
        let set = components.component[start]
        var cameFrom = [Int](repeating: -1, count: edges.start.count - 1)
        cameFrom[start] = start
        var queue = [start]
        var next = 0
        while next < queue.count, cameFrom[end] < 0 {
            let v = queue[next]
            next += 1
            for e in edges.start[v]..<edges.start[v + 1] {
                let w = edges.targets[e]
                guard cameFrom[w] < 0, components.component[w] == set else { continue }
                cameFrom[w] = v
                queue.append(w)
            }
        }
        var path = [end]
        while let last = path.last, last != start { path.append(cameFrom[last]) }
        return path.reversed()
    }

    private func transition(of push: Push, flow: Int, _ context: ValidationContext) -> Transition {
        let graph = context.analysis.graph
        let path = graph.modelPath(ofAlternative: push.alternative, node: Int(graph.flows[flow].firstNode) + push.from, flow: flow)
        return context.project.flows[flow].nodes[path.node].handlers[path.handler].alternatives[path.alternative].transition
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
            that this push closes. A flow holding a transition that did not decode is left out, like the
            other graph warnings.
            """,
        triggeringExamples: [
            RuleExample("""
                flow: Shop
                start: List
                screens:
                  List:
                    on:
                      open: push Item
                  Item:
                    on:
                      all: push List   # one more List and Item on every trip
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                flow: Shop
                start: List
                screens:
                  List:
                    on:
                      open: push Item
                  Item:
                    on:
                      all: back
                """),
        ])
}
