import FlowDiagnostics
import FlowModel
import FlowYAML

/// The flow-level keys of format 2: `start` as a list of alternatives, the
/// flow's own `on`, `ignore`, and the checks a tabs node needs its flow for.
extension FlowDecoder {
    static let startAlternativeKeys = ["node", "when"]

    /// `start: [Home, { when: {...}, node: Welcome }]`.
    static func decodeStartAlternatives(_ value: NodeID, _ c: inout DecodingContext) -> [StartAlternative] {
        let tree = c.tree
        let items = tree.eachItem(value)
        if items.isEmpty {
            c.schema("'start' is an empty list; give at least one node", at: value)
            return []
        }
        var result: [StartAlternative] = []
        for item in items {
            switch tree.kind(item) {
            case .mapping:
                // `nod:` suggested as `node` already says what is missing.
                var node: Located?, when: [Condition]?, hasNode = false, misspeltNode = false
                for (key, v) in tree.eachPair(item) {
                    guard c.isScalarKey(key) else { continue }
                    if tree.scalar(key, equals: "node") {
                        hasNode = true
                        node = c.identifier(v, what: "a start node").map { Located($0, at: tree.location(v)) }
                    } else if tree.scalar(key, equals: "when") {
                        when = TransitionDecoder.decodeWhen(v, &c)
                    } else if !c.isExtensionKey(key) {
                        let suggested = c.unknownKey(key, in: .startAlternative, allowed: startAlternativeKeys)
                        misspeltNode = misspeltNode || suggested == ["node"]
                    }
                }
                if !hasNode, !misspeltNode {
                    c.schema(
                        "a start alternative needs 'node', such as { when: { signedIn: \"true\" }, node: Home }",
                        at: item)
                }
                if let node { result.append(StartAlternative(node, when: when, at: tree.location(item))) }
            case .sequence:
                c.schema("start alternatives do not nest: write each node as an item of the one list", at: item)
            default:
                if let name = c.identifier(item, what: "a start node") {
                    let here = tree.location(item)
                    result.append(StartAlternative(Located(name, at: here), at: here))
                }
            }
        }
        return result
    }

    /// The flow's own `on`, decoded as a node's is, into an array of its own.
    static func decodeFlowHandlers(_ value: NodeID, _ c: inout DecodingContext) -> [Handler] {
        let nodeHandlers = c.handlers
        let wasPartial = c.nodeIsPartial
        c.handlers = []
        c.nodeIsPartial = false
        NodeDecoder.decodeHandlers(value, c.tree, &c)
        let flowHandlers = c.handlers
        if c.nodeIsPartial { c.gaps.insert(.flowHandlers) }
        c.handlers = nodeHandlers
        c.nodeIsPartial = wasPartial
        return flowHandlers
    }

    /// `ignore: [dead-end, ...]`: warning rules only.
    static func decodeIgnore(_ value: NodeID, _ c: inout DecodingContext) -> [Located] {
        let tree = c.tree
        if tree.isNull(value) { return [] }
        guard tree.kind(value) == .sequence else {
            c.schema(
                "'ignore' must be a list of warning rules, such as [dead-end]; found \(c.describe(value))", at: value)
            return []
        }
        var result: [Located] = []
        for item in tree.eachItem(value) {
            guard tree.kind(item) == .scalar, !tree.isNothing(item), let name = tree.string(item) else {
                c.schema("an entry of 'ignore' must be a rule's id, found \(c.describe(item))", at: item)
                continue
            }
            let rule = RuleID(name)
            if RuleID.warningRules.contains(rule) {
                if let first = result.first(where: { $0.name == name }) {
                    c.schema(
                        "'\(name)' is listed twice in 'ignore'", at: item,
                        notes: [Note("'\(name)' first listed here", at: first.location)])
                } else {
                    result.append(Located(name, at: tree.location(item)))
                }
            } else if RuleID.errorRules.contains(rule) {
                c.schema("'\(name)' reports errors, which cannot be ignored: only warnings can", at: item)
            } else {
                let names = RuleID.warningRules.map(\.rawValue)
                if let suggestion = Suggestions.closest(to: name, in: names) {
                    c.schema(
                        "unknown rule '\(name)' in 'ignore' (did you mean '\(suggestion)'?)", at: item,
                        fixIt: FixIt(replace: tree.location(item), with: suggestion))
                } else {
                    c.schema(
                        "unknown rule '\(name)' in 'ignore'; warnings are \(names.map { "'\($0)'" }.joined(separator: ", "))",
                        at: item)
                }
            }
        }
        return result
    }

    /// A tabs node may not name its own flow, nor one flow twice.
    static func checkTabs(of flow: Flow, _ c: inout DecodingContext) {
        for node in flow.nodes {
            guard let tabs = node.tabs else { continue }
            for (position, tab) in tabs.enumerated() {
                if tab.name == flow.name {
                    c.report(
                        .error(
                            "schema",
                            "tabs node '\(node.name)' names its own flow '\(flow.name)' as a tab: a flow cannot be its own tab",
                            at: tab.location))
                } else if let first = tabs[..<position].first(where: { $0.name == tab.name }) {
                    c.report(
                        .error(
                            "schema", "tabs node '\(node.name)' names flow '\(tab.name)' twice", at: tab.location,
                            notes: [Note("'\(tab.name)' first named here", at: first.location)]))
                }
            }
        }
    }
}
