/// Non-allocating views of a collection's children, for hot loops: they
/// read the tree's flat arrays in place where `pairs(_:)` and `items(_:)`
/// build a fresh array on every call. Inlinable, like the scalar accessors,
/// so that a decoder's loop over a mapping makes no call per pair.
extension YAMLTree {
    /// The key/value pairs of a mapping in source order, later duplicates of
    /// a key left out (nothing for anything else); same content as `pairs(_:)`.
    @inlinable
    public func eachPair(_ id: NodeID) -> MappingPairs {
        let raw = storage.nodes[Int(resolved(id).index)]
        let range = raw.kind == .mapping ? Int(raw.first)..<Int(raw.first + raw.count) : 0..<0
        return MappingPairs(storage: storage, range: range)
    }

    /// Calls `body` with each pair of a mapping, as `eachPair` yields them
    /// (a repeated key left out); nothing for anything else. Unlike
    /// `eachPair` it keeps no reference of its own to the tree's storage,
    /// so a loop costs no retain and release: the decoder runs one for
    /// every node, outcome and transition.
    @inlinable @inline(__always)
    public func forEachPair(_ id: NodeID, _ body: (_ key: NodeID, _ value: NodeID) throws -> Void) rethrows {
        let raw = storage.nodes[Int(resolved(id).index)]
        guard raw.kind == .mapping else { return }
        var position = Int(raw.first)
        let end = position + Int(raw.count)
        while position < end {
            let key = storage.children[position]
            let value = storage.children[position + 1]
            position += 2
            if !storage.nodes[Int(key)].isDuplicateKey { try body(NodeID(key), NodeID(value)) }
        }
    }

    /// The items of a sequence (nothing for anything else); same content as `items(_:)`.
    @inlinable
    public func eachItem(_ id: NodeID) -> SequenceItems {
        let raw = storage.nodes[Int(resolved(id).index)]
        let range = raw.kind == .sequence ? Int(raw.first)..<Int(raw.first + raw.count) : 0..<0
        return SequenceItems(storage: storage, range: range)
    }

    /// Number of pairs written in a mapping, duplicates included (0 for
    /// anything else): an upper bound for reserving capacity.
    @inlinable
    public func writtenPairCount(_ id: NodeID) -> Int {
        let raw = storage.nodes[Int(resolved(id).index)]
        return raw.kind == .mapping ? Int(raw.count) / 2 : 0
    }
}

/// The pairs of one mapping; see `YAMLTree.eachPair(_:)`.
public struct MappingPairs: Sequence {
    @usableFromInline let storage: YAMLTree.Storage
    @usableFromInline let range: Range<Int>

    @inlinable init(storage: YAMLTree.Storage, range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    // `underestimatedCount` stays 0: the pairs written overcount when a key
    // repeats, and `map` and `Array(_:)` trap on an overestimate.

    /// Whether no pair is left once duplicates are skipped.
    @inlinable public var isEmpty: Bool {
        var iterator = makeIterator()
        return iterator.next() == nil
    }

    /// Walks the children two at a time, skipping a repeated key's pair.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let storage: YAMLTree.Storage
        @usableFromInline var position: Int
        @usableFromInline let end: Int

        @inlinable init(storage: YAMLTree.Storage, position: Int, end: Int) {
            self.storage = storage
            self.position = position
            self.end = end
        }

        @inlinable
        public mutating func next() -> (key: NodeID, value: NodeID)? {
            while position < end {
                let key = storage.children[position]
                let value = storage.children[position + 1]
                position += 2
                if !storage.nodes[Int(key)].isDuplicateKey { return (NodeID(key), NodeID(value)) }
            }
            return nil
        }
    }

    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(storage: storage, position: range.lowerBound, end: range.upperBound)
    }
}

/// The items of one sequence; see `YAMLTree.eachItem(_:)`.
public struct SequenceItems: RandomAccessCollection {
    @usableFromInline let storage: YAMLTree.Storage
    @usableFromInline let range: Range<Int>

    @inlinable init(storage: YAMLTree.Storage, range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { range.count }
    @inlinable public subscript(position: Int) -> NodeID { NodeID(storage.children[range.lowerBound + position]) }
}
