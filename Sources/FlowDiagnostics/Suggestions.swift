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
        let targetLetters = EditDistance.letters(target)
        var best: (distance: Int, name: String)?
        var table = EditDistance()
        var c: [Unicode.Scalar] = []
        c.reserveCapacity(32)
        for candidate in candidates where candidate != word {
            // Most candidates are nowhere near the word. Folding never
            // gives more scalars than the text has UTF-8 bytes, so a name
            // too short in bytes is too far whatever it holds (a count the
            // string keeps, read before any byte). An ASCII name is then
            // judged from its bytes, in one pass and before it is folded:
            // its length and its letters give the same two lower bounds of
            // the distance that `EditDistance` checks first.
            if candidate.utf8.count < target.count - limit { continue }
            let sketch = Sketch(candidate)
            if sketch.isASCII, abs(sketch.bytes - target.count) > limit
                || EditDistance.unmatched(targetLetters, sketch.letters) > limit { continue }
            fold(candidate, into: &c)
            if abs(c.count - target.count) > limit { continue }
            let d = table.distance(target, c, limit: limit)
            guard d <= limit else { continue }
            if best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) {
                best = (d, candidate)
            }
        }
        return best?.name
    }

    /// A name's UTF-8 length and, when it is ASCII, its folded letters as
    /// `EditDistance.letters` buckets them.
    struct Sketch {
        var bytes = 0
        var letters: UInt64 = 0
        var isASCII = true

        init(_ text: String) {
            // Read through a span where there is one: the UTF-8 view's
            // iterator cost about 30 instructions a byte.
            if #available(macOS 26, *) {
                let span = text.utf8.span
                bytes = span.count
                for i in span.indices { add(span[i]) }
            } else {
                for byte in text.utf8 {
                    bytes &+= 1
                    add(byte)
                }
            }
        }

        @inline(__always)
        private mutating func add(_ byte: UInt8) {
            isASCII = isASCII && byte < 0x80
            letters |= 1 &<< UInt64(Suggestions.lowercased(byte) & 63)
        }
    }

    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 65 && byte <= 90 ? byte + 32 : byte
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
            scalars.append(Unicode.Scalar(lowercased(byte)))
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
        if abs(a.count - b.count) > limit { return limit + 1 }
        if Self.unmatched(Self.letters(a), Self.letters(b)) > limit { return limit + 1 }
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
