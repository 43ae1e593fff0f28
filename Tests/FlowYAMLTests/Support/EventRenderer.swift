@testable import FlowYAML

/// Replays a `YAMLTree` as the yaml-test-suite's event notation (`test.event`),
/// so the tree can be compared with what a conforming parser must emit.
///
/// Lives in the test target: nothing in the product needs the notation, and
/// keeping it here keeps FlowYAML small for the performance work.
enum EventRenderer {
    /// One event per element, without trailing newlines. Only complete
    /// documents are rendered; a tree with an error has no closing `-STR`
    /// counterpart in the suite, so callers compare error cases differently.
    static func events(of tree: YAMLTree) -> [String] {
        var lines = ["+STR"]
        for document in tree.documents {
            lines.append(document.explicitStart ? "+DOC ---" : "+DOC")
            if let root = document.root { appendNode(root, of: tree, to: &lines) }
            lines.append(document.explicitEnd ? "-DOC ..." : "-DOC")
        }
        lines.append("-STR")
        return lines
    }

    /// Walks the tree with an explicit stack, because a suite case (or a
    /// hostile test input) may nest deeper than the test thread's stack allows.
    private static func appendNode(_ root: NodeID, of tree: YAMLTree, to lines: inout [String]) {
        enum Step {
            case enter(NodeID)
            case leave(String)
        }
        var steps: [Step] = [.enter(root)]
        while let step = steps.popLast() {
            switch step {
            case .leave(let line):
                lines.append(line)
            case .enter(let id):
                switch tree.rawKind(id) {
                case .alias:
                    let name = tree.aliasTarget(id).flatMap { tree.anchor($0) } ?? "?"
                    lines.append("=ALI *\(name)")
                case .scalar:
                    lines.append("=VAL" + properties(id, of: tree) + " " + scalarText(id, of: tree))
                case .sequence, .mapping:
                    let isMapping = tree.rawKind(id) == .mapping
                    let flowMarker = tree.isFlowStyle(id) ? (isMapping ? " {}" : " []") : ""
                    lines.append((isMapping ? "+MAP" : "+SEQ") + flowMarker + properties(id, of: tree))
                    steps.append(.leave(isMapping ? "-MAP" : "-SEQ"))
                    for child in tree.rawChildren(id).reversed() { steps.append(.enter(child)) }
                }
            }
        }
    }

    /// ` &anchor <tag>` in the suite's order, each only when present.
    private static func properties(_ id: NodeID, of tree: YAMLTree) -> String {
        var text = ""
        if let anchor = tree.anchor(id) { text += " &\(anchor)" }
        if let tag = tree.tag(id) { text += " <\(tag)>" }
        return text
    }

    /// The style indicator followed by the content, escaped as the suite does.
    private static func scalarText(_ id: NodeID, of tree: YAMLTree) -> String {
        let indicator: UInt8 =
            switch tree.scalarStyle(id) ?? .plain {
            case .plain: UInt8(ascii: ":")
            case .singleQuoted: UInt8(ascii: "'")
            case .doubleQuoted: UInt8(ascii: "\"")
            case .literal: UInt8(ascii: "|")
            case .folded: UInt8(ascii: ">")
            }
        var text: [UInt8] = [indicator]
        for byte in tree.scalarBytes(id) ?? [] {
            switch byte {
            case UInt8(ascii: "\\"): text += Array(#"\\"#.utf8)
            case 0x00: text += Array(#"\0"#.utf8)
            case 0x08: text += Array(#"\b"#.utf8)
            case UInt8(ascii: "\n"): text += Array(#"\n"#.utf8)
            case UInt8(ascii: "\r"): text += Array(#"\r"#.utf8)
            case UInt8(ascii: "\t"): text += Array(#"\t"#.utf8)
            default: text.append(byte)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
