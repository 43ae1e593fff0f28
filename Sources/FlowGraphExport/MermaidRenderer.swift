/// Writes a scene as a Mermaid flowchart: one `subgraph` per flow. Ids are
/// the scene's own (`f3_n7`: letters, digits and `_` only, never a Mermaid
/// keyword such as `end`); every label is quoted and escaped.
struct MermaidRenderer {
    var showsLabels = true
    var direction = LayoutDirection.topToBottom

    func render(_ scene: GraphScene) -> String {
        var out = "flowchart \(direction.rawValue)\n"
        if !scene.entries.isEmpty { out += "  start((\"start\"))\n" }
        // Every node is declared inside its subgraph before any edge: Mermaid
        // puts a node in the subgraph where it first appears.
        for cluster in scene.clusters {
            out += "  subgraph \(cluster.id)[\(quoted(cluster.title))]\n"
            for node in cluster.nodes {
                out += "    \(node.id)\(shaped(node))\n"
            }
            out += "  end\n"
        }
        var links: [(line: String, look: LinkLook)] = []
        for entry in scene.entries {
            let arrow = entry.label.map { showsLabels ? "-->|\(quoted($0))|" : "-->" } ?? "-->"
            links.append(("start \(arrow) \(entry.target)", look(of: .entry, faded: false)))
        }
        for edge in scene.edges {
            let look = look(of: edge.kind, faded: edge.isFaded)
            // Mermaid can point an edge at a subgraph: the whole child flow.
            let to = edge.headCluster ?? edge.to
            let label = showsLabels && !edge.label.isEmpty ? "|\(quoted(edge.label))|" : ""
            links.append(("\(edge.from) \(look.arrow)\(label) \(to)", look))
        }
        out += links.map { "  " + $0.line + "\n" }.joined()
        out += classes(of: scene)
        out += linkStyles(links.map(\.look))
        return out
    }

    private func shaped(_ node: GraphScene.SceneNode) -> String {
        let label = quoted(node.label)
        switch node.shape {
        case .screen: return "(\(label))"
        case .flowNode: return "[[\(label)]]"
        case .exit: return ">\(label)]"
        case .sharedAnchor: return "([\(label)])"
        case .tabBar(let tabs, let selected):
            // Mermaid has no table: the tabs are listed under the title.
            let names = tabs.enumerated().map { $0.offset == selected ? $0.element + " (selected)" : $0.element }
            return "[\(quoted(node.label + "\ntabs: " + names.joined(separator: " | ")))]"
        }
    }

    private func classes(of scene: GraphScene) -> String {
        var out = """
              classDef flowNode fill:#eaf2fb,stroke:#000000
              classDef exit fill:#d5f5e3,stroke:#1e8449
              classDef startPoint fill:#000000,stroke:#000000,color:#ffffff
              classDef faded fill:#f7f7f7,stroke:#bbbbbb,color:#999999,stroke-dasharray:4 3

            """
        let nodes = scene.clusters.flatMap(\.nodes)
        let anchors = nodes.filter { $0.shape == .sharedAnchor }.map(\.id)
        let tabBars = nodes.filter { if case .tabBar = $0.shape { true } else { false } }.map(\.id)
        // Declared only when used, so that a project without them reads as before.
        if !anchors.isEmpty { out += "  classDef shared fill:#f4f6f6,stroke:#7f8c8d,stroke-dasharray:4 3\n" }
        if !tabBars.isEmpty { out += "  classDef tabBar fill:#fdf2e9,stroke:#000000\n" }
        func assign(_ ids: [String], _ name: String) {
            if !ids.isEmpty { out += "  class \(ids.joined(separator: ",")) \(name)\n" }
        }
        if !scene.entries.isEmpty { assign(["start"], "startPoint") }
        assign(nodes.filter { $0.shape == .flowNode }.map(\.id), "flowNode")
        assign(nodes.filter { $0.shape == .exit }.map(\.id), "exit")
        assign(anchors, "shared")
        assign(tabBars, "tabBar")
        // Last, so that faded wins over the kind's colours.
        assign(nodes.filter(\.isFaded).map(\.id), "faded")
        for cluster in scene.clusters where cluster.isFaded {
            out += "  style \(cluster.id) fill:#fbfbfb,stroke:#bbbbbb,color:#999999,stroke-dasharray:5 5\n"
        }
        return out
    }

    /// `linkStyle` addresses links by position; links that look alike share
    /// one line, in order of first appearance.
    private func linkStyles(_ looks: [LinkLook]) -> String {
        var order: [String] = []
        var indices: [String: [Int]] = [:]
        for (index, look) in looks.enumerated() {
            if indices[look.style] == nil { order.append(look.style) }
            indices[look.style, default: []].append(index)
        }
        return order.map { style in
            "  linkStyle \(indices[style]!.map(String.init).joined(separator: ",")) \(style)\n"
        }.joined()
    }

    struct LinkLook {
        var arrow: String
        var style: String
    }

    /// Mermaid has few arrowheads: line (thin, thick, dotted), head (arrow or
    /// circle) and colour carry the kind, the label repeats it in words.
    private func look(of kind: EdgeKind, faded: Bool) -> LinkLook {
        let arrow: String, color: String
        var width = "1.5px"
        switch kind {
        case .push: (arrow, color) = ("-->", "#1f4e9c")
        case .modal(let modalStyle, let bare):
            color = bare ? "#d35400" : "#8e44ad"
            switch modalStyle {
            case .sheet: (arrow, width) = ("==>", "3px")
            case .fullscreen: (arrow, width) = ("==>", "5px")
            case .popover: (arrow, width) = ("==o", "3px")
            }
        case .replace: (arrow, color, width) = ("-->", "#c0392b", "3px")
        case .finish: (arrow, color) = ("-->", "#1e8449")
        case .system: (arrow, color) = ("-.->", "#7f8c8d")
        case .pop: (arrow, color) = ("-.->", "#1f4e9c")
        case .startsFlow: (arrow, color) = ("-.->", "#555555")
        case .entry: (arrow, color, width) = ("-->", "#000000", "2px")
        }
        let stroke = faded ? "#cccccc" : color
        let text = faded ? "#aaaaaa" : "#000000"
        return LinkLook(arrow: arrow, style: "stroke:\(stroke),stroke-width:\(width),color:\(text)")
    }

    /// A Mermaid quoted label. Anything that could end the string, start an
    /// entity, a comment (`%%`), a Markdown string (a backtick) or HTML is
    /// written as a numeric entity (`#60;`), which Mermaid decodes for
    /// display; newlines become `<br/>`.
    func quoted(_ text: String) -> String {
        // Before parsing, Mermaid cuts the last character of any line where
        // `style` or `classDef` is followed by a colon and later `#...;`
        // (its `encodeEntities`), which broke the last entity of such a
        // label: there, the colon is an entity too.
        let colonAsEntity = text.contains("style") || text.contains("classDef")
        // Most names and labels need no entity: copied whole.
        if text.utf8.allSatisfy({ Self.isPlain($0) && !(colonAsEntity && $0 == UInt8(ascii: ":")) }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            if colonAsEntity && scalar == ":" {
                out += "#58;"
                continue
            }
            if scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}" {
                out += "<br/>"
            } else if scalar == "\r" {
                continue
            } else if scalar.isControl {
                out += " "
            } else if scalar.isASCII && !Self.isPlain(UInt8(scalar.value)) {
                out += "#\(scalar.value);"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// ASCII that means nothing inside a quoted Mermaid label: letters,
    /// digits and some punctuation.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            plainPunctuation.contains(byte)
        }
    }

    /// ASCII punctuation that means nothing inside a quoted Mermaid label.
    private static let plainPunctuation: Set<UInt8> = Set(" _.,:=/!?'+*-@$^~".utf8)
}
