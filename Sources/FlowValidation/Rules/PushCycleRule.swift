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
        var from: Int
        var to: Int
        var flow: Int
        /// The alternative (numbered as in `ResolvedGraph`) that pushes.
        var alternative: Int
    }

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let analysis = context.analysis
        let graph = analysis.graph
        // One search over the whole project, vertices numbered as the
        // graph's nodes: no push crosses a flow, so each flow's components
        // come out as they would alone, flow by flow, without allocating per
        // flow.
        var pushes: [Push] = []
        var edgeStart = [Int]()
        edgeStart.reserveCapacity(graph.nodes.count + 1)
        var edgeTargets: [Int] = []
        var roots: [Int] = []
        for f in graph.flows.indices {
            let flow = graph.flows[f]
            for n in flow.nodeRange {
                edgeStart.append(edgeTargets.count)
                guard analysis.reachable[n] else { continue }
                for h in graph.nodes[n].handlerRange {
                    for a in graph.handlers[h].alternativeRange {
                        let alternative = graph.alternatives[a]
                        guard alternative.kind == .push, alternative.target >= 0 else { continue }
                        edgeTargets.append(Int(alternative.target))
                        pushes.append(Push(from: n, to: Int(alternative.target), flow: f, alternative: a))
                    }
                }
            }
            guard flow.start >= 0 else { continue }
            // Every reachable node is a root too: a push cycle need not be
            // reachable by pushes alone (a modal may lead into it).
            roots.append(Int(flow.start))
            roots += flow.nodeRange.lazy.filter { analysis.reachable[$0] }
        }
        edgeStart.append(edgeTargets.count)
        guard !pushes.isEmpty else { return [] }
        let components = StronglyConnectedComponents(edgeStart: edgeStart, edgeTargets: edgeTargets, roots: roots)
        return report(pushes, components, context)
    }

    private func report(_ pushes: [Push], _ components: StronglyConnectedComponents,
                        _ context: ValidationContext) -> [Diagnostic] {
        // The closing push of each cyclic set: into its first-met node from
        // inside the set; the earliest written one when there are several.
        var closing: [Int: (push: Push, transition: Transition)] = [:]
        for push in pushes {
            let set = components.component[push.from]
            guard set == components.component[push.to], push.to == components.members(of: set).first else { continue }
            let transition = self.transition(of: push, context)
            if let current = closing[set], current.transition.location < transition.location { continue }
            closing[set] = (push, transition)
        }
        // Sets are numbered as the search completed them, flow by flow.
        return closing.keys.sorted().map { set in
            let (push, transition) = closing[set]!
            let flow = context.analysis.graph.flows[push.flow]
            let nodes = context.project.flows[push.flow].nodes
            let base = Int(flow.firstNode)
            let names = components.members(of: set).map { nodes[$0 - base].name }
            let entered = nodes[push.to - base]
            let message = names.count == 1
                ? "'\(entered.name)' pushes itself, so the stack can grow without bound; use 'replace' or 'back' instead"
                : "'\(nodes[push.from - base].name)' pushes '\(entered.name)' again, closing the push cycle \(Wording.chain(names)): the stack can grow without bound; use 'back', 'replace' or a modal to break it"
            return diagnostic(message, at: transition.targetLocation,
                              notes: [Note("'\(entered.name)' is defined here", at: entered.location)])
        }
    }

    private func transition(of push: Push, _ context: ValidationContext) -> Transition {
        let path = context.analysis.graph.modelPath(ofAlternative: push.alternative, node: push.from, flow: push.flow)
        return context.project.flows[push.flow].nodes[path.node].handlers[path.handler].alternatives[path.alternative].transition
    }
}
