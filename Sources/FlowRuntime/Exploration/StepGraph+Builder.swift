import FlowIndex
import FlowModel

extension StepGraph {
    /// Collects the edges, then groups them by where they lead.
    struct Builder {
        let resolved: ResolvedProject
        var exitBase: [Int32] = []
        var exitSlot: [Int32] = []
        var exitSlotCount = 0
        var pointCount: Int
        var targets: [Int32] = []
        var list: [Edge] = []
        var crossingExit: [Int32]
        let childHoldsWholeStack: [Bool]

        init(_ resolved: ResolvedProject) {
            self.resolved = resolved
            childHoldsWholeStack = StepGraph.childHoldsWholeStack(resolved)
            var point = Int32(resolved.nodes.count)
            exitSlot = [Int32](repeating: 0, count: resolved.nodes.count)
            for flow in resolved.flows.ids {
                exitBase.append(point)
                let width = resolved.flows[flow].outcomes.count + 1
                point += Int32(width)
                for node in resolved.flows[flow].nodes {
                    exitSlot[node.index] = Int32(exitSlotCount)
                    exitSlotCount += width
                }
            }
            pointCount = Int(point)
            crossingExit = [Int32](repeating: -1, count: resolved.handlers.count)
        }

        /// Exit `back` of `flow`, after its declared outcomes.
        func backExit(_ flow: FlowID) -> Int { Int(exitBase[flow.index]) + resolved.flows[flow].outcomes.count }

        func exit(of outcome: OutcomeID, in flow: FlowID) -> Int {
            Int(exitBase[flow.index]) + resolved.firstDeclarations[outcome].index
                - Int(resolved.flows[flow].outcomes.lowerBound)
        }

        func exitPosition(of name: String, in flow: FlowID) -> Int? {
            StepGraph.exitPosition(of: name, in: flow, resolved)
        }

        mutating func edge(_ source: Int, _ target: Int, cost: Int32, via: Int32 = -1, descends: Bool = false) {
            targets.append(Int32(target))
            list.append(Edge(source: Int32(source), cost: cost, via: via, descends: descends))
        }

        mutating func addEdges() {
            for flow in resolved.flows.ids {
                for node in resolved.flows[flow].nodes { addEdges(of: node, in: flow) }
            }
        }

        mutating func addEdges(of node: NodeID, in flow: FlowID) {
            // Any screen may end its flow with `back` in one step, at best.
            edge(node.index, backExit(flow), cost: 1)
            switch resolved.nodes[node].kind {
            case .screen:
                for handler in resolved.handlers(of: node) { addTransitions(of: handler, from: node, in: flow) }
                let own = Set(resolved.model(node, in: flow).handlers.map(\.outcome))
                for (offset, handler) in resolved.model(flow).flowHandlers.enumerated()
                where !own.contains(handler.outcome) {
                    let shared = HandlerID(resolved.flows[flow].sharedHandlers.startIndex + offset)
                    addTransitions(of: shared, from: node, in: flow)
                }
            case .flowNode, .tabs:
                addCrossings(at: node, in: flow)
            case .unknownFlow:
                break
            }
        }

        /// A flow node's (or tabs node's) children: into each start, and
        /// through each to the handlers of its outcomes.
        mutating func addCrossings(at node: NodeID, in flow: FlowID) {
            let bar = resolved.format2.tabBars[node]
            let handlers = resolved.handlers(of: node)
            let written = resolved.model(node, in: flow).handlers
            if case .flowNode(let child) = resolved.nodes[node].kind {
                for (handler, model) in zip(handlers, written) {
                    crossingExit[handler.index] = exitPosition(of: model.outcome, in: child).map(Int32.init) ?? -1
                }
            }
            for child in resolved.startedFlows(by: node) {
                // A tab other than the one selected first takes a `tab` step.
                var toChild: Int32 = 0
                if let bar, bar.flows.indices.contains(bar.selected), bar.flows[bar.selected] != child { toChild = 1 }
                let starts: [NodeID]
                if bar == nil, let chosen = resolved.format2.childStarts[node]?.node {
                    starts = [chosen]
                } else {
                    starts = resolved.starts(of: child)
                }
                for start in starts {
                    edge(node.index, start.index, cost: toChild, descends: true)
                    for (handler, model) in zip(handlers, written) {
                        guard let position = exitPosition(of: model.outcome, in: child) else { continue }
                        let via = exitSlot[start.index] + Int32(position)
                        addTransitions(
                            of: handler, from: node, in: flow, cost: toChild, via: via,
                            presents: !childHoldsWholeStack[node.index])
                    }
                }
            }
        }

        /// Each alternative of `handler`, from `source`; its `modal`s only
        /// when `presents`.
        mutating func addTransitions(
            of handler: HandlerID, from source: NodeID, in flow: FlowID, cost: Int32 = 1, via: Int32 = -1,
            presents: Bool = true
        ) {
            for alternative in resolved.alternatives(of: handler) {
                let record = resolved.alternatives[alternative]
                if !presents, record.kind == .modal { continue }
                switch record.target {
                case .node(let target) where record.kind.showsTarget:
                    edge(source.index, target.index, cost: cost, via: via)
                case .outcome(let outcome):
                    edge(source.index, exit(of: outcome, in: flow), cost: cost, via: via)
                default:
                    // `stay`, `back`, `dismiss` and `pop` show a screen the
                    // state holds; after a crossing, `back` or `dismiss` may
                    // also leave a flow the child left empty, in that step.
                    if via >= 0, record.kind == .back || record.kind == .dismiss {
                        edge(source.index, backExit(flow), cost: cost, via: via)
                    }
                }
            }
        }

        /// The edges grouped by the point they lead to.
        func reversed() -> (firstIn: [Int32], edges: [Edge]) {
            var firstIn = [Int32](repeating: 0, count: pointCount + 1)
            for target in targets { firstIn[Int(target) + 1] += 1 }
            for point in 0..<pointCount { firstIn[point + 1] += firstIn[point] }
            var fill = firstIn
            var edges = [Edge](repeating: Edge(source: 0, cost: 0, via: -1, descends: false), count: list.count)
            for (index, target) in targets.enumerated() {
                edges[Int(fill[Int(target)])] = list[index]
                fill[Int(target)] += 1
            }
            return (firstIn, edges)
        }
    }
}
