import FlowDiagnostics
import FlowModel

/// One transition as coverage counts it: an alternative of an `on` entry,
/// taken for the node whose outcome it answers. A node's own alternatives
/// name it; a flow-level alternative (format 2) counts once for each
/// screen that inherits it, so the node tells those apart.
public struct TransitionRef: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let node: NodeID
    public let alternative: AlternativeID

    @inlinable public init(node: NodeID, alternative: AlternativeID) {
        self.node = node
        self.alternative = alternative
    }

    /// Source order: node by node, each node's own alternatives before the
    /// flow-level ones it inherits (numbered after every node's).
    @inlinable public static func < (lhs: TransitionRef, rhs: TransitionRef) -> Bool {
        (lhs.node, lhs.alternative) < (rhs.node, rhs.alternative)
    }

    public var description: String { "\(node)/\(alternative)" }
}

extension RunningProject {
    /// Every transition that coverage counts, in source order: each
    /// alternative of each `on` entry of each reachable node of a flow the
    /// entry flow can start, and of each flow-level entry once per screen
    /// that inherits it. A flow nothing starts (`unused-flow`) has none: no
    /// walk could take them.
    public var coverableTransitions: [TransitionRef] {
        var result: [TransitionRef] = []
        let used = resolved.usedFlows
        for node in resolved.nodes.ids where resolved.reachable[node] {
            if let used, !used[nodes[node].flow] { continue }
            for alternative in resolved.alternatives(of: node) {
                result.append(TransitionRef(node: node, alternative: alternative))
            }
            for handler in inheritedHandlers(of: node) {
                for alternative in resolved.alternatives(of: handler) {
                    result.append(TransitionRef(node: node, alternative: alternative))
                }
            }
        }
        return result
    }
}

extension ResolvedProject {
    /// The handler and alternative `transition` names, as written: of the
    /// node's own `on`, or of its flow's.
    public func written(_ transition: TransitionRef) -> (handler: Handler, alternative: Alternative) {
        let node = transition.node, alternative = transition.alternative
        let flow = flow(of: node)
        if alternatives(of: node).contains(alternative) { return model(alternative, of: node, in: flow) }
        let shared = flows[flow].sharedHandlers
        guard let handler = shared.last(where: { handlers[$0].firstAlternative <= alternative }) else {
            preconditionFailure("\(alternative) is neither \(node)'s nor its flow's")
        }
        let written = model(shared: handler, of: flow)
        return (written, written.alternatives[alternative.index - handlers[handler].firstAlternative.index])
    }

    /// Where `transition` is written: its alternative's item.
    public func location(of transition: TransitionRef) -> SourceLocation {
        written(transition).alternative.location
    }

    /// `Flow.Node: outcome -> push Target`, for lists of transitions.
    public func summary(of transition: TransitionRef) -> String {
        let flow = flow(of: transition.node)
        let (handler, alternative) = written(transition)
        let node = model(transition.node, in: flow).name
        let move = alternative.transition
        let target = move.target.map { " \($0)" } ?? ""
        return "\(model(flow).name).\(node): \(handler.outcome) -> \(move.kind.rawValue)\(target)"
    }
}
