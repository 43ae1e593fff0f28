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

extension Node {
    /// Whether some outcome's transitions all failed to decode: what the
    /// node really does is unknown until that `schema` error is fixed.
    var hasBrokenHandler: Bool { handlers.contains { $0.alternatives.isEmpty } }
}

extension Flow {
    /// Whether some node has a broken handler; the graph warnings skip such
    /// a flow rather than guess (the broken one may be its only `finish`).
    var hasBrokenHandler: Bool { nodes.contains { $0.hasBrokenHandler } }

    /// The outcomes of every `finish` on a reachable node, shadowed
    /// alternatives included.
    func finishedOutcomes(reachable: [Bool]) -> Set<String> {
        var outcomes = Set<String>()
        for (index, node) in nodes.enumerated() where reachable[index] {
            for handler in node.handlers {
                for alternative in handler.alternatives where alternative.transition.kind == .finish {
                    if let outcome = alternative.transition.target { outcomes.insert(outcome) }
                }
            }
        }
        return outcomes
    }
}
