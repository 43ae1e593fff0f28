/// "Did you mean" support: the closest candidate by edit distance, if it is
/// close enough to be a plausible typo.
public enum Suggestions {
    /// The candidate nearest to `word`, when its distance is at most a third
    /// of the word's length (at least 1). Ties go to the first candidate in
    /// sorted order so suggestions are deterministic.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        // Gathered into an array (no copy when they are one already): read
        // through the generic `Sequence`, each name cost hundreds of
        // instructions.
        closest(to: word, among: Array(candidates))
    }

    static func closest(to word: String, among candidates: [String]) -> String? {
        let target = folded(word)
        let limit = max(1, target.count / 3)
        var best: (distance: Int, name: String)?
        var table = EditDistance()
        var c: [Unicode.Scalar] = []
        for candidate in candidates where candidate != word {
            // Folding never gives more scalars than the text has UTF-8
            // bytes, so a name this short is too far without being folded.
            if candidate.utf8.count < target.count - limit { continue }
            fold(candidate, into: &c)
            // Cheap length filter first: distance is at least the length gap.
            if abs(c.count - target.count) > limit { continue }
            let d = table.distance(target, c, limit: limit)
            guard d <= limit else { continue }
            if best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) {
                best = (d, candidate)
            }
        }
        return best?.name
    }

    /// `text` lowercased, as the Unicode scalars that distances compare.
    public static func folded(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        fold(text, into: &scalars)
        return scalars
    }

    /// `folded(text)` written over `scalars`, reusing its storage: a
    /// suggestion folds every candidate. Names are nearly always ASCII,
    /// folded byte by byte; the general `lowercased()` made a second string.
    static func fold(_ text: String, into scalars: inout [Unicode.Scalar]) {
        scalars.removeAll(keepingCapacity: true)
        for byte in text.utf8 {
            guard byte < 0x80 else {
                scalars = Array(text.lowercased().unicodeScalars)
                return
            }
            scalars.append(Unicode.Scalar(byte >= 65 && byte <= 90 ? byte + 32 : byte))
        }
    }
}

/// Optimal string alignment distance (Levenshtein plus transpositions) with
/// its table rows kept between calls, for callers that compare many names.
public struct EditDistance: Sendable {
    private var rowA: [Int] = [], rowB: [Int] = [], rowC: [Int] = []

    public init() {}

    /// The distance between `a` and `b`, or `limit + 1` as soon as every
    /// alignment exceeds `limit`.
    public mutating func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Two lower bounds before the quadratic table, since most names
        // asked about are nowhere near the word: the length gap, and the
        // letters one has that the other lacks.
        if abs(a.count - b.count) > limit || unmatched(a, b) > limit { return limit + 1 }
        if rowA.count <= b.count {
            rowA = [Int](repeating: 0, count: b.count + 1)
            rowB = rowA
            rowC = rowA
        }
        // Moved out of `self` so each buffer is uniquely referenced and
        // written in place.
        var previous2 = rowA, previous = rowB, current = rowC
        (rowA, rowB, rowC) = ([], [], [])
        defer { (rowA, rowB, rowC) = (previous2, previous, current) }
        for j in 0...b.count { previous[j] = j }
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMin = min(rowMin, value)
            }
            if rowMin > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// A lower bound of the scalars of `a` or of `b` that have no partner in
    /// the other: scalars are sorted into 64 buckets by value, and a scalar
    /// whose bucket the other side never uses has none. Each edit gives at
    /// most one scalar a partner, so the distance is at least this.
    private func unmatched(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var inA: UInt64 = 0, inB: UInt64 = 0
        for scalar in a { inA |= 1 &<< UInt64(scalar.value & 63) }
        for scalar in b { inB |= 1 &<< UInt64(scalar.value & 63) }
        return max((inA & ~inB).nonzeroBitCount, (inB & ~inA).nonzeroBitCount)
    }
}
