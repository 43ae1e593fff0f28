import FlowDiagnostics

extension YAMLTree {
    /// Follows aliases to the node that holds the content.
    @inlinable @inline(__always)
    public func resolved(_ id: NodeID) -> NodeID {
        let raw = storage.nodes[Int(id.index)]
        return raw.kind == .alias ? NodeID(raw.first) : id
    }

    /// The node's kind, aliases followed.
    @inlinable @inline(__always)
    public func kind(_ id: NodeID) -> NodeKind { storage.nodes[Int(resolved(id).index)].kind }

    /// The node's kind as written: `.alias` for `*name`.
    @inlinable
    public func rawKind(_ id: NodeID) -> NodeKind { nodes[Int(id.index)].kind }

    /// Where the node starts (where it is written, for an alias the `*`).
    @inlinable @inline(__always)
    public func location(_ id: NodeID) -> SourceLocation {
        let raw = storage.nodes[Int(id.index)]
        return SourceLocation(file: storage.source, line: Int(raw.startLine), column: Int(raw.startColumn))
    }

    /// How a scalar was written (aliases followed); nil for a collection.
    @inlinable
    public func scalarStyle(_ id: NodeID) -> ScalarStyle? {
        let raw = nodes[Int(resolved(id).index)]
        return raw.kind == .scalar ? ScalarStyle(rawValue: raw.style) : nil
    }

    /// Whether a collection was written in flow style (`[...]`, `{...}`).
    @inlinable
    public func isFlowStyle(_ id: NodeID) -> Bool {
        let raw = nodes[Int(resolved(id).index)]
        return raw.kind != .scalar && raw.style == 1
    }

    /// The tag written on the node (`!custom`, or the full URI of `!!int`).
    public func tag(_ id: NodeID) -> String? {
        guard let t = properties(Int(id.index))?.tag, t >= 0 else { return nil }
        return strings[Int(t)]
    }

    /// The core-schema type a scalar's tag names (`!!str`, `!!null`,
    /// `!!bool`), which then decides how it reads instead of its style and
    /// text; nil for no tag or any other tag, which leave it to the text.
    @inlinable @inline(__always)
    public func coreTag(_ id: NodeID) -> CoreTag? {
        let target = resolved(id)
        guard storage.nodes[Int(target.index)].hasProperties else { return nil }
        return taggedType(target)
    }

    /// The out-of-line half of `coreTag`: tags are rare.
    @usableFromInline
    func taggedType(_ id: NodeID) -> CoreTag? {
        switch tag(id) {
        case "tag:yaml.org,2002:str": .string
        case "tag:yaml.org,2002:null": .null
        case "tag:yaml.org,2002:bool": .bool
        default: nil
        }
    }

    /// The anchor defined on the node (`&name`), without the `&`.
    public func anchor(_ id: NodeID) -> String? {
        guard let a = properties(Int(id.index))?.anchor, a >= 0 else { return nil }
        return strings[Int(a)]
    }

    /// For an alias node, the anchor name it refers to.
    @inlinable
    public func aliasTarget(_ id: NodeID) -> NodeID? {
        let raw = nodes[Int(id.index)]
        return raw.kind == .alias ? NodeID(raw.first) : nil
    }

    /// A scalar's text. Call only when a `String` is really needed.
    @inlinable
    public func string(_ id: NodeID) -> String? {
        scalarRange(id).map { String(decoding: storage.bytes[$0], as: UTF8.self) }
    }

    /// Every scalar's UTF-8 bytes, one after another; `scalarRange` says
    /// where one scalar's are. A decoder keeps this array once per file
    /// and reads a scalar through the range: making an `ArraySlice` per
    /// scalar, as `scalarBytes` does, retains and releases the array each
    /// time, an atomic operation per name on the hot path.
    @inlinable public var scalarText: [UInt8] { storage.bytes }

    /// Where a scalar's bytes are in `scalarText` (an alias is followed);
    /// nil for a collection.
    @inlinable @inline(__always)
    public func scalarRange(_ id: NodeID) -> Range<Int>? {
        let raw = storage.nodes[Int(resolved(id).index)]
        guard raw.kind == .scalar else { return nil }
        return Int(raw.first)..<Int(raw.first + raw.count)
    }

    /// A scalar's UTF-8 bytes, without making a `String`.
    @inlinable @inline(__always)
    public func scalarBytes(_ id: NodeID) -> ArraySlice<UInt8>? {
        scalarRange(id).map { storage.bytes[$0] }
    }

    /// Compares a scalar with `text` byte for byte; false for collections.
    /// Inlined, so that the length of `text` is a constant: most keys
    /// differ from it in length.
    @inlinable @inline(__always)
    public func scalar(_ id: NodeID, equals text: StaticString) -> Bool {
        let raw = storage.nodes[Int(resolved(id).index)]
        guard raw.kind == .scalar, Int(raw.count) == text.utf8CodeUnitCount else { return false }
        let start = Int(raw.first)
        let bytes = storage.bytes
        return text.withUTF8Buffer { expected in
            for i in 0..<expected.count where bytes[start + i] != expected[i] { return false }
            return true
        }
    }

    /// A plain scalar that the YAML 1.2 core schema reads as null (`~`,
    /// `null`, `Null`, `NULL`, or nothing at all), or any scalar tagged
    /// `!!null`; one tagged `!!str` is text, never null. Decided by the
    /// length first: every node of a flow file is asked, and most are not null.
    @inlinable
    public func isNull(_ id: NodeID) -> Bool {
        isNull(id) { raw in
            let bytes = storage.bytes, start = Int(raw.first)
            return switch raw.count {
            case 0: true
            case 1: bytes[start] == UInt8(ascii: "~")
            case 4: Self.isNullWord(bytes[start], bytes[start + 1], bytes[start + 2], bytes[start + 3])
            default: false
            }
        }
    }

    /// `null`, `Null` or `NULL`.
    @inlinable
    static func isNullWord(_ n: UInt8, _ u: UInt8, _ l: UInt8, _ k: UInt8) -> Bool {
        let lower = u == UInt8(ascii: "u") && l == UInt8(ascii: "l") && k == UInt8(ascii: "l")
        let upper = u == UInt8(ascii: "U") && l == UInt8(ascii: "L") && k == UInt8(ascii: "L")
        return (n == UInt8(ascii: "n") && lower) || (n == UInt8(ascii: "N") && (lower || upper))
    }

    /// Null where a name is expected: an empty scalar, `~`, or one tagged
    /// `!!null`. The words `null`, `Null` and `NULL` are names there, as
    /// `yes` and `true` are: flow files read plain scalars as written.
    @inlinable
    public func isNothing(_ id: NodeID) -> Bool {
        isNull(id) { raw in raw.count == 0 || (raw.count == 1 && storage.bytes[Int(raw.first)] == UInt8(ascii: "~")) }
    }

    /// What `isNull` and `isNothing` share: a scalar tagged `!!null` is
    /// null and one with another core tag is not; an untagged plain scalar
    /// is null when its text `isNullText` says so; anything else is not.
    @inlinable @inline(__always)
    func isNull(_ id: NodeID, whenPlain isNullText: (RawNode) -> Bool) -> Bool {
        let raw = storage.nodes[Int(resolved(id).index)]
        guard raw.kind == .scalar else { return false }
        if raw.hasProperties, let tag = coreTag(id) { return tag == .null }
        guard raw.style == ScalarStyle.plain.rawValue else { return false }
        return isNullText(raw)
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
