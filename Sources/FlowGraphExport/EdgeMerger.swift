/// Gathers the edges that leave one node and draws parallel ones as one:
/// transitions of one kind between the same two nodes become a single edge
/// whose label joins their triggers (`a, b, c: push`), at the place of the
/// first. Graphviz lays out a handful of edges where thousands kept it busy
/// for minutes, and a reader sees one arrow per way to go.
///
/// `back`, `dismiss` and `stay` share the node's one loop, drawn last, one
/// line per kind (`completed, cancelled: dismiss`).
struct EdgeMerger {
    private struct Group {
        var to: String
        var kind: EdgeKind
        /// Faded only when every transition merged into it is.
        var isFaded: Bool
        /// The label's lines: one kind's text (`modal sheet`), and its triggers.
        var lines: [(kindText: String, triggers: [String])]
    }

    let from: String
    /// In order of first appearance; few per node, so scanned, not hashed.
    private var groups: [Group] = []
    private var loop: Group?

    init(from: String) { self.from = from }

    /// Adds one transition from this node: `trigger` is what sets it off
    /// (`outcome [when]`), `kindText` the rest of its label.
    mutating func add(to: String, trigger: String, kindText: String, kind: EdgeKind, isFaded: Bool) {
        if kind == .system {
            var group = loop ?? Group(to: from, kind: .system, isFaded: true, lines: [])
            Self.add(trigger, kindText, isFaded, to: &group)
            loop = group
            return
        }
        if let index = groups.firstIndex(where: { $0.to == to && $0.kind == kind }) {
            Self.add(trigger, kindText, isFaded, to: &groups[index])
        } else {
            var group = Group(to: to, kind: kind, isFaded: true, lines: [])
            Self.add(trigger, kindText, isFaded, to: &group)
            groups.append(group)
        }
    }

    private static func add(_ trigger: String, _ kindText: String, _ isFaded: Bool, to group: inout Group) {
        group.isFaded = group.isFaded && isFaded
        if let line = group.lines.firstIndex(where: { $0.kindText == kindText }) {
            group.lines[line].triggers.append(trigger)
        } else {
            group.lines.append((kindText, [trigger]))
        }
    }

    /// The merged edges, in order of first appearance, the loop last.
    func edges() -> [GraphScene.Edge] {
        (groups + (loop.map { [$0] } ?? [])).map { group in
            let label = group.lines.map { EdgeLabels.joined($0.triggers, kindText: $0.kindText) }
                .joined(separator: "\n")
            return GraphScene.Edge(
                from: from, to: group.to, label: label, kind: group.kind, isFaded: group.isFaded, headCluster: nil)
        }
    }
}
