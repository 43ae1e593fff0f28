import FlowModel

/// Reachability facts the graph rules, the `graph` command and the runtime
/// share. Every pass is an explicit worklist: a 100,000-screen chain costs
/// heap, never stack, and each pass is linear in the size of the graph.
public struct ProjectAnalysis: Sendable {
    public let entry: EntryResolution
    /// For each flow (same order as `project.flows`), which of its nodes can
    /// be reached from its `start` through push, modal and replace targets of
    /// every alternative (flow nodes' handlers included). Built on each call
    /// from one project-wide array: prefer `isReachable(flow:node:)`.
    public var reachableNodes: [[Bool]] {
        graph.flows.map { Array(reachable[$0.nodeRange]) }
    }
    /// Which flows the entry flow can start, directly or through its
    /// children, following only reachable flow nodes. nil when there is no
    /// single entry flow, or when a flow met on the way may have lost a
    /// flow node to a `schema` error: what it starts cannot be told, and
    /// its own errors are the ones to fix. In a flow met on the way whose
    /// start is unknown, or some of whose transitions did not decode, every
    /// flow node counts as reachable.
    public let usedFlows: [Bool]?
    /// For each flow, the index of its `start` node; nil when `start` names
    /// no node of the flow (an `unknown-target` error), in which case the
    /// flow's reachability says nothing and the graph warnings skip it.
    public let startNodes: [Int?]

    /// The project with its names resolved to integers, for the rules.
    let graph: ResolvedGraph
    /// Whether each node (project-wide numbering of `graph`) is reachable.
    let reachable: [Bool]
    /// Whether each flow has a `finish` with an outcome (declared or not)
    /// on a reachable node.
    let reachesFinish: [Bool]
    /// For each declared outcome (numbered as `graph.outcomes`): whether a
    /// reachable `finish` produces it. Only a name's first declaration is
    /// marked; ask through `isFinished(flow:outcome:)`.
    private let finished: [Bool]

    public init(_ project: Project) {
        entry = project.entry
        let graph = ResolvedGraph(project)
        self.graph = graph
        startNodes = graph.flows.map { $0.start >= 0 ? Int($0.start - $0.firstNode) : nil }
        var reachable = [Bool](repeating: false, count: graph.nodes.count)
        var reachesFinish = [Bool](repeating: false, count: graph.flows.count)
        var finished = [Bool](repeating: false, count: graph.outcomes.count)
        Self.walk(graph, reachable: &reachable, reachesFinish: &reachesFinish, finished: &finished)
        self.reachable = reachable
        self.reachesFinish = reachesFinish
        self.finished = finished
        if case .found(let root) = entry {
            usedFlows = Self.used(from: root, in: graph, reachable: reachable) { flow in
                project.flows[flow].gaps.contains(.screens) || project.flows[flow].nodes.contains(where: \.isPartial)
            }
        } else {
            usedFlows = nil
        }
    }

    public func isReachable(flow: Int, node: Int) -> Bool {
        reachable[Int(graph.flows[flow].firstNode) + node]
    }

    /// Whether the flow's `start` names one of its nodes.
    public func hasKnownStart(flow: Int) -> Bool { startNodes[flow] != nil }

    /// Whether a reachable `finish` of flow `flow` produces its declared
    /// outcome at `position` in `outcomes`.
    func isFinished(flow: Int, outcome position: Int) -> Bool {
        let first = Int(graph.flows[flow].firstOutcome)
        return finished[first + Int(graph.outcomes[first + position])]
    }

    /// Every flow from its start along push, modal and replace targets.
    /// The `finish`es met on the way are noted in the same walk: it already
    /// visits every alternative of every reachable node.
    private static func walk(_ graph: ResolvedGraph, reachable: inout [Bool], reachesFinish: inout [Bool],
                             finished: inout [Bool]) {
        var work: [Int32] = []
        for f in graph.flows.indices {
            let flow = graph.flows[f]
            guard flow.start >= 0 else { continue }
            reachable[Int(flow.start)] = true
            work.append(flow.start)
            while let current = work.popLast() {
                for a in graph.alternativeRange(ofNode: Int(current)) {
                    let alternative = graph.alternatives[a]
                    if alternative.targetsNode {
                        let next = Int(alternative.target)
                        guard next >= 0, !reachable[next] else { continue }
                        reachable[next] = true
                        work.append(alternative.target)
                    } else if alternative.kind == .finish, alternative.target != ResolvedGraph.none {
                        reachesFinish[f] = true
                        if alternative.target >= 0 { finished[Int(flow.firstOutcome + alternative.target)] = true }
                    }
                }
            }
        }
    }

    private static func used(from root: Int, in graph: ResolvedGraph, reachable: [Bool],
                             mayHaveLostFlowNodes: (Int) -> Bool) -> [Bool]? {
        var used = [Bool](repeating: false, count: graph.flows.count)
        var work = [root]
        used[root] = true
        while let current = work.popLast() {
            let flow = graph.flows[current]
            // Asked of the model only for the rare flow with a mistake.
            if flow.isIncomplete, mayHaveLostFlowNodes(current) { return nil }
            let walked = flow.start >= 0 && !flow.isIncomplete
            for n in flow.nodeRange where !walked || reachable[n] {
                let next = Int(graph.nodes[n].child)
                guard next >= 0, !used[next] else { continue }
                used[next] = true
                work.append(next)
            }
        }
        return used
    }
}
