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
        for (flowIndex, flow) in graph.flows.enumerated() where flow.start >= 0 {
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
        var roots = [Int(flow.start) - base]
        for n in flow.nodeRange {
            edgeStart.append(edgeTargets.count)
            guard context.analysis.reachable[n] else { continue }
            // Every reachable node is a root too: a push cycle need not be
            // reachable by pushes alone (a modal may lead into it).
            roots.append(n - base)
            for a in graph.alternativeRange(ofNode: n) where Self.isPush(graph.alternatives[a]) {
                let to = Int(graph.alternatives[a].target) - base
                edgeTargets.append(to)
                pushes.append(Push(from: n - base, to: to, alternative: a))
            }
        }
        edgeStart.append(edgeTargets.count)
        let components = StronglyConnectedComponents(edgeStart: edgeStart, edgeTargets: edgeTargets, roots: roots)
        return report(pushes, components, flow: flowIndex, context)
    }

    private func report(_ pushes: [Push], _ components: StronglyConnectedComponents, flow flowIndex: Int,
                        _ context: ValidationContext) -> [Diagnostic] {
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
        return closing.enumerated().compactMap { set, closing in
            guard let (push, transition) = closing else { return nil }
            let names = components.members(of: set).map { nodes[$0].name }
            let entered = nodes[push.to]
            let message: MessageText = names.count == 1
                ? "'\(entered.name)' pushes itself, so the stack can grow without bound; use 'replace' or 'back' instead"
                : "'\(nodes[push.from].name)' pushes '\(entered.name)' again, closing the push cycle \(Wording.chain(names)): the stack can grow without bound; use 'back', 'replace' or a modal to break it"
            return diagnostic(message, at: transition.targetLocation,
                              notes: [Note("'\(entered.name)' is defined here", at: entered.location)])
        }
    }

    private func transition(of push: Push, flow: Int, _ context: ValidationContext) -> Transition {
        let graph = context.analysis.graph
        let path = graph.modelPath(ofAlternative: push.alternative, node: Int(graph.flows[flow].firstNode) + push.from, flow: flow)
        return context.project.flows[flow].nodes[path.node].handlers[path.handler].alternatives[path.alternative].transition
    }
}
