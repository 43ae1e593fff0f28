/// The ranks of one flow's nodes as Graphviz would roughly give them: the
/// edges inside the flow, less those that close a cycle (found depth first
/// in node order), each put a node one rank after its tail at least.
struct ClusterRanks {
    /// Per node of the cluster, in its order: the node's rank.
    let rank: [Int]
    /// How many ranks there are (at least one).
    let count: Int
    /// The edges inside the cluster (loops too), with the ranks of their
    /// ends, lower first.
    let inside: [(edge: GraphScene.Edge, low: Int, high: Int)]

    init(cluster: GraphScene.Cluster, edges: [GraphScene.Edge]) {
        var position: [String: Int] = [:]
        for (index, node) in cluster.nodes.enumerated() { position[node.id] = index }
        var next = [[Int]](repeating: [], count: cluster.nodes.count)
        var inside: [(edge: GraphScene.Edge, from: Int, to: Int)] = []
        for edge in edges {
            guard let from = position[edge.from], let to = position[edge.to] else { continue }
            if from != to { next[from].append(to) }
            inside.append((edge, from, to))
        }
        let order = Self.acyclicOrder(next)
        var rank = [Int](repeating: 0, count: cluster.nodes.count)
        for node in order.finished.reversed() {
            for target in next[node] where !order.isBackEdge(node, target) {
                rank[target] = max(rank[target], rank[node] + 1)
            }
        }
        self.rank = rank
        count = (rank.max() ?? 0) + 1
        self.inside = inside.map { ($0.edge, min(rank[$0.from], rank[$0.to]), max(rank[$0.from], rank[$0.to])) }
    }

    /// A depth-first walk, without recursion: the nodes in the order they
    /// were finished, and each node's discovery and finish times, which
    /// tell the edges that go back to a node still open (a cycle).
    private static func acyclicOrder(
        _ next: [[Int]]
    ) -> (finished: [Int], isBackEdge: (_ from: Int, _ to: Int) -> Bool) {
        var discovered = [Int?](repeating: nil, count: next.count)
        // Set for every node by the time the walk ends, which is when it is read.
        var finishedAt = [Int](repeating: 0, count: next.count)
        var finished: [Int] = []
        var clock = 0
        for root in next.indices where discovered[root] == nil {
            var stack: [(node: Int, edge: Int)] = [(root, 0)]
            discovered[root] = clock
            clock += 1
            while let (node, edge) = stack.last {
                if edge < next[node].count {
                    stack[stack.count - 1].edge += 1
                    let target = next[node][edge]
                    if discovered[target] == nil {
                        discovered[target] = clock
                        clock += 1
                        stack.append((target, 0))
                    }
                } else {
                    stack.removeLast()
                    finishedAt[node] = clock
                    clock += 1
                    finished.append(node)
                }
            }
        }
        // u -> v goes back when v was discovered no later than u and is
        // finished no earlier: v is an ancestor of u (or u itself).
        return (
            finished,
            { from, to in discovered[to]! <= discovered[from]! && finishedAt[to] >= finishedAt[from] }
        )
    }
}
