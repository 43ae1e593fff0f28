internal import CYAML
import FlowDiagnostics

/// Turns libyaml events into the flat arrays of a `YAMLTree`, checking the
/// limits as it goes. Iterative: nesting depth costs heap, never stack.
struct TreeBuilder {
    let path: String
    let limits: YAMLLimits
    private(set) var error: YAMLError?

    private var nodes: [RawNode] = []
    private var children: [Int32] = []
    private var bytes: [UInt8] = []
    private var strings: [String] = []
    private var documents: [YAMLDocument] = []
    private var duplicateKeys: [DuplicateKey] = []

    /// Children of the collections still open, flattened; each open
    /// collection remembers where its own run starts.
    private var pending: [Int32] = []
    private var open: [(node: Int32, pendingStart: Int, expanded: Int)] = []
    /// Expanded size of each node of the current document (aliases counted
    /// as their target), for the alias budget.
    private var expandedSize: [Int] = []
    /// Nodes the current document stands for so far, aliases expanded:
    /// checked at every node, so the error points at the alias that breaks
    /// the budget and the count can never overflow.
    private var documentExpanded = 0
    private var anchors: [String: Int32] = [:]
    private var documentStart: (explicit: Bool, line: Int, column: Int) = (false, 1, 1)
    private var documentRoot: Int32?

    init(path: String, limits: YAMLLimits) {
        self.path = path
        self.limits = limits
    }

    /// Sizes the arrays from the input so that a typical file never regrows
    /// them. Flow files run about 7 bytes per node; the node estimate is
    /// capped so a huge scalar does not reserve node storage it never uses.
    mutating func reserve(forInputBytes count: Int) {
        let estimatedNodes = min(count / 6 + 16, 1 << 16)
        nodes.reserveCapacity(estimatedNodes)
        expandedSize.reserveCapacity(estimatedNodes)
        children.reserveCapacity(estimatedNodes)
        bytes.reserveCapacity(min(count, 1 << 24))
    }

    mutating func fail(_ message: String, line: Int, column: Int) {
        if error == nil {
            error = YAMLError(message: message, location: SourceLocation(file: path, line: line, column: column))
        }
    }

    mutating func fail(_ info: (String, Int, Int)) { fail(info.0, line: info.1, column: info.2) }

    mutating func handle(_ event: inout yaml_event_t) {
        let line = Int32(truncatingIfNeeded: event.start_mark.line + 1)
        let column = Int32(truncatingIfNeeded: event.start_mark.column + 1)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentStart = (event.data.document_start.implicit == 0, Int(line), Int(column))
            documentRoot = nil
            documentExpanded = 0
            anchors.removeAll(keepingCapacity: true)
        case YAML_DOCUMENT_END_EVENT:
            documents.append(YAMLDocument(
                root: documentRoot.map { NodeID($0) },
                explicitStart: documentStart.explicit,
                explicitEnd: event.data.document_end.implicit == 0,
                location: SourceLocation(file: path, line: documentStart.line, column: documentStart.column)))
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let offset = Int32(truncatingIfNeeded: bytes.count)
            if let value = scalar.value, scalar.length > 0 {
                bytes.append(contentsOf: UnsafeBufferPointer(start: value, count: scalar.length))
            }
            var raw = RawNode(kind: .scalar, style: Self.style(scalar.style), startLine: line, startColumn: column,
                              first: offset, count: Int32(truncatingIfNeeded: scalar.length))
            Self.setEnd(&raw, event)
            add(raw, anchor: scalar.anchor, tag: scalar.tag, expanded: 1)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            guard open.count < limits.maxDepth else {
                fail("nesting is deeper than \(limits.maxDepth) levels", line: Int(line), column: Int(column))
                return
            }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let flow = isMapping
                ? event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                : event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
            let raw = RawNode(kind: isMapping ? .mapping : .sequence, style: flow ? 1 : 0,
                              startLine: line, startColumn: column, first: -1, count: 0)
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            let index = add(raw, anchor: anchor, tag: tag, expanded: nil)
            open.append((index, pending.count, 1))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close(event)
        case YAML_ALIAS_EVENT:
            alias(event, line: line, column: column)
        default:
            break
        }
    }

    /// Appends a node and links it to its parent. `expanded` is nil for a
    /// collection, whose size is known only when it closes.
    @discardableResult
    private mutating func add(_ node: RawNode, anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?, expanded: Int?) -> Int32 {
        var node = node
        let index = Int32(truncatingIfNeeded: nodes.count)
        if let anchor {
            let name = String(cString: anchor)
            node.anchor = intern(name)
            anchors[name] = index
        }
        if let tag { node.tag = intern(String(cString: tag)) }
        nodes.append(node)
        expandedSize.append(expanded ?? 0)
        documentExpanded += expanded ?? 1
        if documentExpanded > limits.maxExpandedNodes {
            fail("aliases expand to more than \(limits.maxExpandedNodes) nodes", line: Int(node.startLine), column: Int(node.startColumn))
        }
        if let expanded { attach(index, expanded: expanded) }
        return index
    }

    private mutating func attach(_ index: Int32, expanded: Int) {
        if open.isEmpty {
            documentRoot = index
        } else {
            pending.append(index)
            open[open.count - 1].expanded += expanded
        }
    }

    private mutating func close(_ event: yaml_event_t) {
        guard let top = open.popLast() else { return }
        let index = Int(top.node)
        let start = Int32(truncatingIfNeeded: children.count)
        let count = pending.count - top.pendingStart
        children.append(contentsOf: pending[top.pendingStart...])
        pending.removeSubrange(top.pendingStart...)
        nodes[index].first = start
        nodes[index].count = Int32(truncatingIfNeeded: count)
        Self.setEnd(&nodes[index], event)
        if nodes[index].kind == .mapping { markDuplicateKeys(from: Int(start), count: count) }
        expandedSize[index] = top.expanded
        attach(top.node, expanded: top.expanded)
    }

    private mutating func alias(_ event: yaml_event_t, line: Int32, column: Int32) {
        let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
        guard let target = anchors[name] else {
            fail("alias '*\(name)' refers to no anchor defined before it", line: Int(line), column: Int(column))
            return
        }
        // Only a collection still open has an expanded size of 0 (every
        // closed node counts at least itself), so this is O(1), not O(depth).
        if expandedSize[Int(target)] == 0 {
            fail("alias '*\(name)' refers to the node that contains it (a recursive alias)", line: Int(line), column: Int(column))
            return
        }
        var raw = RawNode(kind: .alias, style: 0, startLine: line, startColumn: column, first: target, count: 0)
        Self.setEnd(&raw, event)
        add(raw, anchor: nil, tag: nil, expanded: expandedSize[Int(target)])
    }

    /// Above this many keys a mapping's duplicates are found by hashing.
    private static let smallMappingKeys = 12

    private mutating func markDuplicate(_ duplicate: Int32, of first: Int32) {
        nodes[Int(duplicate)].isDuplicateKey = true
        duplicateKeys.append(DuplicateKey(first: NodeID(first), duplicate: NodeID(duplicate)))
    }

    /// Flags later repeats of a scalar key; linear for small mappings, hashed
    /// for large ones, so a 100,000-key mapping is not quadratic.
    private mutating func markDuplicateKeys(from start: Int, count: Int) {
        let keyCount = count / 2
        guard keyCount > 1 else { return }
        func keyRange(_ k: Int) -> Range<Int>? {
            var node = nodes[Int(children[start + 2 * k])]
            if node.kind == .alias { node = nodes[Int(node.first)] }
            guard node.kind == .scalar else { return nil }
            return Int(node.first)..<Int(node.first + node.count)
        }
        // Most mappings hold a handful of keys: comparing bytes pairwise
        // costs less than hashing every key into a fresh dictionary.
        if keyCount <= Self.smallMappingKeys {
            for k in 1..<keyCount {
                guard let range = keyRange(k) else { continue }
                for earlier in 0..<k {
                    guard let other = keyRange(earlier), other.count == range.count,
                          bytes[other].elementsEqual(bytes[range]) else { continue }
                    markDuplicate(children[start + 2 * k], of: children[start + 2 * earlier])
                    break
                }
            }
            return
        }
        var firstByKey: [ArraySlice<UInt8>: Int] = [:]
        firstByKey.reserveCapacity(keyCount)
        for k in 0..<keyCount {
            guard let range = keyRange(k) else { continue }
            let key = bytes[range]
            if let first = firstByKey[key] {
                markDuplicate(children[start + 2 * k], of: children[start + 2 * first])
            } else {
                firstByKey[key] = k
            }
        }
    }

    // Static on purpose: calling an instance method while `nodes[index]` is
    // borrowed inout copies `self`, and with it the whole node array, on every
    // collection end (quadratic: a 100,000-screen flow took minutes).
    private static func setEnd(_ node: inout RawNode, _ event: yaml_event_t) {
        node.endLine = Int32(truncatingIfNeeded: event.end_mark.line + 1)
        node.endColumn = Int32(truncatingIfNeeded: event.end_mark.column + 1)
    }

    private mutating func intern(_ s: String) -> Int32 {
        strings.append(s)
        return Int32(strings.count - 1)
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

    func finish() -> YAMLTree {
        YAMLTree(path: path, documents: documents, error: error, duplicateKeys: duplicateKeys,
                 nodes: nodes, children: children, bytes: bytes, strings: strings)
    }
}
