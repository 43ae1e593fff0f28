import FlowDiagnostics
import FlowModel
import FlowYAML

/// Decodes `screens`: each entry a screen or a flow node, with its `on`.
enum NodeDecoder {
    static let nodeKeys = [
        "on", "flow", "description", "tabs", "selected", "start", "ignore", "inputs", "outputs",
    ]

    static func decodeScreens(_ value: NodeID, _ c: inout DecodingContext) -> [Node] {
        let tree = c.tree
        guard tree.kind(value) == .mapping else {
            c.schema("'screens' must be a mapping of node names to nodes; found \(c.describe(value))", at: value)
            c.gaps.insert(.screens)
            return []
        }
        let pairs = tree.eachPair(value)
        if pairs.isEmpty { c.schema("'screens' must hold at least one node", at: value) }
        var nodes: [Node] = []
        nodes.reserveCapacity(tree.writtenPairCount(value))
        c.handlers.reserveCapacity(c.handlers.count + handlerCapacity(pairs, tree))
        for (key, body) in pairs {
            // A badly named node is still decoded so its own problems show too.
            if let name = c.identifier(key, what: "a node name", skippingExtensionKeys: true) {
                // Made here from its parts: a Node returned whole is copied
                // on its way into the array.
                c.nodeGaps = []
                let parts = decodeNode(name, key: key, body: body, tree, &c)
                if c.nodeHasExtras {
                    var extras = c.takeNodeExtras()
                    extras.childFlow = parts.childFlow
                    extras.description = parts.description
                    nodes.append(
                        Node(
                            name, at: tree.location(key), details: extras, handlerList: parts.handlers,
                            gaps: c.nodeGaps))
                } else {
                    nodes.append(
                        Node(
                            name, at: tree.location(key), childFlow: parts.childFlow,
                            description: parts.description, handlerList: parts.handlers,
                            gaps: c.nodeGaps))
                }
            } else if !c.isExtensionKey(key) {
                c.gaps.insert(.screens)
                // A merge key's mapping is not a node: its error is said.
                if c.isMergeKey(key) { continue }
                let kept = c.handlers.count
                _ = decodeNode(tree.string(key) ?? "?", key: key, body: body, tree, &c)
                c.handlers.removeSubrange(kept...)
                _ = c.takeNodeExtras()
            }
        }
        return nodes
    }

    /// How many handlers the nodes of `pairs` write at most, so that the
    /// flow's shared array is allocated once at the size it ends with: an
    /// array grown by doubling would keep up to half its room unused.
    static func handlerCapacity(_ pairs: MappingPairs, _ tree: YAMLTree) -> Int {
        var total = 0
        // Every mapping in a node body is counted, not only `on`: an upper
        // bound is enough, and comparing each key with "on" costs more than
        // the odd extension mapping reserves.
        for (_, body) in pairs {
            tree.forEachPair(body) { _, value in total += tree.writtenPairCount(value) }
        }
        return total
    }

    /// The parts of a node beyond its name and place (what did not decode
    /// is `c.nodeGaps`).
    typealias NodeParts = (childFlow: Located?, description: String?, handlers: HandlerList)

    /// `tree` is `c.tree`, handed down by the caller: a copy taken from
    /// `c` here would cost a retain and a release per node (as it would in
    /// `decodeHandlers`).
    static func decodeNode(
        _ name: String, key: NodeID, body: NodeID, _ tree: YAMLTree,
        _ c: inout DecodingContext
    ) -> NodeParts {
        let none = HandlerList(pendingFrom: c.handlers.count, count: 0)
        // A mapping is asked for first: it is never null, and nearly every
        // body is one.
        guard tree.kind(body) == .mapping else {
            if tree.isNull(body) { return (nil, nil, none) }
            c.schema(
                "node '\(name)' must be a mapping with 'on', 'flow' or 'description'; found \(c.describe(body))",
                at: body)
            c.nodeIsPartial = true
            return (nil, nil, none)
        }
        // The parts are gathered first and the Node made once at the end:
        // a Node mutated field by field is copied whole on its way out.
        // The handlers go straight into the flow's shared array.
        var handlers = none, childFlow: Located?, description: String?
        tree.forEachPair(body) { k, v in
            guard c.isScalarKey(k) else {
                c.nodeIsPartial = true
                return
            }
            if tree.scalar(k, equals: "on") {
                let first = c.handlers.count
                decodeHandlers(v, tree, &c)
                handlers = HandlerList(pendingFrom: first, count: c.handlers.count - first)
            } else if tree.scalar(k, equals: "flow") {
                if let child = c.identifier(v, what: "the child flow's name") {
                    childFlow = Located(child, at: tree.location(v))
                } else {
                    c.nodeGaps.insert(.childFlow)
                }
            } else if tree.scalar(k, equals: "description") {
                description = c.text(v, what: "'description'")
            } else if decodeFormat2Key(k, v, node: name, tree, &c) {
                return
            } else if !c.isExtensionKey(k) {
                // A misspelt `on` leaves what the node does unknown, a misspelt
                // `flow` what it starts; a key close to neither hides nothing,
                // unless it holds a transition (an outcome outside `on`).
                let meant = c.unknownKey(
                    k, in: .node(name), allowed: nodeKeys, hint: misplacedHint(name, key: k, value: v, tree))
                c.nodeGaps.formUnion(gaps(standingFor: meant))
                if meant.isEmpty, looksLikeNode(v, tree), let written = tree.string(k) {
                    c.misplacedNodes.append(Located(written, at: tree.location(k)))
                }
                if meant.isEmpty, looksLikeTransition(v, tree) { c.nodeGaps.insert(.outcomes) }
            }
        }
        if c.nodeHasExtras { checkFormat2Keys(node: name, childFlow: childFlow, body: body, &c) }
        return (childFlow, description, handlers)
    }

    /// Appends the handlers of `on` to the flow's shared array; marks what
    /// of the node is unknown when some did not decode far enough to name
    /// their outcome.
    static func decodeHandlers(_ value: NodeID, _ tree: YAMLTree, _ c: inout DecodingContext) {
        guard tree.kind(value) == .mapping else {
            if tree.isNull(value) { return }
            c.schema("'on' must be a mapping of outcomes to transitions; found \(c.describe(value))", at: value)
            c.nodeGaps.formUnion([.transitions, .outcomes])
            return
        }
        tree.forEachPair(value) { key, spec in
            guard let outcome = c.identifier(key, what: "an outcome", skippingExtensionKeys: true) else {
                // One outcome lost, not the node's whole `on`: only the
                // node's own checks need it.
                if !c.isExtensionKey(key) { c.nodeGaps.insert(.outcomes) }
                return
            }
            let location = tree.location(key)
            if tree.kind(spec) == .sequence {
                let items = tree.eachItem(spec)
                if items.isEmpty {
                    c.schema(
                        "the list of alternatives for '\(outcome)' is empty; give at least one transition", at: spec)
                    return
                }
                var alternatives: [Alternative] = []
                alternatives.reserveCapacity(items.count)
                for item in items {
                    if tree.kind(item) == .sequence {
                        c.schema("lists of alternatives do not nest", at: item)
                    } else if let alternative = TransitionDecoder.decode(item, outcome: outcome, &c) {
                        alternatives.append(alternative)
                    }
                }
                c.handlers.append(
                    Handler(outcome, at: location, alternatives: Alternatives(alternatives), isList: true))
            } else if let (kind, target) = TransitionDecoder.decodeSimpleScalar(spec, &c) {
                // The common case, made in place: no Optional<Alternative>
                // handed back through `decode` and copied on the way.
                let here = tree.location(spec)
                c.handlers.append(Handler(outcome, at: location, single: Transition(kind, target, at: here)))
            } else {
                // A transition that did not decode (a schema error) still
                // records that the outcome is handled, so the rules do not
                // report it again as unhandled or as a dead end.
                let alternatives = Alternatives(atMostOne: TransitionDecoder.decode(spec, outcome: outcome, &c))
                c.handlers.append(Handler(outcome, at: location, alternatives: alternatives, isList: false))
            }
        }
    }

    /// What a node lacks when an unknown key of it may stand for `keys`.
    static func gaps(standingFor keys: [String]) -> NodeGaps {
        var gaps: NodeGaps = []
        for key in keys {
            switch key {
            case "on": gaps.formUnion([.transitions, .outcomes])
            case "flow", "tabs": gaps.insert(.childFlow)
            case "inputs", "outputs": gaps.insert(.data)
            default: break
            }
        }
        return gaps
    }

    /// Why a node may hold a key it cannot have, for the two slips of
    /// indentation that cause it: `on:` written level with its screen (so
    /// it became a node named `on`), and outcomes written without `on:`.
    static func misplacedHint(_ node: String, key: NodeID, value: NodeID, _ tree: YAMLTree) -> String? {
        if nodeKeys.contains(node) {
            return "a node named '\(node)': is '\(node):' indented too little, level with its screen?"
        }
        if looksLikeNode(value, tree), let name = tree.string(key) {
            return
                "is '\(name)' indented one level too deep? It reads like a node, and nodes go directly under 'screens:'"
        }
        return looksLikeTransition(value, tree) ? "outcomes go under 'on:'" : nil
    }

    /// A mapping whose keys include one that only a node has (`on`,
    /// `flow`, `tabs`): a node written where a node's key was expected.
    static func looksLikeNode(_ value: NodeID, _ tree: YAMLTree) -> Bool {
        guard tree.kind(value) == .mapping else { return false }
        return tree.eachPair(value).contains { key, _ in
            tree.scalar(key, equals: "on") || tree.scalar(key, equals: "flow") || tree.scalar(key, equals: "tabs")
        }
    }

    /// A scalar whose first word is a transition kind, or a mapping with a
    /// kind among its keys.
    static func looksLikeTransition(_ value: NodeID, _ tree: YAMLTree) -> Bool {
        switch tree.kind(value) {
        case .scalar:
            guard let text = tree.string(value), let word = text.split(separator: " ").first else { return false }
            return TransitionKind(rawValue: String(word)) != nil
        case .mapping:
            return tree.eachPair(value).contains { key, _ in
                tree.string(key).flatMap(TransitionKind.init(rawValue:)) != nil
            }
        default:
            return false
        }
    }
}
