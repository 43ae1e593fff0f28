import FlowDiagnostics
import FlowIndex
import FlowModel

/// One transition that shows a node: a `push`, `modal` or `replace` of a
/// reachable node, or of the flow's own `on` that a reachable screen
/// inherits (listed once, however many screens inherit it).
struct Showing {
    var alternative: AlternativeID
    /// The node whose `on` holds it; nil for the flow's own `on`.
    var holder: NodeID?
    var kind: TransitionKind
    var flow: FlowID
}

/// The transitions that show each node `wanted` selects, from every flow.
/// One pass over the alternatives of reachable nodes: the rules that need
/// it ask only when the project has a node of the kind they check.
enum Showings {
    static func collect(_ context: ValidationContext, wanted: (NodeID) -> Bool) -> [NodeID: [Showing]] {
        let resolved = context.resolved, inheritance = context.inheritance
        // Read once into locals: each read through the resolved project (a
        // class) retains and releases the array it reads.
        let alternatives = resolved.alternatives, reachable = resolved.reachable, flows = resolved.flows
        var shown: [NodeID: [Showing]] = [:]
        var sharedSeen: Set<AlternativeID> = []
        for f in flows.ids {
            for n in flows[f].nodes where reachable[n] {
                for a in resolved.alternatives(of: n) {
                    let alternative = alternatives[a]
                    guard alternative.kind.showsTarget, let target = alternative.target.node, wanted(target)
                    else { continue }
                    shown[target, default: []].append(
                        Showing(alternative: a, holder: n, kind: alternative.kind, flow: f))
                }
                guard !inheritance.isEmpty else { continue }
                inheritance.forEachInherited(by: n, in: f, resolved) { h in
                    for a in resolved.alternatives(of: h) {
                        let alternative = alternatives[a]
                        guard alternative.kind.showsTarget, let target = alternative.target.node, wanted(target),
                            sharedSeen.insert(a).inserted
                        else { continue }
                        shown[target, default: []].append(
                            Showing(alternative: a, holder: nil, kind: alternative.kind, flow: f))
                    }
                }
            }
        }
        return shown
    }
}

extension ValidationContext {
    /// Where a showing transition's target is written.
    func targetLocation(of showing: Showing) -> SourceLocation {
        resolved.written(showing.alternative, holder: showing.holder, in: showing.flow).alternative.transition
            .targetLocation
    }
}
