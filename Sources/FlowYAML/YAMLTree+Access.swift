import FlowDiagnostics

extension YAMLTree {
    /// Follows aliases to the node that holds the content.
    @inline(__always)
    public func resolved(_ id: NodeID) -> NodeID {
        let raw = nodes[Int(id.index)]
        return raw.kind == .alias ? NodeID(raw.first) : id
    }

    /// The node's kind, aliases followed.
    public func kind(_ id: NodeID) -> NodeKind { nodes[Int(resolved(id).index)].kind }

    /// The node's kind as written: `.alias` for `*name`.
    public func rawKind(_ id: NodeID) -> NodeKind { nodes[Int(id.index)].kind }

    /// Where the node starts (where it is written, for an alias the `*`).
    public func location(_ id: NodeID) -> SourceLocation {
        let raw = nodes[Int(id.index)]
        return SourceLocation(file: path, line: Int(raw.startLine), column: Int(raw.startColumn))
    }

    /// The span of the node as written.
    public func range(_ id: NodeID) -> SourceRange {
        let raw = nodes[Int(id.index)]
        return SourceRange(
            start: location(id),
            end: SourceLocation(file: path, line: Int(raw.endLine), column: Int(raw.endColumn)))
    }

    public func scalarStyle(_ id: NodeID) -> ScalarStyle? {
        let raw = nodes[Int(resolved(id).index)]
        return raw.kind == .scalar ? ScalarStyle(rawValue: raw.style) : nil
    }

    /// Whether a collection was written in flow style (`[...]`, `{...}`).
    public func isFlowStyle(_ id: NodeID) -> Bool {
        let raw = nodes[Int(resolved(id).index)]
        return raw.kind != .scalar && raw.style == 1
    }

    /// The tag written on the node (`!custom`, or the full URI of `!!int`).
    public func tag(_ id: NodeID) -> String? {
        guard let t = properties(Int(id.index))?.tag, t >= 0 else { return nil }
        return strings[Int(t)]
    }

    /// The anchor defined on the node (`&name`), without the `&`.
    public func anchor(_ id: NodeID) -> String? {
        guard let a = properties(Int(id.index))?.anchor, a >= 0 else { return nil }
        return strings[Int(a)]
    }

    /// For an alias node, the anchor name it refers to.
    public func aliasTarget(_ id: NodeID) -> NodeID? {
        let raw = nodes[Int(id.index)]
        return raw.kind == .alias ? NodeID(raw.first) : nil
    }

    /// A scalar's text. Call only when a `String` is really needed.
    public func string(_ id: NodeID) -> String? {
        let raw = nodes[Int(resolved(id).index)]
        guard raw.kind == .scalar else { return nil }
        return String(decoding: bytes[Int(raw.first)..<Int(raw.first + raw.count)], as: UTF8.self)
    }

    /// A scalar's UTF-8 bytes, without making a `String`.
    public func scalarBytes(_ id: NodeID) -> ArraySlice<UInt8>? {
        let raw = nodes[Int(resolved(id).index)]
        guard raw.kind == .scalar else { return nil }
        return bytes[Int(raw.first)..<Int(raw.first + raw.count)]
    }

    /// Compares a scalar with `text` byte for byte; false for collections.
    public func scalar(_ id: NodeID, equals text: StaticString) -> Bool {
        let raw = nodes[Int(resolved(id).index)]
        guard raw.kind == .scalar, Int(raw.count) == text.utf8CodeUnitCount else { return false }
        let start = Int(raw.first)
        return text.withUTF8Buffer { expected in
            for i in 0..<expected.count where bytes[start + i] != expected[i] { return false }
            return true
        }
    }

    /// A plain scalar that the YAML 1.2 core schema reads as null (`~`,
    /// `null`, or nothing at all).
    public func isNull(_ id: NodeID) -> Bool {
        let raw = nodes[Int(resolved(id).index)]
        guard raw.kind == .scalar, raw.style == ScalarStyle.plain.rawValue else { return false }
        return raw.count == 0 || scalar(id, equals: "~") || scalar(id, equals: "null")
            || scalar(id, equals: "Null") || scalar(id, equals: "NULL")
    }

    /// The items of a sequence (empty for anything else).
    public func items(_ id: NodeID) -> [NodeID] {
        let raw = nodes[Int(resolved(id).index)]
        guard raw.kind == .sequence else { return [] }
        return (0..<Int(raw.count)).map { NodeID(children[Int(raw.first) + $0]) }
    }

    /// The key/value pairs of a mapping in source order, duplicates of an
    /// earlier key left out (empty for anything else).
    public func pairs(_ id: NodeID) -> [(key: NodeID, value: NodeID)] {
        let raw = nodes[Int(resolved(id).index)]
        guard raw.kind == .mapping else { return [] }
        var result: [(key: NodeID, value: NodeID)] = []
        result.reserveCapacity(Int(raw.count) / 2)
        var i = Int(raw.first)
        let end = i + Int(raw.count)
        while i < end {
            let key = NodeID(children[i])
            if !nodes[Int(key.index)].isDuplicateKey {
                result.append((key, NodeID(children[i + 1])))
            }
            i += 2
        }
        return result
    }

    /// Every child as written, duplicates included: for tools that replay
    /// the event stream.
    public func rawChildren(_ id: NodeID) -> [NodeID] {
        let raw = nodes[Int(id.index)]
        guard raw.kind == .sequence || raw.kind == .mapping else { return [] }
        return (0..<Int(raw.count)).map { NodeID(children[Int(raw.first) + $0]) }
    }
}
