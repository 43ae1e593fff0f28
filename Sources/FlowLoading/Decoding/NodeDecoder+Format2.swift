import FlowDiagnostics
import FlowModel
import FlowYAML

/// A node's format-2 keys: `tabs` and `selected` (a tabs node), `start`
/// (where a flow node's child starts) and `ignore`.
extension NodeDecoder {
    /// Decodes `key` into `c.nodeExtras` when it is one of them.
    static func decodeFormat2Key(
        _ key: NodeID, _ value: NodeID, node: String, _ tree: YAMLTree, _ c: inout DecodingContext
    ) -> Bool {
        if tree.scalar(key, equals: "tabs") {
            let tabs = decodeTabs(value, node: node, &c)
            c.editNodeExtras { $0.tabs = tabs }
        } else if tree.scalar(key, equals: "selected") {
            let selected = c.identifier(value, what: "'selected'").map { Located($0, at: tree.location(value)) }
            c.editNodeExtras { if let selected { $0.selectedTab = selected } }
        } else if tree.scalar(key, equals: "start") {
            var start: Located?
            if tree.kind(value) == .sequence {
                c.schema(
                    "a flow node's 'start' is one node of its child flow, not a list: alternatives belong in the child flow's own 'start'",
                    at: value)
                c.nodeIsPartial = true
            } else if let name = c.identifier(value, what: "'start'") {
                start = Located(name, at: tree.location(value))
            }
            c.editNodeExtras { if let start { $0.childStart = start } }
        } else if tree.scalar(key, equals: "ignore") {
            let ignore = FlowDecoder.decodeIgnore(value, &c)
            c.editNodeExtras { $0.ignore = ignore }
        } else if tree.scalar(key, equals: "inputs") {
            let before = c.dataProblems
            let inputs = ValueDecoder.decodeValues(value, what: "'inputs'", &c)
            if c.dataProblems > before { c.nodeGaps.insert(.data) }
            c.editNodeExtras { $0.inputs = inputs }
        } else if tree.scalar(key, equals: "outputs") {
            let before = c.dataProblems
            let outputs = ValueDecoder.decodeOutputs(value, node: node, &c)
            if c.dataProblems > before { c.nodeGaps.insert(.data) }
            c.editNodeExtras { $0.outputs = outputs }
        } else {
            return false
        }
        return true
    }

    /// `tabs: [Feed, Search]`: at least one flow.
    static func decodeTabs(_ value: NodeID, node: String, _ c: inout DecodingContext) -> [Located] {
        let tree = c.tree
        guard tree.kind(value) == .sequence else {
            c.schema(
                "'tabs' must be a list of flows, one per tab, such as [Feed, Search]; found \(c.describe(value))",
                at: value)
            c.nodeIsPartial = true
            return []
        }
        let items = tree.eachItem(value)
        if items.isEmpty { c.schema("tabs node '\(node)' has no tabs: name at least one flow", at: value) }
        var tabs: [Located] = []
        for item in items {
            if let name = c.identifier(item, what: "a tab's flow") {
                tabs.append(Located(name, at: tree.location(item)))
            } else {
                c.nodeIsPartial = true
            }
        }
        return tabs
    }

    /// What the format-2 keys of one node say together.
    static func checkFormat2Keys(
        node: String, childFlow: Located?, body: NodeID, _ c: inout DecodingContext
    ) {
        // The parts read, not the whole of `c.nodeExtras` copied.
        let tabs = c.nodeExtras.tabs, selectedTab = c.nodeExtras.selectedTab
        let hasInputs = !c.nodeExtras.inputs.isEmpty, hasOutputs = !c.nodeExtras.outputs.isEmpty
        let hasChildStart = c.nodeExtras.childStart != nil
        let tree = c.tree
        let keyOf = { (name: String) -> NodeID in
            tree.eachPair(body).first { tree.string($0.key) == name }?.key ?? body
        }
        if let tabs {
            if childFlow != nil {
                c.schema(
                    "node '\(node)' has both 'flow' and 'tabs': a flow node starts one flow, a tabs node one per tab; keep one",
                    at: keyOf("tabs"))
                c.nodeIsPartial = true
            }
            if let selected = selectedTab, !tabs.isEmpty, !tabs.contains(where: { $0.name == selected.name }) {
                var message: MessageText =
                    "'selected' names '\(selected.name)', which is not one of the tabs of '\(node)'"
                let suggestion = Suggestions.closest(to: selected.name, in: tabs.map(\.name))
                if let suggestion {
                    message.append(" (did you mean '\(suggestion)'?)")
                } else {
                    message.append("; its tabs are \(tabs.map { "'\($0.name)'" }.joined(separator: ", "))")
                }
                c.report(
                    .error(
                        "schema", message, at: selected.location,
                        fixIt: suggestion.map { FixIt(replace: selected.location, with: $0) }))
            }
        } else if selectedTab != nil {
            c.schema("'selected' applies to a tabs node only; node '\(node)' has no 'tabs'", at: keyOf("selected"))
        }
        let startsFlows = childFlow != nil || tabs != nil
        if startsFlows, hasInputs {
            c.schema(
                "node '\(node)' starts flows, whose own 'inputs' are its inputs: declare them in the child flow",
                at: keyOf("inputs"))
        }
        if startsFlows, hasOutputs {
            c.schema(
                "node '\(node)' starts flows, whose outcomes carry what they declare: give payloads in the child flow's 'outcomes'",
                at: keyOf("outputs"))
        }
        if hasChildStart, childFlow == nil {
            let why =
                tabs != nil
                ? "tabs node '\(node)' starts each tab at its flow's own 'start'"
                : "node '\(node)' has no 'flow'"
            c.schema(
                "'start' on a node applies to a flow node only (the node its child flow starts at); \(why)",
                at: keyOf("start"))
        }
    }
}
