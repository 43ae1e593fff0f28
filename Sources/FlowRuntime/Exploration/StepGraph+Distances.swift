import FlowIndex
import FlowModel

extension StepGraph {
    /// Fills `exits`, flow by flow, each from its exits backwards; a flow
    /// node's crossing needs its child's, so the passes repeat until
    /// nothing changes (a flow that starts itself again needs a few).
    mutating func computeExits() {
        var table = exits
        var queue = BucketQueue()
        var distance = [Int32](repeating: Self.unreachable, count: firstIn.count - 1)
        var touched: [Int] = []
        let (order, hasRings) = childrenFirst()
        for pass in 0..<Self.maxExitPasses {
            var changed = false
            for flow in order {
                let width = resolved.flows[flow].outcomes.count + 1
                for x in 0..<width {
                    let exitPoint = Int(exitBase[flow.index]) + x
                    queue.push(exitPoint, at: 0)
                    distance[exitPoint] = 0
                    touched.append(exitPoint)
                    while let (point, at) = queue.pop() {
                        guard distance[point] == at else { continue }
                        for edge in edges[Int(firstIn[point])..<Int(firstIn[point + 1])] where !edge.descends {
                            let step = cost(of: edge, in: table)
                            guard step != Self.unreachable else { continue }
                            let source = Int(edge.source)
                            if at + step < distance[source] {
                                if distance[source] == Self.unreachable { touched.append(source) }
                                distance[source] = at + step
                                queue.push(source, at: at + step)
                            }
                        }
                    }
                    for node in resolved.flows[flow].nodes {
                        let slot = Int(exitSlot[node.index]) + x
                        if distance[node.index] < table[slot] {
                            table[slot] = distance[node.index]
                            changed = true
                        }
                    }
                    for point in touched { distance[point] = Self.unreachable }
                    touched.removeAll(keepingCapacity: true)
                }
            }
            // Without rings, every child was done before its parents.
            if !changed || (!hasRings && pass == 0) {
                exits = table
                return
            }
        }
        // Not settled (flows that start one another in long rings): no
        // bound from crossings at all, which is never too high.
        exits = [Int32](repeating: 0, count: exits.count)
    }

    static let maxExitPasses = 32

    /// The flows, each after the flows it starts, so that one pass settles
    /// them; and whether some flows start one another in a ring, which
    /// takes passes until nothing changes.
    func childrenFirst() -> (order: [FlowID], hasRings: Bool) {
        var order: [FlowID] = []
        var hasRings = false
        var state = [UInt8](repeating: 0, count: resolved.flows.count)  // 0 new, 1 open, 2 done
        for root in resolved.flows.ids where state[root.index] == 0 {
            var stack: [(flow: FlowID, children: [FlowID])] = [(root, children(of: root))]
            state[root.index] = 1
            while !stack.isEmpty {
                if let child = stack[stack.count - 1].children.popLast() {
                    if state[child.index] == 1 { hasRings = true }
                    guard state[child.index] == 0 else { continue }
                    state[child.index] = 1
                    stack.append((child, children(of: child)))
                } else {
                    let done = stack.removeLast().flow
                    state[done.index] = 2
                    order.append(done)
                }
            }
        }
        return (order, hasRings)
    }

    private func children(of flow: FlowID) -> [FlowID] {
        resolved.flows[flow].nodes.flatMap { resolved.startedFlows(by: $0) }
    }

    @inline(__always)
    func cost(of edge: Edge, in table: [Int32]) -> Int32 {
        guard edge.via >= 0 else { return edge.cost }
        let crossing = table[Int(edge.via)]
        return crossing == Self.unreachable ? Self.unreachable : edge.cost + crossing
    }

    /// For each node, the fewest steps from showing it to showing one of
    /// `targets` without leaving its flow (children crossed or entered);
    /// `StateSearch` adds the way up through the coordinators a state has.
    public func distances(to targets: [NodeID]) -> [Int32] {
        var distance = [Int32](repeating: Self.unreachable, count: firstIn.count - 1)
        var queue = BucketQueue()
        for target in targets {
            distance[target.index] = 0
            queue.push(target.index, at: 0)
        }
        while let (point, at) = queue.pop() {
            guard distance[point] == at else { continue }
            for edge in edges[Int(firstIn[point])..<Int(firstIn[point + 1])] {
                let step = cost(of: edge)
                guard step != Self.unreachable else { continue }
                let source = Int(edge.source)
                if at + step < distance[source] {
                    distance[source] = at + step
                    queue.push(source, at: at + step)
                }
            }
        }
        return Array(distance.prefix(nodeCount))
    }

    /// For each node, the fewest steps from showing one of `starts` to
    /// showing it, as `distances(to:)` counts them (the other way round):
    /// what tools use to find the node furthest from the app's start.
    public func distances(from starts: [NodeID]) -> [Int32] {
        var distance = [Int32](repeating: Self.unreachable, count: firstIn.count - 1)
        for start in starts { distance[start.index] = 0 }
        // Rounds over the edges until none shortens a distance: the edges
        // are kept by where they lead, the wrong way for a forward search.
        var changed = true
        while changed {
            changed = false
            for point in 0..<(firstIn.count - 1) {
                for edge in edges[Int(firstIn[point])..<Int(firstIn[point + 1])] {
                    let from = distance[Int(edge.source)]
                    let step = cost(of: edge)
                    guard from != Self.unreachable, step != Self.unreachable, from + step < distance[point] else {
                        continue
                    }
                    distance[point] = from + step
                    changed = true
                }
            }
        }
        return Array(distance.prefix(nodeCount))
    }

    /// The fewest steps from `node` to its flow finishing with exit `x`
    /// (its declared outcomes in order, then `back`).
    func exitCost(from node: NodeID, _ x: Int) -> Int32 {
        exits[Int(exitSlot[node.index]) + x]
    }
}

/// Points by distance, for Dijkstra's search over small integer costs.
struct BucketQueue {
    private var buckets: [[Int]] = []
    private var lowest = 0
    private var count = 0

    mutating func push(_ point: Int, at distance: Int32) {
        let d = Int(distance)
        while buckets.count <= d { buckets.append([]) }
        buckets[d].append(point)
        count += 1
        if d < lowest { lowest = d }
    }

    mutating func pop() -> (Int, Int32)? {
        guard count > 0 else {
            lowest = 0
            return nil
        }
        while buckets[lowest].isEmpty { lowest += 1 }
        count -= 1
        return (buckets[lowest].removeLast(), Int32(lowest))
    }
}
