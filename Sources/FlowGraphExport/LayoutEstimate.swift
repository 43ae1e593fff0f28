/// Which way the map runs: `TB` (top to bottom) or `LR` (left to right),
/// chosen by the scene's shape so that the picture fits a screen.
enum LayoutDirection: String {
    case topToBottom = "TB"
    case leftToRight = "LR"
}

/// A rough size of the picture in each direction, from the scene alone, to
/// choose the direction whose picture, fitted to a landscape screen, shows
/// its text largest.
///
/// Graphviz ranks each flow's nodes along its edges and puts a flow's child
/// flows after it in that direction, side by side across it. Going down,
/// a rank is as wide as its nodes and the labels of the edges that leave
/// it; going right, a rank is as wide as its widest node and label, and as
/// tall as its nodes and labels stacked. Sibling flows line up across the
/// direction, so many children make `TB` a wide strip and `LR` a tall
/// column; long chains of screens make the opposite strips.
struct LayoutEstimate {
    struct Size {
        var width: Double
        var height: Double
    }

    /// The screen a picture should fit, in points: landscape.
    static let screen = Size(width: 1600, height: 1000)

    let scene: GraphScene
    let showsLabels: Bool
    /// Per cluster: its nodes' ranks and the edges inside it.
    private let ranks: [ClusterRanks]
    /// Per cluster: the clusters that hang after it (each flow under the
    /// first flow that starts it).
    private let children: [[Int]]
    /// The clusters in an order where each comes after its children, and
    /// whether each is a root (no flow starts it).
    private let childrenFirst: [Int]
    private let isRoot: [Bool]

    init(scene: GraphScene, showsLabels: Bool) {
        self.scene = scene
        self.showsLabels = showsLabels
        var clusterOf: [String: Int] = [:]
        var clusterIndex: [String: Int] = [:]
        for (index, cluster) in scene.clusters.enumerated() {
            clusterIndex[cluster.id] = clusterIndex[cluster.id] ?? index
            for node in cluster.nodes { clusterOf[node.id] = index }
        }
        // Edges are sorted into their clusters once: a flow's ranks read only its own.
        var inside = [[GraphScene.Edge]](repeating: [], count: scene.clusters.count)
        var children = [[Int]](repeating: [], count: scene.clusters.count)
        var isRoot = [Bool](repeating: true, count: scene.clusters.count)
        for edge in scene.edges {
            guard let tail = clusterOf[edge.from] else { continue }
            if clusterOf[edge.to] == tail { inside[tail].append(edge) }
            guard let head = edge.headCluster.flatMap({ clusterIndex[$0] }), head != tail, isRoot[head] else {
                continue
            }
            isRoot[head] = false
            children[tail].append(head)
        }
        ranks = scene.clusters.indices.map { ClusterRanks(cluster: scene.clusters[$0], edges: inside[$0]) }
        // Depth first from each root, without recursion: a long chain of
        // child flows costs heap only.
        var order: [Int] = []
        var visited = [Bool](repeating: false, count: scene.clusters.count)
        // Roots first; then a flow of a cycle that no root reaches (flows
        // that start each other) stands for its cycle as a root.
        let candidates = scene.clusters.indices.filter { isRoot[$0] } + scene.clusters.indices
        for root in candidates where !visited[root] {
            isRoot[root] = true
            var stack = [(cluster: root, next: 0)]
            visited[root] = true
            while let (cluster, next) = stack.last {
                if next < children[cluster].count {
                    stack[stack.count - 1].next += 1
                    let child = children[cluster][next]
                    if !visited[child] {
                        visited[child] = true
                        stack.append((child, 0))
                    }
                } else {
                    stack.removeLast()
                    order.append(cluster)
                }
            }
        }
        self.children = children
        self.isRoot = isRoot
        childrenFirst = order
    }

    /// The direction whose picture is shown largest on `screen`; top to
    /// bottom when neither is clearly better (by a tenth), as when both fit
    /// at full size.
    func direction() -> LayoutDirection {
        let down = size(.topToBottom), across = size(.leftToRight)
        func scale(_ size: Size) -> Double {
            min(1, Self.screen.width / max(size.width, 1), Self.screen.height / max(size.height, 1))
        }
        return scale(across) > 1.1 * scale(down) ? .leftToRight : .topToBottom
    }

    /// The picture's size in `direction`: each flow's box, then the boxes
    /// of the flows it starts after it, side by side.
    func size(_ direction: LayoutDirection) -> Size {
        let boxes = scene.clusters.indices.map { box(of: $0, direction) }
        // Along: the direction's length; across: the other side.
        var along = [Double](repeating: 0, count: boxes.count)
        var across = [Double](repeating: 0, count: boxes.count)
        var totalAlong = 0.0, totalAcross = 0.0
        for cluster in childrenFirst {
            var childrenAlong = 0.0, childrenAcross = 0.0
            for (position, child) in children[cluster].enumerated() {
                childrenAlong = max(childrenAlong, along[child])
                childrenAcross += across[child] + (position > 0 ? Self.nodeSeparation : 0)
            }
            along[cluster] = boxes[cluster].along + childrenAlong
            across[cluster] = max(boxes[cluster].across, childrenAcross)
            if isRoot[cluster] {
                totalAlong = max(totalAlong, along[cluster])
                totalAcross += across[cluster]
            }
        }
        return direction == .topToBottom
            ? Size(width: totalAcross, height: totalAlong) : Size(width: totalAlong, height: totalAcross)
    }

    /// A flow's box: its nodes ranked along their edges inside it. As in
    /// Graphviz, an edge that spans ranks takes room across each rank it
    /// passes, and its label sits in the gap after its first rank (a loop's
    /// beside its node).
    private func box(of index: Int, _ direction: LayoutDirection) -> (along: Double, across: Double) {
        let cluster = scene.clusters[index]
        let ranks = ranks[index]
        let vertical = direction == .topToBottom
        var nodeAlong = [Double](repeating: 0, count: ranks.count)
        var nodeAcross = [Double](repeating: 0, count: ranks.count)
        var gapAlong = [Double](repeating: 0, count: ranks.count)
        var gapAcross = [Double](repeating: 0, count: ranks.count)
        for (position, node) in cluster.nodes.enumerated() {
            let size = Self.size(ofNode: node)
            let rank = ranks.rank[position]
            nodeAlong[rank] = max(nodeAlong[rank], vertical ? size.height : size.width)
            nodeAcross[rank] += (vertical ? size.width : size.height) + Self.nodeSeparation
        }
        for (edge, low, high) in ranks.inside {
            for passed in low + 1..<max(low + 1, high) { nodeAcross[passed] += Self.nodeSeparation }
            guard showsLabels, !edge.label.isEmpty else { continue }
            let label = Self.size(ofLabel: edge.label)
            if low == high {
                nodeAcross[low] += vertical ? label.width : label.height
            } else {
                let gap = low + (high - low - 1) / 2
                gapAlong[gap] = max(gapAlong[gap], vertical ? label.height : label.width)
                gapAcross[gap] += (vertical ? label.width : label.height) + Self.nodeSeparation
            }
        }
        // The title is on top, whichever way the ranks run, and the box is
        // at least as wide.
        let title = Self.size(ofTitle: cluster.title)
        let padding = 16.0
        let along =
            nodeAlong.reduce(0, +) + gapAlong.reduce(0, +) + Double(ranks.count - 1) * Self.rankSeparation + padding
        let across = max(nodeAcross.max() ?? 0, gapAcross.max() ?? 0) + padding
        return vertical
            ? (along + title.height, max(across, title.width)) : (max(along, title.width), across + title.height)
    }

    static let nodeSeparation = 18.0
    static let rankSeparation = 36.0

    /// Helvetica 14, Graphviz's default for a cluster's title.
    static func size(ofTitle title: String) -> Size {
        let lines = title.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
        return Size(width: Double(lines.max() ?? 0) * 7.5 + 16, height: Double(lines.count) * 17)
    }

    /// Helvetica 11 in a box with margins; at least Graphviz's 0.75 x 0.5 in.
    static func size(ofNode node: GraphScene.SceneNode) -> Size {
        var lines = node.label.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
        if case .tabBar(let tabs, _) = node.shape { lines.append(tabs.reduce(0) { $0 + $1.count + 3 }) }
        return Size(
            width: max(54, Double(lines.max() ?? 0) * 6.2 + 18), height: max(36, Double(lines.count) * 14 + 10))
    }

    /// Helvetica 9, one line per line of the label.
    static func size(ofLabel label: String) -> Size {
        let lines = label.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
        return Size(width: Double(lines.max() ?? 0) * 5 + 6, height: Double(lines.count) * 11)
    }
}
