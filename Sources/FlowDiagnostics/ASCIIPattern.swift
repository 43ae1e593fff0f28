/// An ASCII word, lowercased, ready to be compared with ASCII names that
/// are read straight from their own storage and lowercased as they are
/// read, so that no name is copied to be compared. It is made only when a
/// first name gets past the length and letter bounds (for most unknown
/// names none does). It keeps no table of where each byte occurs in the
/// word: past the bounds a word meets about one name, too few to pay for it.
struct ASCIIPattern {
    /// The word's bytes, lowercased.
    let folded: [UInt8]

    init(_ word: String) {
        var folded: [UInt8] = []
        Suggestions.foldASCII(word, into: &folded)
        self.folded = folded
    }

    /// `EditDistance.distance` between the word and `name` (ASCII,
    /// `byteCount` bytes), or `limit + 1` when it exceeds `limit`.
    func distance(to name: String, byteCount: Int, limit: Int, table: inout EditDistance, scratch: inout [UInt8]) -> Int
    {
        if abs(folded.count - byteCount) > limit { return limit + 1 }
        let d: Int
        if folded.isEmpty || byteCount == 0 {
            d = max(folded.count, byteCount)
        } else if folded.count > 64 {
            Suggestions.foldASCII(name, into: &scratch)
            return table.distance(ascii: folded, scratch, limit: limit)
        } else {
            var column = EditDistance.BitColumn(patternLength: folded.count)
            Suggestions.forEachByte(of: name) { byte in
                let unit = Suggestions.lowercased(byte)
                var matches: UInt64 = 0
                for i in folded.indices where folded[i] == unit { matches |= 1 &<< UInt64(i) }
                column.advance(matches: matches)
            }
            d = column.distance
        }
        return d <= limit ? d : limit + 1
    }
}
