import FlowModel

/// The names of a file, or of a run of files, each made into a `String`
/// once. A name is written many times (an outcome such as `next` on every
/// screen, a screen's name as its key and as the target of every transition
/// to it), and looking its bytes up costs less than validating them and
/// building a `String` again; repeats share one string's storage instead
/// of each holding a copy.
///
/// Only valid identifiers are stored, so a name found needs no more checks.
struct NameTable {
    /// What a lookup compares, kept apart from the names so that a probe
    /// reads plain words and copies no `String`.
    private struct Key {
        /// The first 16 bytes and the length: nearly every name is that
        /// short, so comparing them decides a lookup without reading the
        /// bytes again.
        let head: PackedBytes
        /// For a longer name: where its bytes after the first 16 are in `tails`.
        let tail: Int32
    }

    /// Bytes of a name held in `Key.head`.
    private static let headBytes = PackedBytes.capacity

    private var keys: [Key] = []
    /// The name of each key, made once.
    private var names: [String] = []
    /// The bytes after the first 16 of every longer name, one after the other.
    private var tails: [UInt8] = []
    /// Open addressing over `keys` (index + 1; 0 is empty), at most half full.
    private var slots: [Int32]

    /// A table for the names of files that hold `nodes` YAML nodes in
    /// all: roughly one distinct name per eight nodes in a flow file, so
    /// that the table seldom grows.
    init(forNodes nodes: Int) {
        self.init(expected: nodes / 8)
    }

    /// A table sized for about `expected` names, so that they rarely make
    /// it grow.
    init(expected: Int = 32) {
        var size = 64
        while size < 2 * expected { size *= 2 }
        slots = Array(repeating: 0, count: size)
        keys.reserveCapacity(expected)
        names.reserveCapacity(expected)
    }

    /// The name spelled by the bytes of `text` in `range` if they form a
    /// valid identifier, else nil. The bytes are read where they are (see
    /// `YAMLTree.scalarText`).
    @inline(__always)
    mutating func name(in text: [UInt8], _ range: Range<Int>) -> String? {
        let head = PackedBytes(text, range)
        // The lookup reads only: most names are repeats, and a lookup that
        // could write makes every call check that the arrays are unique.
        let probe = find(text, range, packed: head)
        if probe.index >= 0 { return names[probe.index] }
        return insert(text[range], packed: head, at: probe.slot)
    }

    /// The key that the bytes of `text` in `range` spell (`index`), or -1
    /// and the empty slot where they belong.
    @inline(__always)
    private func find(_ text: [UInt8], _ range: Range<Int>, packed head: PackedBytes) -> (index: Int, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: head.hash) & mask
        while true {
            let index = Int(slots[slot]) - 1
            if index < 0 { return (-1, slot) }
            if keys[index].head == head, head.count <= Self.headBytes || tailMatches(index, text, range) {
                return (index, slot)
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds a name not in the table yet, placing it at `slot` (found empty
    /// by `find`), if its bytes form a valid identifier.
    @inline(never)
    private mutating func insert(_ bytes: ArraySlice<UInt8>, packed head: PackedBytes, at slot: Int) -> String? {
        guard Identifier.isValid(bytes) else { return nil }
        let name = String(decoding: bytes, as: UTF8.self)
        var tail: Int32 = 0
        if head.count > Self.headBytes {
            tail = Int32(truncatingIfNeeded: tails.count)
            tails.append(contentsOf: bytes.dropFirst(Self.headBytes))
        }
        keys.append(Key(head: head, tail: tail))
        names.append(name)
        var slot = slot
        if 2 * keys.count > slots.count {
            grow()
            let mask = slots.count - 1
            slot = Int(truncatingIfNeeded: head.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
        }
        slots[slot] = Int32(truncatingIfNeeded: keys.count)
        return name
    }

    /// Whether the bytes in `range` after the first 16 are key `index`'s.
    private func tailMatches(_ index: Int, _ text: [UInt8], _ range: Range<Int>) -> Bool {
        var j = Int(keys[index].tail)
        for i in range.lowerBound + Self.headBytes..<range.upperBound {
            if tails[j] != text[i] { return false }
            j += 1
        }
        return true
    }

    /// Doubles the table and places every key but the newest, which the
    /// caller places.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in keys.indices.dropLast() {
            var slot = Int(truncatingIfNeeded: keys[index].head.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: index + 1)
        }
    }
}
