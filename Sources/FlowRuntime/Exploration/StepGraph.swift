import FlowIndex
import FlowModel

/// The project's nodes as a graph of steps, for a lower bound on how many
/// steps a walk needs before it shows a node: what lets `StateSearch`
/// leave out states that cannot lie on a shortest walk.
///
/// Every step either shows a node through an edge of this graph (a
/// transition's target, a child flow's start, a handler run when a child
/// finishes or is left with `back`) or shows again a screen the state
/// already holds (`back`, `dismiss`, `pop`, `tab`). Edges follow every
/// alternative and every start, so the graph has every step the
/// interpreter can take and more, and its distances never overestimate.
///
/// A child flow is crossed as a call: a flow node's handler of the child's
/// outcome X is reached in as many steps as the child needs, from where it
/// starts, to finish with X (`exits`), and a finish leads only to the
/// handlers of the coordinator that started the flow, which the state
/// knows. Without that matching, a flow started from many places would
/// seem to lead from any of them to any other.
public struct StepGraph: Sendable {
    let resolved: ResolvedProject
    /// Points: every node, then every flow's exits (each declared outcome,
    /// then `back`), at `exitBase[flow]`.
    let nodeCount: Int
    let exitBase: [Int32]
    /// The edges into each point, `firstIn[p]..<firstIn[p + 1]`.
    let firstIn: [Int32]
    let edges: [Edge]
    /// `exits[exitSlot[node] + x]`: the fewest steps from showing `node` to
    /// its flow finishing with exit `x`.
    let exitSlot: [Int32]
    var exits: [Int32]
    /// For each handler of a flow node: the position among its child's
    /// exits of the outcome it handles (-1: none, or a tabs node's, which
    /// differs from tab to tab and is looked up by name).
    let crossingExit: [Int32]
    /// For each node: whether its `modal`s after a child leaves are
    /// refused (`childHoldsWholeStack`).
    let childHoldsWholeStack: [Bool]

    /// One edge: where it comes from, and what it costs.
    struct Edge: Sendable {
        let source: Int32
        /// Steps it takes by itself.
        let cost: Int32
        /// For a handler reached by crossing a child flow: the entry of
        /// `exits` the crossing costs on top; -1 for none.
        let via: Int32
        /// Into a child flow's start: not a step of its own flow.
        let descends: Bool
    }

    public static let unreachable = Int32.max

    public init(_ resolved: ResolvedProject) {
        var builder = Builder(resolved)
        builder.addEdges()
        self.resolved = resolved
        nodeCount = resolved.nodes.count
        exitBase = builder.exitBase
        exitSlot = builder.exitSlot
        (firstIn, edges) = builder.reversed()
        exits = [Int32](repeating: Self.unreachable, count: builder.exitSlotCount)
        crossingExit = builder.crossingExit
        childHoldsWholeStack = builder.childHoldsWholeStack
        computeExits()
    }

    /// The position of exit `name` among `flow`'s: its declared outcomes
    /// in order, then `back`; nil for a name it does not declare.
    static func exitPosition(of name: String, in flow: FlowID, _ resolved: ResolvedProject) -> Int? {
        let outcomes = resolved.flows[flow].outcomes
        if name == SystemOutcome.back { return outcomes.count }
        for outcome in outcomes where resolved.model(outcome).name == name {
            return resolved.firstDeclarations[outcome].index - Int(outcomes.lowerBound)
        }
        return nil
    }

    /// What an edge costs now: its own steps and the crossing's.
    @inline(__always)
    func cost(of edge: Edge) -> Int32 {
        guard edge.via >= 0 else { return edge.cost }
        let crossing = exits[Int(edge.via)]
        return crossing == Self.unreachable ? Self.unreachable : edge.cost + crossing
    }
}
