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
        let resolved = context.resolved
        var shown: [NodeID: [Showing]] = [:]
        var sharedSeen: Set<AlternativeID> = []
        func add(_ a: AlternativeID, holder: NodeID?, in flow: FlowID) {
            let alternative = resolved.alternatives[a]
            guard alternative.kind.showsTarget, let target = alternative.target.node, wanted(target) else { return }
            if holder == nil, !sharedSeen.insert(a).inserted { return }
            shown[target, default: []].append(
                Showing(alternative: a, holder: holder, kind: alternative.kind, flow: flow))
        }
        for f in resolved.flows.ids {
            for n in resolved.flows[f].nodes where resolved.reachable[n] {
                for a in resolved.alternatives(of: n) { add(a, holder: n, in: f) }
                context.inheritance.forEachInherited(by: n, in: f, resolved) { h in
                    for a in resolved.alternatives(of: h) { add(a, holder: nil, in: f) }
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
