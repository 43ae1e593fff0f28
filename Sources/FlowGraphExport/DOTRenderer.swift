/// Writes a scene as a Graphviz digraph: one `cluster_` subgraph per flow.
/// Every id and string is double-quoted and escaped, so no name or
/// description can break out of its attribute.
struct DOTRenderer {
    /// Without labels, an edge's text is its tooltip (shown on hover in an
    /// SVG) instead: the layout has no label to make room for.
    var showsLabels = true
    var direction = LayoutDirection.topToBottom

    func render(_ scene: GraphScene) -> String {
        // Top to bottom is Graphviz's default. Left to right, nodes and
        // labels stack across the ranks: closer rows keep the page short.
        let across = direction == .leftToRight ? "  rankdir=LR;\n  nodesep=0.15;\n" : ""
        var out = """
            digraph flowgraph {
            \(across)  compound=true;
              newrank=true;
              fontname="Helvetica";
              node [fontname="Helvetica", fontsize=11];
              edge [fontname="Helvetica", fontsize=9];

            """
        if !scene.entries.isEmpty {
            out += "  \"start\" [shape=point, width=0.18, color=\"#000000\", tooltip=\"app start\"];\n"
        }
        // Each line is appended piece by piece into one buffer sized for
        // the whole drawing: built as an interpolated string first and then
        // appended, every line was made and grown twice.
        out.reserveCapacity(160 * (scene.clusters.reduce(0) { $0 + $1.nodes.count } + scene.edges.count))
        for cluster in scene.clusters {
            out += "\n  subgraph "
            appendQuoted("cluster_" + cluster.id, to: &out)
            out += " {\n    label="
            appendQuoted(cluster.title, to: &out)
            out +=
                cluster.isFaded
                ? ";\n    style=\"rounded,dashed\"; color=\"#bbbbbb\"; fontcolor=\"#999999\";\n"
                : ";\n    style=\"rounded\"; color=\"#34495e\"; fontcolor=\"#000000\";\n"
            for node in cluster.nodes {
                out += "    "
                appendQuoted(node.id, to: &out)
                if case .tabBar(let tabs, let selected) = node.shape {
                    let table = tabBarTable(title: node.label, tabs: tabs, selected: selected, faded: node.isFaded)
                    out += " [label=<" + table + ">, "
                } else {
                    out += " [label="
                    appendQuoted(node.label, to: &out)
                    out += ", "
                }
                out += attributes(of: node)
                out += "];\n"
            }
            out += "  }\n"
        }
        out += "\n"
        for entry in scene.entries {
            out += "  \"start\" -> "
            appendQuoted(entry.target, to: &out)
            out += " ["
            if let label = entry.label {
                out += showsLabels ? "label=" : "tooltip="
                appendQuoted(label, to: &out)
                out += ", "
            }
            out += "color=\"#000000\", penwidth=1.5, arrowhead=normal];\n"
        }
        for edge in scene.edges {
            out += "  "
            appendQuoted(edge.from, to: &out)
            if let port = edge.tailPort {
                out += ":"
                appendQuoted(port, to: &out)
            }
            out += " -> "
            appendQuoted(edge.to, to: &out)
            out += showsLabels ? " [label=" : " [tooltip="
            appendQuoted(edge.label, to: &out)
            out += ", "
            out += attributes(of: edge.kind, faded: edge.isFaded)
            if let head = edge.headCluster {
                out += ", lhead="
                appendQuoted("cluster_" + head, to: &out)
            }
            out += "];\n"
        }
        return out + "}\n"
    }

    func attributes(of node: GraphScene.SceneNode) -> String {
        let shape: String
        switch node.shape {
        case .screen:
            shape = "shape=box, style=\"rounded\(node.isFaded ? ",dashed" : "")\""
        case .flowNode:
            shape =
                "shape=component, style=\"filled\(node.isFaded ? ",dashed" : "")\", "
                + "fillcolor=\"\(node.isFaded ? "#f7f7f7" : "#eaf2fb")\""
        case .exit:
            shape =
                "shape=cds, style=\"filled\(node.isFaded ? ",dashed" : "")\", "
                + "fillcolor=\"\(node.isFaded ? "#f7f7f7" : "#d5f5e3")\""
        case .sharedAnchor:
            shape = "shape=box, style=\"rounded,dashed,filled\", fillcolor=\"#f4f6f6\", fontsize=10"
        case .tabBar:
            // The table draws the bar; the node itself is only its frame.
            return "shape=none, margin=0"
        }
        let ink: String
        switch node.shape {
        case _ where node.isFaded: ink = "#bbbbbb"
        case .exit: ink = "#1e8449"
        case .sharedAnchor: ink = "#7f8c8d"
        default: ink = "#000000"
        }
        let text = node.isFaded ? "#999999" : "#000000"
        return shape + ", color=\"\(ink)\", fontcolor=\"\(text)\""
    }

    /// Colour, line style and arrowhead of each kind (see docs/GRAPH.md).
    func attributes(of kind: EdgeKind, faded: Bool) -> String {
        let color: String, style: String, arrowhead: String
        switch kind {
        case .push: (color, style, arrowhead) = ("#1f4e9c", "solid", "normal")
        case .modal(let modalStyle, let bare):
            color = bare ? "#d35400" : "#8e44ad"
            style = "bold"
            switch modalStyle {
            case .sheet: arrowhead = "empty"
            case .fullscreen: arrowhead = "box"
            case .popover: arrowhead = "odiamond"
            }
        case .replace: (color, style, arrowhead) = ("#c0392b", "bold", "teenormal")
        case .finish: (color, style, arrowhead) = ("#1e8449", "solid", "normal")
        case .system: (color, style, arrowhead) = ("#7f8c8d", "dotted", "onormal")
        case .pop: (color, style, arrowhead) = ("#1f4e9c", "dashed", "vee")
        case .startsFlow: (color, style, arrowhead) = ("#555555", "dashed", "normal")
        case .entry: (color, style, arrowhead) = ("#000000", "solid", "normal")
        }
        let ink = faded ? "#cccccc" : color
        let text = faded ? "#aaaaaa" : (kind == .system ? "#7f8c8d" : "#000000")
        return "color=\"\(ink)\", fontcolor=\"\(text)\", style=\"\(style)\", arrowhead=\(arrowhead)"
    }

    /// Appends `text` to `out` as a DOT double-quoted string. Backslashes
    /// are doubled so that Graphviz's own escapes (`\N`, `\l`, ...) never
    /// fire on user text; newlines become `\n` (a centred line break);
    /// other control characters become spaces.
    /// `<>{}|` need no escape: no record labels are used, and the one HTML
    /// label (a tab bar's) is escaped by `htmlEscaped`. `&` is
    /// written `&amp;`: Graphviz decodes entities (`&lt;`, `&#945;`) even in
    /// plain labels, so text the author typed as `&amp;` would lose it.
    func appendQuoted(_ text: String, to out: inout String) {
        out += "\""
        defer { out += "\"" }
        // Names and most labels need no escape: copied whole, rather than
        // quoted scalar by scalar.
        if text.utf8.allSatisfy(Self.isPlain) {
            out += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "&": out += "&amp;"
            case "\n", "\u{2028}", "\u{2029}", "\u{85}": out += "\\n"
            case "\r": continue
            default:
                if scalar.isControl { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
    }

    /// Printable ASCII that a DOT string holds as it is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
            && byte != UInt8(ascii: "&")
    }
}
