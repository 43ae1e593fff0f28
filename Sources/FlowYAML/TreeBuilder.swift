internal import CYAML
import FlowDiagnostics

/// Turns libyaml events into the flat arrays of a `YAMLTree`, checking the
/// limits as it goes. Iterative: nesting depth costs heap, never stack.
///
/// The per-event storage is in noncopyable `FlatBuffer`s, so the builder is
/// noncopyable too: appends in the event loop then cost no uniqueness check
/// or reference count, and the arrays are made once, in `finish()`.
struct TreeBuilder: ~Copyable {
    let path: String
    let limits: YAMLLimits
    private(set) var error: YAMLError?

    var nodes = FlatBuffer<RawNode>(capacity: 16)
    var children = FlatBuffer<Int32>(capacity: 16)
    var bytes = FlatBuffer<UInt8>(capacity: 16)
    private var strings: [String] = []
    private var properties: [NodeProperties] = []
    private var documents: [YAMLDocument] = []
    var duplicateKeys: [DuplicateKey] = []

    /// A collection whose end event has not come yet.
    private struct OpenCollection {
        var node: Int32
        /// Where its children start in `pending`.
        var pendingStart: Int32
        /// `documentExpanded` before the collection itself was counted: the
        /// nodes added until it closes are exactly its descendants, so its
        /// expanded size is the difference, with no per-child bookkeeping.
        var expandedBefore: Int
        /// Its slot in `anchored`, or -1 when it has no anchor.
        var anchorSlot: Int32
    }

    /// Children of the collections still open, flattened; each open
    /// collection remembers where its own run starts.
    private var pending = FlatBuffer<Int32>(capacity: 64)
    private var open = FlatBuffer<OpenCollection>(capacity: 16)
    /// Nodes the current document stands for so far, aliases expanded: the
    /// expanded size of an anchored collection is a difference of two of
    /// these. Bounded by the alias budget, so it can never overflow.
    private var documentExpanded = 0
    /// Nodes aliases have added to the file so far (see `YAMLLimits`).
    private var aliasAdded = 0
    /// Anchor name to its slot in `anchored`, for the current document. Both
    /// stay empty for documents without anchors, which is nearly all of them.
    private var anchors: [String: Int32] = [:]
    /// Each anchored node with its expanded size (aliases counted as their
    /// target), for the alias budget; 0 while the node is an open collection.
    private var anchored: [(node: Int32, expanded: Int)] = []
    /// Index of each anchor or tag text in `strings`, so each is stored once.
    private var interned: [String: Int32] = [:]
    /// Scratch hash table for finding duplicate keys of large mappings,
    /// reused so that a mapping costs no allocation.
    var keySlots: [Int32] = []
    /// `path` interned once: every document's location uses it.
    private let source: SourceFile

    init(path: String, limits: YAMLLimits) {
        self.path = path
        self.limits = limits
        source = SourceFile(path)
    }

    /// Sizes the arrays from the input so that a typical file never regrows
    /// them, without reserving much more than it uses (untouched reserve is
    /// memory, and touched reserve is page faults). Flow files run 8 to 10
    /// bytes per node (one node per key or value: `  Cart:` is 8 bytes);
    /// the estimate is capped so a huge scalar does not reserve node storage
    /// it never uses. A file denser than the estimate regrows once.
    mutating func reserve(forInputBytes count: Int) {
        let estimatedNodes = min(count / 7 + 16, 1 << 16)
        nodes = FlatBuffer(capacity: estimatedNodes)
        children = FlatBuffer(capacity: estimatedNodes)
        bytes = FlatBuffer(capacity: min(count / 2 + 16, 1 << 24))
    }

    mutating func fail(_ message: String, line: Int, column: Int) {
        if error == nil {
            error = YAMLError(message: message, location: SourceLocation(file: source, line: line, column: column))
        }
    }

    mutating func fail(_ info: (String, Int, Int)) { fail(info.0, line: info.1, column: info.2) }

    /// Takes the event by address: it is 104 bytes, too large to copy once
    /// per event. Inlined into the event loop, with the rare events kept
    /// out of line, so that a scalar costs no call of its own.
    @inline(__always)
    mutating func handle(_ event: UnsafePointer<yaml_event_t>) {
        let (line, column) = Self.position(event.pointee.start_mark)
        switch event.pointee.type {
        case YAML_SCALAR_EVENT:
            let length = event.pointee.data.scalar.length
            let offset = Int32(truncatingIfNeeded: bytes.count)
            if length > 0 {
                bytes.append(contentsOf: UnsafeBufferPointer(start: event.pointee.data.scalar.value, count: length))
            }
            let raw = RawNode(
                kind: .scalar, style: Self.style(event.pointee.data.scalar.style), startLine: line, startColumn: column,
                first: offset, count: Int32(truncatingIfNeeded: length))
            let anchor = event.pointee.data.scalar.anchor, tag = event.pointee.data.scalar.tag
            let index = add(raw, expanded: 1)
            if anchor != nil || tag != nil { setProperties(index, anchor: anchor, tag: tag, expanded: 1) }
            attach(index)
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            close()
        case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
            start(event, line: line, column: column)
        default:
            rare(event, line: line, column: column)
        }
    }

    /// libyaml's 0-based mark as a 1-based line and column, truncated to
    /// 32 bits as stored; wrapping `&+` gives the same value as truncating
    /// after the `+ 1`, without an overflow check per event.
    @inline(__always)
    private static func position(_ mark: yaml_mark_t) -> (Int32, Int32) {
        (Int32(truncatingIfNeeded: mark.line) &+ 1, Int32(truncatingIfNeeded: mark.column) &+ 1)
    }

    /// A mapping or sequence start: opens a collection.
    @inline(__always)
    private mutating func start(_ event: UnsafePointer<yaml_event_t>, line: Int32, column: Int32) {
        guard open.count < limits.maxDepth else { return tooDeep(line: line, column: column) }
        let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
        let flow =
            isMapping
            ? event.pointee.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
            : event.pointee.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
        let raw = RawNode(
            kind: isMapping ? .mapping : .sequence, style: flow ? 1 : 0,
            startLine: line, startColumn: column, first: -1, count: 0)
        let anchor = isMapping ? event.pointee.data.mapping_start.anchor : event.pointee.data.sequence_start.anchor
        let tag = isMapping ? event.pointee.data.mapping_start.tag : event.pointee.data.sequence_start.tag
        let before = documentExpanded
        let index = add(raw, expanded: 1)
        // Expanded size 0 marks the collection as still open, which is
        // how an alias to it from inside is recognised as recursive.
        let slot = anchor != nil || tag != nil ? setProperties(index, anchor: anchor, tag: tag, expanded: 0) : -1
        open.append(
            OpenCollection(
                node: index, pendingStart: Int32(truncatingIfNeeded: pending.count),
                expandedBefore: before, anchorSlot: slot))
    }

    @inline(never)
    private mutating func tooDeep(line: Int32, column: Int32) {
        fail("nesting is deeper than \(limits.maxDepth) levels", line: Int(line), column: Int(column))
    }

    /// Aliases and document and stream boundaries: a few per file.
    @inline(never)
    private mutating func rare(_ event: UnsafePointer<yaml_event_t>, line: Int32, column: Int32) {
        switch event.pointee.type {
        case YAML_ALIAS_EVENT:
            alias(event.pointee.data.alias.anchor, line: line, column: column)
        case YAML_DOCUMENT_START_EVENT:
            documentStart = (event.pointee.data.document_start.implicit == 0, Int(line), Int(column))
            documentRoot = nil
            documentExpanded = 0
            if !anchors.isEmpty {
                anchors.removeAll(keepingCapacity: true)
                anchored.removeAll(keepingCapacity: true)
            }
        case YAML_DOCUMENT_END_EVENT:
            documents.append(
                YAMLDocument(
                    root: documentRoot.map { NodeID($0) },
                    explicitStart: documentStart.explicit,
                    explicitEnd: event.pointee.data.document_end.implicit == 0,
                    location: SourceLocation(file: source, line: documentStart.line, column: documentStart.column)))
        default:
            break
        }
    }

    private var documentStart: (explicit: Bool, line: Int, column: Int) = (false, 1, 1)
    private var documentRoot: Int32?

    /// Appends a node and counts it against the alias budget. `expanded` is
    /// what the node stands for: 1, or an alias's target's expanded size.
    @inline(__always)
    private mutating func add(_ node: RawNode, expanded: Int) -> Int32 {
        let index = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(node)
        documentExpanded += expanded
        if expanded > 1 { spendAliasBudget(expanded - 1, at: node) }
        return index
    }

    /// Counts what an alias adds against the file's budget; the alias that
    /// crosses it is the error.
    @inline(never)
    private mutating func spendAliasBudget(_ added: Int, at node: RawNode) {
        aliasAdded += added
        // Saturating: limits are the caller's, and may be set very high.
        let (grown, overflow) = limits.aliasGrowth.multipliedReportingOverflow(by: nodes.count)
        let budget =
            overflow
            ? Int.max
            : grown.addingReportingOverflow(limits.aliasAllowance).overflow ? Int.max : grown + limits.aliasAllowance
        guard aliasAdded > budget else { return }
        fail(
            "aliases expand this file by more than \(budget) nodes (\(limits.aliasGrowth) for each of the \(nodes.count) it writes, plus \(limits.aliasAllowance)); write the shared parts out, or share less",
            line: Int(node.startLine), column: Int(node.startColumn))
    }

    /// Links a complete node to the collection it belongs to (or makes it
    /// the document's root).
    @inline(__always)
    private mutating func attach(_ index: Int32) {
        if open.isEmpty {
            documentRoot = index
        } else {
            pending.append(index)
        }
    }

    /// Records a node's anchor and tag (the rare path: most nodes have
    /// neither). Returns the node's slot in `anchored`, or -1 without anchor.
    @discardableResult @inline(never)
    private mutating func setProperties(
        _ index: Int32, anchor: UnsafeMutablePointer<yaml_char_t>?,
        tag: UnsafeMutablePointer<yaml_char_t>?, expanded: Int
    ) -> Int32 {
        nodes[Int(index)].hasProperties = true
        var entry = NodeProperties(node: index, anchor: -1, tag: -1)
        var slot: Int32 = -1
        if let anchor {
            let name = String(cString: anchor)
            entry.anchor = intern(name)
            slot = Int32(truncatingIfNeeded: anchored.count)
            anchored.append((index, expanded))
            anchors[name] = slot
        }
        if let tag { entry.tag = intern(String(cString: tag)) }
        properties.append(entry)
        return slot
    }

    @inline(__always)
    private mutating func close() {
        guard let top = open.popLast() else { return }
        let index = Int(top.node)
        let start = children.count
        let pendingStart = Int(top.pendingStart)
        let count = pending.count - pendingStart
        pending.moveSuffix(from: pendingStart, to: &children)
        nodes[index].first = Int32(truncatingIfNeeded: start)
        nodes[index].count = Int32(truncatingIfNeeded: count)
        if nodes[index].kind == .mapping, count > 2 { markDuplicateKeys(from: start, count: count) }
        if top.anchorSlot >= 0 { closeAnchored(top) }
        attach(top.node)
    }

    /// An anchored collection's expanded size is known once it closes.
    @inline(never)
    private mutating func closeAnchored(_ collection: OpenCollection) {
        anchored[Int(collection.anchorSlot)].expanded = documentExpanded - collection.expandedBefore
    }

    private mutating func alias(_ anchor: UnsafeMutablePointer<yaml_char_t>?, line: Int32, column: Int32) {
        let name = anchor.map { String(cString: $0) } ?? ""
        guard let slot = anchors[name] else {
            fail("alias '*\(name)' refers to no anchor defined before it", line: Int(line), column: Int(column))
            return
        }
        let target = anchored[Int(slot)]
        // Only a collection still open has an expanded size of 0 (every
        // closed node counts at least itself), so this is O(1), not O(depth).
        if target.expanded == 0 {
            fail(
                "alias '*\(name)' refers to the node that contains it (a recursive alias)", line: Int(line),
                column: Int(column))
            return
        }
        let raw = RawNode(kind: .alias, style: 0, startLine: line, startColumn: column, first: target.node, count: 0)
        attach(add(raw, expanded: target.expanded))
    }

    private mutating func intern(_ s: String) -> Int32 {
        if let index = interned[s] { return index }
        let index = Int32(truncatingIfNeeded: strings.count)
        strings.append(s)
        interned[s] = index
        return index
    }

    private static func style(_ s: yaml_scalar_style_t) -> UInt8 {
        switch s {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: ScalarStyle.singleQuoted.rawValue
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: ScalarStyle.doubleQuoted.rawValue
        case YAML_LITERAL_SCALAR_STYLE: ScalarStyle.literal.rawValue
        case YAML_FOLDED_SCALAR_STYLE: ScalarStyle.folded.rawValue
        default: ScalarStyle.plain.rawValue
        }
    }

    consuming func finish() -> YAMLTree {
        YAMLTree(
            path: path, source: source, documents: documents, error: error, duplicateKeys: duplicateKeys,
            nodes: nodes.freeze(), children: children.freeze(), bytes: bytes.array(),
            strings: strings, properties: properties)
    }
}
