/// "Did you mean" support: the closest candidate by edit distance, if it is
/// close enough to be a plausible typo.
public enum Suggestions {
    /// The candidate nearest to `word`, when its distance is at most a third
    /// of the word's length (at least 1). Ties go to the first candidate in
    /// sorted order so suggestions are deterministic.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(word.lowercased().unicodeScalars)
        let limit = max(1, target.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != word {
            let c = Array(candidate.lowercased().unicodeScalars)
            // Cheap length filter first: distance is at least the length gap.
            if abs(c.count - target.count) > limit { continue }
            let d = distance(target, c, limit: limit)
            guard d <= limit else { continue }
            if best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) {
                best = (d, candidate)
            }
        }
        return best?.name
    }

    /// Levenshtein distance with transpositions counted as one edit, giving
    /// up (returning `limit + 1`) once every path exceeds `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        var table = EditDistance()
        return table.distance(a, b, limit: limit)
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
}
