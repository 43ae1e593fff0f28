/// A flow's node names to their index in `nodes`, the first definition of a
/// name winning. Read like the dictionary it replaces (`index[name]`).
///
/// It keeps the flow's node array (shared, not copied) and a table of
/// 32-bit slots, where a dictionary kept a copy of every name and an `Int`
/// in buckets about twice as many as the names; and names are hashed by
/// their first and last bytes, cheaper than `Hasher` for a lookup made for
/// every transition of the project.
public struct NodeIndex: Hashable, Sendable {
    private let nodes: [Node]
    /// Open addressing over `nodes` (index + 1; 0 is empty), at most half full.
    private let slots: [Int32]

    /// Indexes `nodes`; a name defined again later is left out.
    init(_ nodes: [Node]) {
        self.nodes = nodes
        guard !nodes.isEmpty else { slots = []; return }
        var size = 2
        while size < 2 * nodes.count { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        let mask = size - 1
        for index in nodes.indices {
            let name = nodes[index].name
            var slot = Int(truncatingIfNeeded: Self.hash(name)) & mask
            var taken = false
            while slots[slot] != 0 {
                if nodes[Int(slots[slot]) - 1].name == name { taken = true; break }
                slot = (slot + 1) & mask
            }
            if !taken { slots[slot] = Int32(truncatingIfNeeded: index + 1) }
        }
        self.slots = slots
    }

    /// The index of the node that `name` names, if any.
    public subscript(name: String) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(name)) & mask
        while true {
            let index = Int(slots[slot]) - 1
            if index < 0 { return nil }
            if nodes[index].name == name { return index }
            slot = (slot + 1) & mask
        }
    }

    /// Number of distinct names.
    public var count: Int { slots.reduce(0) { $0 + ($1 != 0 ? 1 : 0) } }

    /// Equal when the same names are indexed in the same places, which the
    /// names in order decide.
    public static func == (lhs: NodeIndex, rhs: NodeIndex) -> Bool {
        lhs.nodes.count == rhs.nodes.count && lhs.nodes.indices.allSatisfy { lhs.nodes[$0].name == rhs.nodes[$0].name }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(nodes.count)
    }

    /// The hash the decoder's name table gives the same bytes.
    private static func hash(_ name: String) -> UInt64 {
        PackedBytes(name).hash
    }
}
