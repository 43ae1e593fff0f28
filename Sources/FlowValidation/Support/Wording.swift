import FlowModel

/// Shared phrasing so every rule names things the same way.
enum Wording {
    /// `'a', 'b' and 'c'`, cut short with "and N more" past `limit` names.
    static func quoted(_ names: [String], limit: Int = 6) -> String {
        let shown = names.prefix(limit).map { "'\($0)'" }
        if names.count > limit { return shown.joined(separator: ", ") + " and \(names.count - limit) more" }
        if shown.count <= 1 { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }

    /// `'A' → 'B' → 'A'`: a cycle through `names`, back to the first, with
    /// the middle of a long one left out.
    static func chain(_ names: [String], limit: Int = 8) -> String {
        let quoted = names.map { "'\($0)'" }
        let shown = quoted.count > limit ? quoted.prefix(limit - 1) + ["… \(quoted.count - limit + 1) more"] : quoted[...]
        return (shown + [quoted[0]]).joined(separator: " → ")
    }

    /// "screen 'X'" or "flow node 'X'".
    static func describe(_ node: Node) -> String {
        node.isFlowNode ? "flow node '\(node.name)'" : "screen '\(node.name)'"
    }

    static func plural(_ count: Int, _ word: String) -> String {
        count == 1 ? word : word + "s"
    }
}
