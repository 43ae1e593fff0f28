import FlowModel

/// What every run of `Resolution` reads: the project, where each flow's
/// nodes, handlers and outcomes start project-wide, and each flow's
/// outcome lookup, all worked out before any flow is resolved.
struct ResolutionPlan: Sendable {
    let project: Project
    /// By flow, then one past the last flow: the totals.
    let nodeStarts: [Int32]
    /// Node handlers only: the flows' own come after all of them.
    let handlerStarts: [Int32]
    let outcomeStarts: [Int32]
    /// The flows' own handlers, all flows together.
    let flowHandlerCount: Int
    /// Built once: a child flow is asked once for every handler of every
    /// flow node that starts it.
    let outcomeTables: [OutcomeTable]

    init(_ project: Project) {
        self.project = project
        let flows = project.flows
        // Counted first so that the arrays are allocated once at their
        // exact size: grown by doubling, they would hold up to twice the
        // memory at the peak.
        var nodeStarts: [Int32] = [], handlerStarts: [Int32] = [], outcomeStarts: [Int32] = []
        nodeStarts.reserveCapacity(flows.count + 1)
        handlerStarts.reserveCapacity(flows.count + 1)
        outcomeStarts.reserveCapacity(flows.count + 1)
        var nodeCount = 0, handlerCount = 0, outcomeCount = 0, flowHandlerCount = 0
        for flow in flows {
            nodeStarts.append(Int32(truncatingIfNeeded: nodeCount))
            handlerStarts.append(Int32(truncatingIfNeeded: handlerCount))
            outcomeStarts.append(Int32(truncatingIfNeeded: outcomeCount))
            nodeCount += flow.nodes.count
            outcomeCount += flow.outcomes.count
            for node in flow.nodes { handlerCount += node.handlers.count }
            flowHandlerCount += flow.flowHandlers.count
        }
        nodeStarts.append(Int32(truncatingIfNeeded: nodeCount))
        handlerStarts.append(Int32(truncatingIfNeeded: handlerCount))
        outcomeStarts.append(Int32(truncatingIfNeeded: outcomeCount))
        self.nodeStarts = nodeStarts
        self.handlerStarts = handlerStarts
        self.outcomeStarts = outcomeStarts
        self.flowHandlerCount = flowHandlerCount
        outcomeTables = flows.map { OutcomeTable($0.outcomes) }
    }

    /// Every handler of the project, the flows' own included.
    var handlerCount: Int { Int(handlerStarts[handlerStarts.count - 1]) + flowHandlerCount }

    var nodeCount: Int { Int(nodeStarts[nodeStarts.count - 1]) }
    var outcomeCount: Int { Int(outcomeStarts[outcomeStarts.count - 1]) }

    /// The alternatives of the nodes of the flows in `range`: counted
    /// before resolving, so that each run of flows knows where its
    /// alternatives go.
    func alternativeCount(of range: Range<Int>) -> Int {
        var count = 0
        for f in range {
            // Read in place: a Node or Handler copied out retains all it holds.
            let nodes = project.flows[f].nodes
            for n in nodes.indices {
                let handlers = nodes[n].handlers
                for h in handlers.indices { count += handlers.alternativeCount(at: h) }
            }
        }
        return count
    }

    /// The alternatives of the flows' own handlers, all flows together.
    func flowHandlerAlternativeCount() -> Int {
        var count = 0
        for f in project.flows.indices where !project.flows[f].flowHandlers.isEmpty {
            for h in project.flows[f].flowHandlers.indices {
                count += project.flows[f].flowHandlers[h].alternatives.count
            }
        }
        return count
    }

    /// The flows in `threads` runs of consecutive flows with about as many
    /// handlers each (the work is per handler and alternative); one run of
    /// every flow on one thread.
    func runs(threads: Int) -> [Range<Int>] {
        let flowCount = project.flows.count
        let count = max(1, min(threads, flowCount))
        guard count > 1 else { return [0..<flowCount] }
        let total = Int(handlerStarts[flowCount]) + Int(nodeStarts[flowCount])
        var runs: [Range<Int>] = []
        var lower = 0
        for run in 1..<count {
            let wanted = total * run / count
            var upper = lower
            while upper < flowCount && Int(handlerStarts[upper]) + Int(nodeStarts[upper]) < wanted { upper += 1 }
            runs.append(lower..<upper)
            lower = upper
        }
        runs.append(lower..<flowCount)
        return runs.filter { !$0.isEmpty }
    }
}
