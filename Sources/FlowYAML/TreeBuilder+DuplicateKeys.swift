/// Duplicate keys of a mapping, found when the mapping closes: later
/// repeats of a scalar key are flagged on the node and listed, so the
/// decoder can report them without a second pass over the tree.
extension TreeBuilder {
    /// Above this many keys a mapping's duplicates are found by hashing.
    private static let smallMappingKeys = 12

    private mutating func markDuplicate(_ duplicate: Int32, of first: Int32) {
        nodes[Int(duplicate)].isDuplicateKey = true
        duplicateKeys.append(DuplicateKey(first: NodeID(first), duplicate: NodeID(duplicate)))
    }

    /// Flags later repeats of a scalar key; pairwise for small mappings,
    /// hashed for large ones, so a 100,000-key mapping is not quadratic.
    @inline(never)
    mutating func markDuplicateKeys(from start: Int, count: Int) {
        let keyCount = count / 2
        guard keyCount > 1 else { return }
        if keyCount <= Self.smallMappingKeys {
            // Most mappings hold a handful of keys: comparing lengths, then
            // bytes, pairwise costs less than hashing every key.
            for k in 1..<keyCount {
                let key = keyBytes(children[start + 2 * k])
                guard key.first >= 0 else { continue }
                for earlier in 0..<k {
                    let other = keyBytes(children[start + 2 * earlier])
                    guard other.length == key.length, other.first >= 0, sameBytes(other, key) else { continue }
                    markDuplicate(children[start + 2 * k], of: children[start + 2 * earlier])
                    break
                }
            }
            return
        }
        // Open addressing in a reused scratch table (key indices, -1 for
        // empty), at most half full: no Dictionary, no per-key allocation.
        var size = 32
        while size < 2 * keyCount { size <<= 1 }
        let mask = size - 1
        keySlots.removeAll(keepingCapacity: true)
        keySlots.append(contentsOf: repeatElement(-1, count: size))
        for k in 0..<keyCount {
            let key = keyBytes(children[start + 2 * k])
            guard key.first >= 0 else { continue }
            var slot = Self.hash(bytes.run(key.first, length: key.length)) & mask
            while true {
                let other = Int(keySlots[slot])
                if other < 0 {
                    keySlots[slot] = Int32(truncatingIfNeeded: k)
                    break
                }
                let otherKey = keyBytes(children[start + 2 * other])
                if otherKey.length == key.length, sameBytes(otherKey, key) {
                    markDuplicate(children[start + 2 * k], of: children[start + 2 * other])
                    break
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Where a key's text is in `bytes`, aliases followed; `first` is -1
    /// for a key that is not a scalar.
    @inline(__always)
    private func keyBytes(_ key: Int32) -> (first: Int, length: Int) {
        var node = nodes[Int(key)]
        if node.kind == .alias { node = nodes[Int(node.first)] }
        return node.kind == .scalar ? (Int(node.first), Int(node.count)) : (-1, -1)
    }

    /// Whether two runs of `bytes` of the same length hold the same bytes.
    @inline(__always)
    private func sameBytes(_ a: (first: Int, length: Int), _ b: (first: Int, length: Int)) -> Bool {
        if a.first == b.first { return true }
        let x = bytes.run(a.first, length: a.length), y = bytes.run(b.first, length: b.length)
        for i in 0..<x.count where x[i] != y[i] { return false }
        return true
    }

    /// FNV-1a: cheap and good enough for a table that is at most half full.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
