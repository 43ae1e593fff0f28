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
        var transition: Transition
    }

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (flowIndex, flow) in context.project.flows.enumerated() {
            guard let start = context.analysis.startNodes[flowIndex] else { continue }
            let reachable = context.analysis.reachableNodes[flowIndex]
            var pushes: [Push] = []
            var successors = [[Int]](repeating: [], count: flow.nodes.count)
            for (index, node) in flow.nodes.enumerated() where reachable[index] {
                for handler in node.handlers {
                    for alternative in handler.alternatives where alternative.transition.kind == .push {
                        guard let target = alternative.transition.target, let to = flow.nodeIndex[target] else { continue }
                        successors[index].append(to)
                        pushes.append(Push(from: index, to: to, transition: alternative.transition))
                    }
                }
            }
            guard !pushes.isEmpty else { continue }
            // Every reachable node is a root too: a push cycle need not be
            // reachable by pushes alone (a modal may lead into it).
            let roots = [start] + flow.nodes.indices.filter { reachable[$0] }
            let components = StronglyConnectedComponents(successors: successors, roots: roots)
            diagnostics += report(pushes, components, in: flow)
        }
        return diagnostics
    }

    private func report(_ pushes: [Push], _ components: StronglyConnectedComponents, in flow: Flow) -> [Diagnostic] {
        let members = components.members()
        // The closing push of each cyclic set: into its first-met node from
        // inside the set; the earliest written one when there are several.
        var closing = [Push?](repeating: nil, count: members.count)
        for push in pushes {
            let set = components.component[push.from]
            guard set == components.component[push.to], push.to == members[set][0] else { continue }
            if let current = closing[set], current.transition.location < push.transition.location { continue }
            closing[set] = push
        }
        return closing.enumerated().compactMap { set, push in
            guard let push else { return nil }
            let names = members[set].map { flow.nodes[$0].name }
            let entered = flow.nodes[push.to]
            let message = names.count == 1
                ? "'\(entered.name)' pushes itself, so the stack can grow without bound; use 'replace' or 'back' instead"
                : "'\(flow.nodes[push.from].name)' pushes '\(entered.name)' again, closing the push cycle \(Wording.chain(names)): the stack can grow without bound; use 'back', 'replace' or a modal to break it"
            return diagnostic(message, at: push.transition.targetLocation,
                              notes: [Note("'\(entered.name)' is defined here", at: entered.location)])
        }
    }
}
