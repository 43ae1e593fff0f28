import FlowDiagnostics
import FlowModel
import FlowYAML

/// The tree being decoded plus the problems found so far. Decoding never
/// stops at a problem: it reports, skips the broken part and goes on.
struct DecodingContext {
    let tree: YAMLTree
    /// The tree's scalar bytes (`YAMLTree.scalarText`), held once so that
    /// names are read through ranges without a retain each.
    let text: [UInt8]
    var diagnostics: [Diagnostic] = []
    /// Every name of the file, made into a `String` once; shared with the
    /// other files of the run the loader decodes it in (`FileRuns`).
    var names: NameTable
    /// The handlers of the flow being decoded, in node order: the array its
    /// nodes share (see `HandlerList`), filled in place.
    var handlers: [Handler] = []
    /// What of the flow being decoded did not decode (see `Flow.gaps`).
    var gaps: DecodingGaps = []
    /// What of the node being decoded did not decode (see `Node.gaps`).
    /// Kept here, not returned with the node's parts: one more field makes
    /// them too large to come back in registers, and every node is then
    /// copied on its way out.
    var nodeGaps: NodeGaps = []
    /// Whether the node being decoded did not decode whole; setting it
    /// marks every gap, for a mistake that may hide anything of the node.
    var nodeIsPartial: Bool {
        get { !nodeGaps.isEmpty }
        set { nodeGaps = newValue ? .all : [] }
    }
    /// The format-2 parts of the node being decoded (tabs, `selected`,
    /// `start`, `ignore`), when `nodeHasExtras`: kept here for the reason
    /// `nodeIsPartial` is. Not an optional: unwrapping one copies what it
    /// holds, where a swap moves it.
    private(set) var nodeExtras = NodeDetails()
    /// Whether the node being decoded has format-2 parts.
    private(set) var nodeHasExtras = false
    /// The `from:` options of the flow being decoded (see `Flow.fromOptions`).
    var fromOptions: [SourceLocation: Located] = [:]
    /// The flow's keys that read like misplaced nodes (see `Flow.misplacedNodes`).
    var misplacedNodes: [Located] = []
    /// Problems found in `inputs`, `outputs` and payloads so far: a caller
    /// compares it before and after, to mark what is unknown (`.data`).
    var dataProblems = 0

    init(tree: YAMLTree, names: consuming NameTable) {
        self.tree = tree
        text = tree.scalarText
        self.names = names
    }

    /// Most problems one file reports; past them they are counted, and
    /// one diagnostic says how many more there are. A file of empty
    /// documents can make millions of diagnostics and gigabytes of them;
    /// nobody reads past the first thousand mistakes of a file before
    /// fixing some.
    static let maxDiagnostics = 1_000
    /// Problems past `maxDiagnostics`, and where the first of them is.
    private(set) var unreported = 0
    private(set) var firstUnreported: SourceLocation?

    /// Changes the node's format-2 parts in place, giving it some if it
    /// has none yet: a copy taken out and stored back would retain and
    /// release every array in them.
    mutating func editNodeExtras(_ change: (inout NodeDetails) -> Void) {
        nodeHasExtras = true
        change(&nodeExtras)
    }

    /// Moves the node's format-2 parts out, leaving it none.
    mutating func takeNodeExtras() -> NodeDetails {
        var taken = NodeDetails()
        swap(&taken, &nodeExtras)
        nodeHasExtras = false
        return taken
    }

    mutating func report(_ diagnostic: Diagnostic) {
        if diagnostics.count < Self.maxDiagnostics {
            diagnostics.append(diagnostic)
        } else {
            if unreported == 0 { firstUnreported = diagnostic.location }
            unreported += 1
        }
    }

    mutating func schema(_ message: MessageText, at node: NodeID, notes: [Note] = [], fixIt: FixIt? = nil) {
        report(.error("schema", message, at: tree.location(node), notes: notes, fixIt: fixIt))
    }

    /// Where an unknown key was found.
    enum KeyPlace {
        case flow
        case node(String)
        case transition(outcome: String)
        case startAlternative

        /// The place as a message names it.
        var words: String {
            switch self {
            case .flow: "a flow"
            case .startAlternative: "a start alternative"
            case .node(let name): "node '\(name)'"
            case .transition(let outcome): "the transition for '\(outcome)'"
            }
        }
    }

    /// Reports a key that is not one of `allowed` (keys starting `x-` are
    /// always allowed), suggesting the nearest allowed key, or else the one
    /// `nearMiss` gives (a word of another vocabulary), or else giving
    /// `hint`, worked out only then. Returns the allowed keys it may stand
    /// for, so that the caller marks only what they would have held as
    /// unknown: the one suggested, every one for a merge key (its mapping
    /// may hold any of them), none for a key close to none.
    @discardableResult
    mutating func unknownKey(
        _ key: NodeID, in place: KeyPlace, allowed: [String], nearMiss: (String) -> String? = { _ in nil },
        hint: @autoclosure () -> String? = nil
    ) -> [String] {
        if isMergeKey(key) {
            schema(Self.mergeKeyMessage, at: key)
            return allowed
        }
        let name = tree.string(key) ?? "?"
        // Each message is one interpolation: built piece by piece, a
        // project with thousands of misspelt keys spent more on appending
        // than on finding them.
        if let suggestion = Suggestions.closest(to: name, in: allowed) ?? nearMiss(name) {
            schema(
                "unknown key '\(name)' in \(place.words) (did you mean '\(suggestion)'?)", at: key,
                fixIt: FixIt(replace: tree.location(key), with: suggestion))
            return [suggestion]
        }
        var message: MessageText =
            "unknown key '\(name)' in \(place.words); expected one of \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
        if let hint = hint() { message.append(" (\(hint))") }
        schema(message, at: key)
        return []
    }

    /// YAML 1.1's merge key, `<<`, which YAML 1.2 and so flow files do not have.
    func isMergeKey(_ key: NodeID) -> Bool {
        guard let range = tree.scalarRange(key), range.count == 2, tree.scalarStyle(key) == .plain else { return false }
        return text[range.lowerBound] == UInt8(ascii: "<") && text[range.lowerBound + 1] == UInt8(ascii: "<")
    }

    static let mergeKeyMessage: MessageText =
        "'<<' merge keys are YAML 1.1, and flow files are read as YAML 1.2: write the keys out, or share a whole mapping with an anchor and an alias"

    func isExtensionKey(_ key: NodeID) -> Bool {
        guard let range = tree.scalarRange(key), range.count >= 2 else { return false }
        return text[range.lowerBound] == UInt8(ascii: "x") && text[range.lowerBound + 1] == UInt8(ascii: "-")
    }

    /// A scalar key as text, or a schema problem for a collection used as a key.
    mutating func keyText(_ key: NodeID) -> String? {
        guard tree.kind(key) == .scalar else {
            schema("a key must be a plain name, not a \(tree.kind(key) == .mapping ? "mapping" : "list")", at: key)
            return nil
        }
        return tree.string(key)
    }

    /// Whether a key is a scalar; reports a collection used as a key. Like
    /// `keyText` without making a `String` the caller would throw away.
    @inline(__always)
    mutating func isScalarKey(_ key: NodeID) -> Bool {
        if tree.kind(key) == .scalar { return true }
        return keyText(key) != nil
    }

    /// An identifier (`[A-Za-z][A-Za-z0-9_]*`) or a schema problem naming
    /// `what`. With `skippingExtensionKeys`, for a key that names something
    /// (a node, an outcome), an `x-` key is nil with no problem reported:
    /// such keys are the spec's own, kept for tools and otherwise ignored.
    @inline(__always)
    mutating func identifier(_ node: NodeID, what: String, skippingExtensionKeys: Bool = false) -> String? {
        // Fast path, inlined into the decoders' loops: the bytes are looked
        // up (and checked, the first time) before any String exists. `null`
        // is a name like `yes` (plain scalars are read as written); only a
        // `!!null` tag makes a valid name nothing.
        if let range = tree.scalarRange(node), tree.coreTag(node) != .null, let name = names.name(in: text, range) {
            return name
        }
        if skippingExtensionKeys, isExtensionKey(node) { return nil }
        return notAnIdentifier(node, what: what)
    }

    /// The slow path of `identifier`: the text, if valid, or a problem.
    @inline(never)
    private mutating func notAnIdentifier(_ node: NodeID, what: String) -> String? {
        guard tree.kind(node) == .scalar, !tree.isNothing(node), let text = tree.string(node) else {
            schema("\(what) must be a name, found \(describe(node))", at: node)
            return nil
        }
        if isMergeKey(node) {
            schema(Self.mergeKeyMessage, at: node)
            return nil
        }
        guard Identifier.isValid(text) else {
            schema(
                "\(what) '\(text)' is not a valid name: use letters, digits and '_', starting with a letter", at: node)
            return nil
        }
        return text
    }

    /// Free text (`description`), or a schema problem.
    mutating func text(_ node: NodeID, what: String) -> String? {
        guard tree.kind(node) == .scalar else {
            schema("\(what) must be text, found \(describe(node))", at: node)
            return nil
        }
        return tree.isNull(node) ? nil : tree.string(node)
    }

    /// `true`/`false` as the YAML 1.2 core schema spells them, or a schema
    /// problem. A plain scalar or one tagged `!!bool` can be a boolean; a
    /// quoted one, or one tagged `!!str`, is text whatever it says.
    mutating func boolean(_ node: NodeID, what: String) -> Bool? {
        let tag = tree.coreTag(node)
        let spelling = tag == .null ? nil : booleanSpelling(node)
        if let spelling, tag == .bool || (tag == nil && tree.scalarStyle(node) == .plain) { return spelling }
        guard spelling != nil else {
            schema("\(what) must be true or false, found \(describe(node))", at: node)
            return nil
        }
        let remedy = tag == .string ? "without the '!!str' tag" : "without quotes"
        schema("\(what) must be true or false, found the text \(describe(node)): write it \(remedy)", at: node)
        return nil
    }

    /// What the scalar's text says, if it spells a boolean.
    private func booleanSpelling(_ node: NodeID) -> Bool? {
        // Matched on bytes: no String for the usual `true`/`false`.
        if tree.scalar(node, equals: "true") || tree.scalar(node, equals: "True") || tree.scalar(node, equals: "TRUE") {
            return true
        }
        if tree.scalar(node, equals: "false") || tree.scalar(node, equals: "False")
            || tree.scalar(node, equals: "FALSE")
        {
            return false
        }
        return nil
    }

    /// How a node reads in a message: `'text'`, `a list`, `nothing`.
    func describe(_ node: NodeID) -> String {
        switch tree.kind(node) {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        default:
            if tree.isNull(node) { return "nothing" }
            let text = tree.string(node) ?? ""
            return text.count > 40 ? "'\(text.prefix(40))...'" : "'\(text)'"
        }
    }
}
