/// Non-allocating views of a collection's children, for hot loops: they
/// read the tree's flat arrays in place where `pairs(_:)` and `items(_:)`
/// build a fresh array on every call.
extension YAMLTree {
    /// The key/value pairs of a mapping in source order, later duplicates of
    /// a key left out (nothing for anything else); same content as `pairs(_:)`.
    public func eachPair(_ id: NodeID) -> MappingPairs {
        let raw = nodes[Int(resolved(id).index)]
        let range = raw.kind == .mapping ? Int(raw.first)..<Int(raw.first + raw.count) : 0..<0
        return MappingPairs(nodes: nodes, children: children, range: range)
    }

    /// The items of a sequence (nothing for anything else); same content as `items(_:)`.
    public func eachItem(_ id: NodeID) -> SequenceItems {
        let raw = nodes[Int(resolved(id).index)]
        let range = raw.kind == .sequence ? Int(raw.first)..<Int(raw.first + raw.count) : 0..<0
        return SequenceItems(children: children, range: range)
    }

    /// Number of pairs written in a mapping, duplicates included (0 for
    /// anything else): an upper bound for reserving capacity.
    public func writtenPairCount(_ id: NodeID) -> Int {
        let raw = nodes[Int(resolved(id).index)]
        return raw.kind == .mapping ? Int(raw.count) / 2 : 0
    }
}

/// The pairs of one mapping; see `YAMLTree.eachPair(_:)`.
public struct MappingPairs: Sequence {
    let nodes: [RawNode]
    let children: [Int32]
    let range: Range<Int>

    public var underestimatedCount: Int { range.count / 2 }
    public var isEmpty: Bool {
        var iterator = makeIterator()
        return iterator.next() == nil
    }

    public struct Iterator: IteratorProtocol {
        let nodes: [RawNode]
        let children: [Int32]
        var position: Int
        let end: Int

        public mutating func next() -> (key: NodeID, value: NodeID)? {
            while position < end {
                let key = children[position]
                let value = children[position + 1]
                position += 2
                if !nodes[Int(key)].isDuplicateKey { return (NodeID(key), NodeID(value)) }
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(nodes: nodes, children: children, position: range.lowerBound, end: range.upperBound)
    }
}

/// The items of one sequence; see `YAMLTree.eachItem(_:)`.
public struct SequenceItems: RandomAccessCollection {
    let children: [Int32]
    let range: Range<Int>

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }
    public subscript(position: Int) -> NodeID { NodeID(children[range.lowerBound + position]) }
}
