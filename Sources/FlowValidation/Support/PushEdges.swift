import FlowIndex
import FlowModel

/// One way a node of a flow comes to sit right above another on a stack:
/// a `push` from `from` to `to` (a flow node's handlers included, since a
/// finished child leaves its node's place on the stack to the next push).
struct PushEdge {
    var from: NodeID
    var to: NodeID
    /// The alternative that pushes.
    var alternative: AlternativeID
    /// The node whose `on` holds it; nil for the flow's own `on`.
    var holder: NodeID?
}

/// The push edges of one flow, from its reachable nodes and the flow-level
/// pushes they inherit. `push X, from: Y` is an edge from Y: the stack is
/// popped back to Y first. A `dismissing` push starts below the layer that
/// holds the screen, which the rules cannot tell exactly: `push-cycle`
/// leaves it out (it warns only about certain cycles), `pop-target` counts
/// it from every node of the flow that presents a layer (it warns only
/// where no stack can hold the target).
enum PushEdges {
    enum Dismissing { case leftOut, fromPresenters }

    /// Appends the flow's edges to `edges`, a buffer reused flow after flow.
    static func collect(
        _ flow: FlowID, _ context: ValidationContext, dismissing: Dismissing, into edges: inout [PushEdge]
    ) {
        let resolved = context.resolved
        // Read once: the loops below visit every alternative of the flow.
        let alternatives = resolved.alternatives, reachable = resolved.reachable
        let shared = resolved.flows[flow].sharedHandlers
        let inherits = !context.inheritance.isEmpty && !shared.isEmpty
        let fromTargets = resolved.format2.fromTargets, dismissingOnes = resolved.format2.dismissing
        guard !fromTargets.isEmpty || !dismissingOnes.isEmpty else {
            // Nearly every project: a push is an edge from the node that has it.
            for n in resolved.flows[flow].nodes where reachable[n] {
                for a in resolved.alternatives(of: n) where alternatives[a].kind == .push {
                    if let to = alternatives[a].target.node {
                        edges.append(PushEdge(from: n, to: to, alternative: a, holder: n))
                    }
                }
                guard inherits else { continue }
                for (position, h) in shared.enumerated() where context.inheritance.inherits(n, position: position) {
                    for a in resolved.alternatives(of: h) where alternatives[a].kind == .push {
                        if let to = alternatives[a].target.node {
                            edges.append(PushEdge(from: n, to: to, alternative: a, holder: nil))
                        }
                    }
                }
            }
            return
        }
        var builder = Builder(dismissing: dismissing, fromTargets: fromTargets)
        swap(&builder.edges, &edges)
        for n in resolved.flows[flow].nodes where reachable[n] {
            for a in resolved.alternatives(of: n) { builder.add(a, alternatives[a], at: n, holder: n) }
            guard inherits else { continue }
            for (position, h) in shared.enumerated() where context.inheritance.inherits(n, position: position) {
                for a in resolved.alternatives(of: h) { builder.add(a, alternatives[a], at: n, holder: nil) }
            }
        }
        for push in builder.dismissingPushes {
            for presenter in builder.presenters {
                builder.edges.append(
                    PushEdge(from: presenter, to: push.to, alternative: push.alternative, holder: push.holder))
            }
        }
        swap(&builder.edges, &edges)
    }
}

/// The edges of one flow with `from:` or `dismissing` pushes, and what it
/// gathers on the way. A struct with a mutating method rather than a
/// nested function: captured variables are checked for exclusive access
/// at run time, at every alternative.
private struct Builder {
    let dismissing: PushEdges.Dismissing
    let fromTargets: [AlternativeID: AlternativeTarget]
    var edges: [PushEdge] = []
    var dismissingPushes: [(to: NodeID, alternative: AlternativeID, holder: NodeID?)] = []
    var presenters: [NodeID] = []

    init(dismissing: PushEdges.Dismissing, fromTargets: [AlternativeID: AlternativeTarget]) {
        self.dismissing = dismissing
        self.fromTargets = fromTargets
    }

    /// Notes the alternative `a` of a handler that `node` has or inherits.
    mutating func add(_ a: AlternativeID, _ alternative: ResolvedAlternative, at node: NodeID, holder: NodeID?) {
        if alternative.kind == .modal, dismissing == .fromPresenters, presenters.last != node {
            presenters.append(node)
        }
        guard alternative.kind == .push, let to = alternative.target.node else { return }
        if alternative.dismissing {
            if dismissing == .fromPresenters { dismissingPushes.append((to, a, holder)) }
            return
        }
        var from = node
        if alternative.hasFrom, let chosen = fromTargets[a] {
            guard let known = chosen.node else { return }
            from = known
        }
        edges.append(PushEdge(from: from, to: to, alternative: a, holder: holder))
    }
}
