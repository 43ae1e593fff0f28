import FlowDiagnostics
import FlowModel
import FlowYAML

/// Turns one parsed file into flows, collecting every `yaml-syntax`,
/// `duplicate-key` and `schema` problem on the way.
public enum FlowDecoder {
    static let flowKeys = [
        "flow", "entry", "description", "start", "outcomes", "screens", "on", "ignore", "inputs", "links",
    ]

    public static func decode(_ tree: YAMLTree) -> (flows: [Flow], diagnostics: [Diagnostic]) {
        var names = NameTable(forNodes: tree.nodeCount)
        return decode(tree, names: &names)
    }

    /// Decodes the trees of a run of files (see `FileRuns`) in order,
    /// with one name table for all of them, so that a name the files share
    /// (`next`, `done`, a flow's name) is made once for the run rather than
    /// once a file: what `ProjectLoader` does, and so what a tool timing
    /// its stages should do. Each result is the same as `decode(_:)` gives.
    public static func decode(run trees: [YAMLTree]) -> [(flows: [Flow], diagnostics: [Diagnostic])] {
        var nodes = 0
        for tree in trees { nodes += tree.nodeCount }
        var names = NameTable(forNodes: nodes)
        return trees.map { decode($0, names: &names) }
    }

    /// Decodes with `names` holding the names already made, and adds this
    /// file's.
    static func decode(_ tree: YAMLTree, names: inout NameTable) -> (flows: [Flow], diagnostics: [Diagnostic]) {
        // Moved in and back out, never copied: a copy would be a second
        // reference, and the table's first insert would then copy it whole.
        var context = DecodingContext(tree: tree, names: consume names)
        defer { names = context.names }
        var flows: [Flow] = []
        // First, and in file order: past the cap, the problems found later
        // are the ones left out, and these are found before any flow.
        for duplicate in tree.duplicateKeys {
            let name = tree.string(duplicate.duplicate) ?? "?"
            context.report(
                .error(
                    "duplicate-key", "duplicate key '\(name)': only the first one counts; rename or remove this one",
                    at: tree.location(duplicate.duplicate),
                    notes: [Note("'\(name)' first defined here", at: tree.location(duplicate.first))]))
        }
        for document in tree.documents {
            guard let root = document.root, !tree.isNull(root) else { continue }
            if let flow = decodeFlow(root, &context) { flows.append(flow) }
        }
        if let error = tree.error {
            context.diagnostics.append(.error("yaml-syntax", MessageText(error.message), at: error.location))
        }
        if let first = context.firstUnreported {
            context.diagnostics.append(
                .error(
                    "schema",
                    "\(context.unreported) more \(context.unreported == 1 ? "problem" : "problems") in this file \(context.unreported == 1 ? "is" : "are") not shown (nor counted below): fix the \(DecodingContext.maxDiagnostics) shown and run again",
                    at: first))
        }
        return (flows, context.diagnostics)
    }

    static func decodeFlow(_ root: NodeID, _ c: inout DecodingContext) -> Flow? {
        let tree = c.tree
        guard tree.kind(root) == .mapping else {
            c.schema("a flow must be a mapping with 'flow', 'start' and 'screens', found \(c.describe(root))", at: root)
            return nil
        }
        var name: String?, nameNode: NodeID?, entry: Bool?, description: String?
        var start: Located?, outcomes: [Located] = [], nodes: [Node] = [], hasScreens = false
        var startAlternatives: [StartAlternative] = [], flowHandlers: [Handler] = [], ignore: [Located] = []
        var inputs: [ValueDeclaration] = [], payloads: [String: [ValueDeclaration]] = [:], links: [Link] = []
        c.handlers = []
        c.gaps = []
        c.fromOptions = [:]
        c.misplacedNodes = []
        for (key, value) in tree.eachPair(root) {
            guard c.isScalarKey(key) else { continue }
            if tree.scalar(key, equals: "flow") {
                name = c.identifier(value, what: "the flow's name")
                nameNode = value
            } else if tree.scalar(key, equals: "entry") {
                entry = c.boolean(value, what: "'entry'")
            } else if tree.scalar(key, equals: "description") {
                description = c.text(value, what: "'description'")
            } else if tree.scalar(key, equals: "start") {
                if tree.kind(value) == .sequence {
                    startAlternatives = decodeStartAlternatives(value, &c)
                    start = startAlternatives.first?.node
                } else {
                    start = c.identifier(value, what: "'start'").map { Located($0, at: tree.location(value)) }
                }
            } else if tree.scalar(key, equals: "outcomes") {
                if tree.kind(value) == .mapping {
                    let before = c.dataProblems
                    (outcomes, payloads) = ValueDecoder.decodeOutcomeMapping(value, &c)
                    if c.dataProblems > before { c.gaps.insert(.data) }
                } else {
                    outcomes = decodeOutcomes(value, &c)
                }
            } else if tree.scalar(key, equals: "inputs") {
                let before = c.dataProblems
                inputs = ValueDecoder.decodeValues(value, what: "'inputs'", &c)
                if c.dataProblems > before { c.gaps.insert(.data) }
            } else if tree.scalar(key, equals: "links") {
                links = ValueDecoder.decodeLinks(value, &c)
            } else if tree.scalar(key, equals: "screens") {
                hasScreens = true
                nodes = NodeDecoder.decodeScreens(value, &c)
            } else if tree.scalar(key, equals: "on") {
                flowHandlers = decodeFlowHandlers(value, &c)
            } else if tree.scalar(key, equals: "ignore") {
                ignore = decodeIgnore(value, &c)
            } else if !c.isExtensionKey(key) {
                // A misspelt `outcomes`, `screens` or `on` held what the rules
                // that depend on it would need, so they leave the flow alone;
                // a key close to none of them hides nothing.
                let meant = c.unknownKey(key, in: .flow, allowed: flowKeys, hint: nodeKeyHint(key, value: value, tree))
                if NodeDecoder.looksLikeNode(value, tree), let name = tree.string(key) {
                    c.misplacedNodes.append(Located(name, at: tree.location(key)))
                }
                c.gaps.formUnion(Self.gaps(standingFor: meant))
            }
        }
        if nameNode == nil { c.schema("this flow has no 'flow' key naming it", at: root) }
        if start == nil, !tree.eachPair(root).contains(where: { tree.scalar($0.key, equals: "start") }) {
            c.schema("\(Self.subject(name)) has no 'start' key naming its first node", at: nameNode ?? root)
        }
        if !hasScreens {
            c.schema("\(Self.subject(name)) has no 'screens' key", at: nameNode ?? root)
            c.gaps.insert(.screens)
        }
        guard let name, let nameNode else { return nil }
        // A missing or broken start is left empty: the rules then treat it
        // as unknown without reporting it again, and the graph warnings,
        // which walk from the start, leave the flow alone.
        let resolvedStart = start ?? Located("", at: tree.location(nameNode))
        let handlers = c.handlers
        c.handlers = []
        var flow = Flow(
            name, at: tree.location(nameNode), entry: entry, description: description,
            start: resolvedStart, outcomes: outcomes, nodes: consume nodes, sharing: handlers)
        flow.gaps = c.gaps
        flow.startAlternatives = startAlternatives
        flow.flowHandlers = flowHandlers
        flow.ignore = ignore
        flow.inputs = inputs
        flow.payloads = payloads
        flow.links = links
        if !c.fromOptions.isEmpty { flow.fromOptions = c.fromOptions }
        if !c.misplacedNodes.isEmpty { flow.misplacedNodes = c.misplacedNodes }
        if flow.nodes.contains(where: \.isTabsNode) { checkTabs(of: flow, &c) }
        return flow
    }

    /// What a flow lacks when an unknown key may stand for `keys`.
    static func gaps(standingFor keys: [String]) -> DecodingGaps {
        var gaps: DecodingGaps = []
        for key in keys {
            switch key {
            // `outcomes` may carry payloads: a typo of it hides data too.
            case "outcomes": gaps.formUnion([.outcomes, .data])
            case "screens": gaps.insert(.screens)
            case "on": gaps.insert(.flowHandlers)
            case "inputs": gaps.insert(.data)
            default: break
            }
        }
        return gaps
    }

    /// Why a flow may hold a key that belongs to a node: a tab bar written
    /// as if the flow were one.
    static func nodeKeyHint(_ key: NodeID, value: NodeID, _ tree: YAMLTree) -> String? {
        guard let name = tree.string(key) else { return nil }
        if NodeDecoder.looksLikeNode(value, tree) {
            return "is '\(name)' indented one level too little? It reads like a node, and nodes go under 'screens:'"
        }
        guard ["tabs", "tab", "selected"].contains(name) else { return nil }
        return "'\(name)' belongs to a tabs node, an entry of 'screens': 'Main: { tabs: [Feed, Search] }'"
    }

    /// How a message names the flow: by its name, or as "this flow" when
    /// it has none to give.
    private static func subject(_ name: String?) -> String {
        name.map { "flow '\($0)'" } ?? "this flow"
    }

    static func decodeOutcomes(_ value: NodeID, _ c: inout DecodingContext) -> [Located] {
        let tree = c.tree
        if tree.isNull(value) { return [] }
        guard tree.kind(value) == .sequence else {
            c.schema(
                "'outcomes' must be a list of names, such as [done, cancelled], or a mapping of names to payloads; found \(c.describe(value))",
                at: value)
            c.gaps.insert(.outcomes)
            return []
        }
        let items = tree.eachItem(value)
        var result: [Located] = []
        result.reserveCapacity(items.count)
        // A flow declares a handful of outcomes: the earlier ones are scanned
        // (`result` holds them, with their places). Only a long list gets a
        // dictionary, so no list costs quadratic time.
        var seen: [String: Int]?
        if items.count > smallOutcomeLists { seen = Dictionary(minimumCapacity: items.count) }
        for item in items {
            guard let outcome = c.identifier(item, what: "an outcome") else {
                c.gaps.insert(.outcomes)
                continue
            }
            let first: Int?
            if let seen { first = seen[outcome] } else { first = result.firstIndex { $0.name == outcome } }
            if outcome == "back" || outcome == "dismiss" {
                c.schema(
                    "'\(outcome)' is reserved for system navigation and cannot be declared as an outcome", at: item)
            } else if let first {
                c.schema(
                    "outcome '\(outcome)' is listed twice", at: item,
                    notes: [Note("'\(outcome)' first listed here", at: result[first].location)])
            } else {
                seen?[outcome] = result.count
                result.append(Located(outcome, at: tree.location(item)))
            }
        }
        return result
    }

    /// Longest outcome list checked for repeats by scanning.
    static let smallOutcomeLists = 16
}
