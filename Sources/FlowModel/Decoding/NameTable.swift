/// The names of one file, each made into a `String` once. A name is written
/// many times (an outcome such as `next` on every screen, a screen's name as
/// its key and as the target of every transition to it), and looking its
/// bytes up costs less than validating them and building a `String` again;
/// repeats share one string's storage instead of each holding a copy.
///
/// Only valid identifiers are stored, so a name found needs no more checks.
struct NameTable {
    private struct Entry {
        let hash: UInt64
        /// Where the name's bytes are in `spellings`.
        let start: Int32, count: Int32
        let name: String
    }

    private var entries: [Entry] = []
    /// The bytes of every name, one after the other: compared in place, so
    /// a lookup retains nothing.
    private var spellings: [UInt8] = []
    /// Open addressing over `entries` (index + 1; 0 is empty), at most half full.
    private var slots: [Int32] = Array(repeating: 0, count: 64)

    /// The name spelled by `bytes` if they form a valid identifier, else nil.
    mutating func name(_ bytes: ArraySlice<UInt8>) -> String? {
        let hash = Self.hash(bytes)
        var mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot]) - 1
            if index < 0 { break }
            if entries[index].hash == hash, spells(index, bytes) { return entries[index].name }
            slot = (slot + 1) & mask
        }
        guard Identifier.isValid(bytes) else { return nil }
        let name = String(decoding: bytes, as: UTF8.self)
        entries.append(Entry(hash: hash, start: Int32(truncatingIfNeeded: spellings.count),
                             count: Int32(truncatingIfNeeded: bytes.count), name: name))
        spellings.append(contentsOf: bytes)
        if 2 * entries.count > slots.count {
            grow()
            mask = slots.count - 1
            slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
        }
        slots[slot] = Int32(truncatingIfNeeded: entries.count)
        return name
    }

    private func spells(_ index: Int, _ bytes: ArraySlice<UInt8>) -> Bool {
        let entry = (start: Int(entries[index].start), count: Int(entries[index].count))
        guard entry.count == bytes.count else { return false }
        var i = bytes.startIndex
        for j in entry.start..<entry.start + entry.count {
            if spellings[j] != bytes[i] { return false }
            i += 1
        }
        return true
    }

    /// Doubles the table and places every entry but the newest, which the
    /// caller places.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in entries.indices.dropLast() {
            var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: index + 1)
        }
    }

    /// FNV-1a, folded so the low bits (the slot) depend on every byte.
    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h ^ (h >> 32)
    }
}
