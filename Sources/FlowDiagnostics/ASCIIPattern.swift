/// An ASCII word, lowercased, prepared to be compared with many ASCII
/// names: for each byte value, the positions where it occurs in the word.
///
/// A "did you mean" compares one word with every name near it in length and
/// letters. Scanning the word for each byte of each name, after copying the
/// name into a lowercased buffer, cost about 1,500 instructions a name; with
/// the positions looked up, a name is read once, straight from its storage.
struct ASCIIPattern {
    /// The word's bytes, lowercased.
    let folded: [UInt8]
    /// Bit `i` of entry `b` is set when `folded[i] == b`. Empty when the word
    /// is longer than 64 bytes; such a word takes `EditDistance`'s table.
    private let occurrences: [UInt64]

    init(_ word: String) {
        var folded: [UInt8] = []
        Suggestions.foldASCII(word, into: &folded)
        self.folded = folded
        guard folded.count <= 64 else {
            occurrences = []
            return
        }
        var occurrences = [UInt64](repeating: 0, count: 128)
        for (i, byte) in folded.enumerated() { occurrences[Int(byte & 0x7F)] |= 1 &<< UInt64(i) }
        self.occurrences = occurrences
    }

    /// `EditDistance.distance` between the word and `name` (ASCII, folded
    /// as it is read), or `limit + 1` when it exceeds `limit`.
    func distance(to name: String, byteCount: Int, limit: Int, table: inout EditDistance, scratch: inout [UInt8]) -> Int {
        if abs(folded.count - byteCount) > limit { return limit + 1 }
        let d: Int
        if folded.isEmpty || byteCount == 0 {
            d = max(folded.count, byteCount)
        } else if occurrences.isEmpty {
            Suggestions.foldASCII(name, into: &scratch)
            return table.distance(ascii: folded, scratch, limit: limit)
        } else {
            var column = EditDistance.BitColumn(patternLength: folded.count)
            Suggestions.forEachByte(of: name) { byte in
                column.advance(matches: occurrences[Int(Suggestions.lowercased(byte) & 0x7F)])
            }
            d = column.distance
        }
        return d <= limit ? d : limit + 1
    }
}
