/// Optimal string alignment distance (Levenshtein plus transpositions of
/// neighbours), for callers that compare many names.
///
/// A name of up to 64 units is compared bit-parallel (Hyyrö, "A bit-vector
/// algorithm for computing Levenshtein and Damerau edit distances", 2003):
/// one pass over the other name with a handful of word operations per unit,
/// and no table, which is what a "did you mean" over short names needs.
/// Longer names take the table, its rows kept between calls.
public struct EditDistance: Sendable {
    private var rows: [Int] = []

    public init() {}

    /// The distance between `a` and `b`, or `limit + 1` when it exceeds `limit`.
    public mutating func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if Self.unmatched(Self.letters(a), Self.letters(b)) > limit { return limit + 1 }
        return bounded(a, b, limit: limit)
    }

    /// The same over bytes, for ASCII names folded byte by byte; the caller
    /// has checked the letters bound already.
    mutating func distance(ascii a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        bounded(a, b, limit: limit)
    }

    private mutating func bounded<Unit: Equatable>(_ a: [Unit], _ b: [Unit], limit: Int) -> Int {
        // The length gap is a lower bound: most names asked about are
        // nowhere near the word.
        if abs(a.count - b.count) > limit { return limit + 1 }
        let d =
            a.isEmpty || b.isEmpty
            ? max(a.count, b.count)
            : a.count <= 64 ? Self.bitParallel(a, b) : table(a, b, limit: limit)
        return d <= limit ? d : limit + 1
    }

    /// Hyyrö's algorithm, `a` the pattern (1 to 64 units). Bit `i` of the
    /// vectors describes row `i + 1` of the table's current column: whether
    /// the distance goes up (`vp`) or down (`vn`) from the row above, and
    /// `d0` where it stays the same along the diagonal.
    static func bitParallel<Unit: Equatable>(_ a: [Unit], _ b: [Unit]) -> Int {
        var column = BitColumn(patternLength: a.count)
        for unit in b {
            // Where `unit` occurs in `a`: scanned, since a name is short and
            // a table of every unit would cost more to build than to use.
            var matches: UInt64 = 0
            for i in a.indices where a[i] == unit { matches |= 1 &<< UInt64(i) }
            column.advance(matches: matches)
        }
        return column.distance
    }

    /// The state of Hyyrö's algorithm between two units of the compared name.
    struct BitColumn {
        private var vp = UInt64.max, vn: UInt64 = 0, d0: UInt64 = 0, previousMatches: UInt64 = 0
        private let last: UInt64
        private(set) var distance: Int

        init(patternLength: Int) {
            distance = patternLength
            last = 1 &<< UInt64(patternLength - 1)
        }

        /// Moves one unit along the compared name; `matches` has bit `i`
        /// set where the pattern's unit `i` equals it.
        @inline(__always)
        mutating func advance(matches: UInt64) {
            let transposed = ((~d0 & matches) &<< 1) & previousMatches
            d0 = ((((matches & vp) &+ vp) ^ vp) | matches | vn) | transposed
            var hp = vn | ~(d0 | vp)
            var hn = d0 & vp
            if hp & last != 0 { distance += 1 }
            if hn & last != 0 { distance -= 1 }
            hp = (hp &<< 1) | 1
            hn = hn &<< 1
            vp = hn | ~(d0 | hp)
            vn = hp & d0
            previousMatches = matches
        }
    }

    /// The textbook table, three rows at a time, given up as soon as a
    /// whole row exceeds `limit`.
    private mutating func table<Unit: Equatable>(_ a: [Unit], _ b: [Unit], limit: Int) -> Int {
        let width = b.count + 1
        // Moved out of `self` so the buffer is uniquely referenced and
        // written in place.
        var r = rows
        rows = []
        defer { rows = r }
        if r.count < 3 * width { r = [Int](repeating: 0, count: 3 * width) }
        var beforePrevious = 0, previous = width, current = 2 * width
        for j in 0...b.count { r[previous + j] = j }
        for i in 1...a.count {
            r[current] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(r[previous + j] + 1, r[current + j - 1] + 1, r[previous + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, r[beforePrevious + j - 2] + 1)
                }
                r[current + j] = value
                rowMin = min(rowMin, value)
            }
            if rowMin > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return r[previous + b.count]
    }

    /// Which of 64 buckets (by scalar value) the scalars of `text` use.
    static func letters(_ text: [Unicode.Scalar]) -> UInt64 {
        var used: UInt64 = 0
        for scalar in text { used |= 1 &<< UInt64(scalar.value & 63) }
        return used
    }

    /// A lower bound of the scalars on one side that have no partner on
    /// the other, from their `letters`: a scalar whose bucket the other
    /// side never uses has none. Each edit gives at most one scalar a
    /// partner, so the distance is at least this.
    static func unmatched(_ a: UInt64, _ b: UInt64) -> Int {
        max((a & ~b).nonzeroBitCount, (b & ~a).nonzeroBitCount)
    }
}
