import FlowModel

/// What to draw, independent of the output format: both renderers read the
/// same scene, so DOT and Mermaid always agree on content and order.
struct GraphScene {
    /// The arrows from the point that marks where the app starts: one to
    /// the entry flow's start, or one per start alternative, labelled with
    /// its `when`; none when the entry flow is not drawn (or there is no
    /// single entry).
    var entries: [Entry]

    struct Entry: Equatable {
        var target: String
        /// The alternative's `[when]`, when it has one.
        var label: String?
    }
    var clusters: [Cluster]
    /// Every edge, in source order: flows, then nodes, then handlers, then
    /// alternatives; a flow node's link to its child first among its node's
    /// edges, its one loop for back/dismiss/stay last; a flow's shared
    /// transitions after its nodes' edges. Parallel edges of one kind are
    /// one edge, where the first of them is.
    var edges: [Edge]

    /// One flow: a box around its nodes and exits.
    struct Cluster {
        /// A format-neutral id (`f3`), unique in the scene.
        var id: String
        var name: String
        var outcomes: [String]
        var description: String?
        /// Not started from the entry flow (`unused-flow`).
        var isFaded: Bool
        var nodes: [SceneNode]

        /// The flow's name, its outcomes and its description, one per line.
        var title: String {
            var title = name
            if !outcomes.isEmpty { title += "\noutcomes: " + outcomes.joined(separator: ", ") }
            if let description = description.map(trimmed), !description.isEmpty { title += "\n" + description }
            return title
        }
    }

    enum Shape: Equatable {
        case screen
        /// A node that starts a child flow.
        case flowNode
        /// Where a `finish` with one outcome leaves the flow.
        case exit
        /// Where the transitions that the flow's screens share leave from
        /// ("every screen", "most screens"), drawn once instead of per screen.
        case sharedAnchor
        /// A tab bar: its title, then one cell per tab (the tab flows'
        /// names, in tab-bar order), cell `i` being the port `t<i>` that
        /// the link to that tab's flow leaves from. `selected` is the tab
        /// shown first when the flow says which (`selected:`).
        case tabBar(tabs: [String], selected: Int? = nil)
    }

    struct SceneNode {
        /// A format-neutral id (`f3_n7`, `f3_x0`), safe unquoted in both formats.
        var id: String
        var shape: Shape
        /// The text inside the node; may hold newlines, and anything a flow
        /// file's author wrote: renderers escape it.
        var label: String
        var isFaded: Bool
    }

    struct Edge {
        var from: String
        var to: String
        var label: String
        var kind: EdgeKind
        /// Leaves an unreachable node or an unused flow.
        var isFaded: Bool
        /// For a link to a child flow: the cluster it points at (DOT `lhead`).
        var headCluster: String?
        /// For a link from one tab of a tab bar: that tab's port (`t1`).
        var tailPort: String? = nil
    }
}

/// How an edge is drawn. Each case has its own colour, line and arrowhead in
/// both formats.
enum EdgeKind: Hashable {
    case push
    /// `bare` is a layer without a navigation stack (`navigation: false`).
    case modal(ModalStyle, bare: Bool)
    case replace
    case finish
    /// `back`, `dismiss` and `stay`: one small loop on the node, a line each.
    case system
    /// `pop` and `pop NODE`: back down the stack to a screen below.
    case pop
    /// From a flow node to the flow it starts, or from a tab to its flow.
    case startsFlow
    /// From the start point to the entry flow's first node.
    case entry
}

/// A description as a box shows it: a block scalar's last line break (and
/// any space around the text) would draw an empty line.
func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
        let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
}
