/// "Did you mean": the closest name to a word by case-insensitive edit
/// distance (with transpositions), when it is at most a third of the word's
/// length (at least 1); ties go to the alphabetically first name, so the
/// answer is deterministic.
///
/// One question over a few names is `Suggestions.closest(to:in:)`. Many
/// questions over the same names (a rule with thousands of diagnostics)
/// take an instance. Over more than `candidateLimit` names it compares
/// only the names whose length is within the distance, at most
/// `candidateLimit` of them, nearest lengths first, and remembers its
/// answers, since one typo tends to be repeated.
public struct Suggestions {
    /// Longest word (in UTF-8 bytes) that gets a suggestion. A distance
    /// costs the product of the two lengths and its limit grows with the
    /// word; nobody mistypes a name this long by hand.
    public static let maxWordLength = 128
    /// The most names an instance compares a word with.
    public static let candidateLimit = 128

    private let names: [String]
    /// `names` by folded length, each bucket sorted so that the capped
    /// candidate set, and so the answer, does not depend on their order.
    /// Made at the first question when there are more than `candidateLimit`.
    private var byLength: [Int: [String]]?
    private var answers: [String: String?] = [:]
    private var scratch = Scratch()

    public init<S: Sequence>(_ names: S) where S.Element == String {
        self.names = Array(names)
    }

    /// The closest of the names to `word`, if it is a plausible typo of it.
    public mutating func closest(to word: String) -> String? {
        guard word.utf8.count <= Self.maxWordLength else { return nil }
        // A few names are scanned faster than an answer is looked up.
        if names.count <= Self.candidateLimit {
            var probe = Probe(word)
            return probe.closest(among: names, &scratch)
        }
        if let known = answers[word] { return known }
        if byLength == nil { byLength = Self.buckets(names) }
        var probe = Probe(word)
        let answer = probe.closest(inBuckets: byLength!, &scratch)
        answers[word] = answer
        return answer
    }

    /// The candidate nearest to `word`, for a single question: every
    /// candidate is compared.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        guard word.utf8.count <= maxWordLength else { return nil }
        // Gathered into an array (no copy when they are one already): read
        // through the generic `Sequence`, each name is far slower to reach.
        var scratch = Scratch()
        var probe = Probe(word)
        return probe.closest(among: Array(candidates), &scratch)
    }

    private static func buckets(_ names: [String]) -> [Int: [String]] {
        var byLength: [Int: [String]] = [:]
        for name in names {
            let sketch = Sketch(name)
            byLength[sketch.isASCII ? sketch.bytes : folded(name).count, default: []].append(name)
        }
        for key in byLength.keys { byLength[key]!.sort() }
        return byLength
    }

    /// Buffers a comparison reuses, kept between questions.
    struct Scratch {
        var table = EditDistance()
        var bytes: [UInt8] = []
        var scalars: [Unicode.Scalar] = []
    }

    /// One word, ready to be compared with many names. Names are nearly
    /// always ASCII: the word and each name are then compared as lowercased
    /// bytes, and only a name with other text in it is folded into Unicode
    /// scalars.
    struct Probe {
        let word: String
        let sketch: Sketch
        /// The word's length once folded, and the farthest a suggestion may be.
        let length: Int
        let limit: Int
        let letters: UInt64
        /// The word folded into scalars, made when a non-ASCII name needs it.
        private var scalars: [Unicode.Scalar]
        /// The word prepared for ASCII names, made when the first gets past the bounds.
        private var pattern: ASCIIPattern?

        init(_ word: String) {
            self.word = word
            sketch = Sketch(word)
            scalars = sketch.isASCII ? [] : Suggestions.folded(word)
            length = sketch.isASCII ? sketch.bytes : scalars.count
            limit = max(1, length / 3)
            letters = sketch.isASCII ? sketch.letters : EditDistance.letters(scalars)
        }

        /// The nearest of `candidates`.
        mutating func closest(among candidates: [String], _ scratch: inout Scratch) -> String? {
            var best: (distance: Int, name: String)?
            for candidate in candidates {
                guard let d = distance(to: candidate, &scratch) else { continue }
                if best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) {
                    best = (d, candidate)
                }
            }
            return best?.name
        }

        /// The nearest of the names within reach in `buckets`: same length
        /// first, then one off, and so on (the likeliest typos), at most
        /// `candidateLimit` names other than the word itself.
        mutating func closest(inBuckets buckets: [Int: [String]], _ scratch: inout Scratch) -> String? {
            var best: (distance: Int, name: String)?
            var compared = 0
            for gap in 0...limit {
                for size in gap == 0 ? [length] : [length - gap, length + gap] {
                    for candidate in buckets[size] ?? [] where candidate != word {
                        if compared == Suggestions.candidateLimit { return best?.name }
                        compared += 1
                        guard let d = distance(to: candidate, &scratch) else { continue }
                        if best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) {
                            best = (d, candidate)
                        }
                    }
                }
            }
            return best?.name
        }

        /// The distance to `candidate` when it is within `limit` and the
        /// candidate is not the word itself; nil otherwise.
        @inline(__always)
        mutating func distance(to candidate: String, _ scratch: inout Scratch) -> Int? {
            // Most candidates are nowhere near the word. Folding never gives
            // more scalars than the text has UTF-8 bytes, so a name too
            // short in bytes is too far whatever it holds (a count the
            // string keeps, read before any byte). An ASCII name is then
            // judged from its bytes, in one pass and before it is compared:
            // its length and its letters are two lower bounds of the distance.
            if candidate.utf8.count < length - limit { return nil }
            let other = Sketch(candidate)
            if other.isASCII,
                abs(other.bytes - length) > limit || EditDistance.unmatched(letters, other.letters) > limit
            {
                return nil
            }
            let d: Int
            if other.isASCII, sketch.isASCII {
                if pattern == nil { pattern = ASCIIPattern(word) }
                d = pattern!.distance(
                    to: candidate, byteCount: other.bytes, limit: limit, table: &scratch.table,
                    scratch: &scratch.bytes)
            } else {
                // Either name has other text: both are compared as scalars.
                if scalars.isEmpty { scalars = Suggestions.folded(word) }
                // `distance` applies the length and letter bounds itself.
                Suggestions.fold(candidate, into: &scratch.scalars)
                d = scratch.table.distance(scalars, scratch.scalars, limit: limit)
            }
            // Only a name equal to the word when folded can be the word
            // itself, so the string comparison is left to that rare case.
            guard d <= limit, d > 0 || candidate != word else { return nil }
            return d
        }
    }

    /// A name's UTF-8 length and, when it is ASCII, its folded letters as
    /// `EditDistance.letters` buckets them.
    struct Sketch {
        var bytes = 0
        var letters: UInt64 = 0
        var isASCII = true

        init(_ text: String) {
            var bytes = 0, letters: UInt64 = 0, isASCII = true
            Suggestions.forEachByte(of: text) { byte in
                bytes &+= 1
                isASCII = isASCII && byte < 0x80
                letters |= 1 &<< UInt64(Suggestions.lowercased(byte) & 63)
            }
            (self.bytes, self.letters, self.isASCII) = (bytes, letters, isASCII)
        }
    }

    /// Calls `body` with each UTF-8 byte of `text`, read through a span
    /// where there is one: the UTF-8 view's iterator is far slower.
    @inline(__always)
    static func forEachByte(of text: String, _ body: (UInt8) -> Void) {
        if #available(macOS 26, *) {
            let span = text.utf8.span
            for i in span.indices { body(span[i]) }
        } else {
            for byte in text.utf8 { body(byte) }
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

    /// An ASCII name lowercased, written over `bytes`: copied in bulk and
    /// lowercased in place, not appended byte by byte.
    static func foldASCII(_ text: String, into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: text.utf8)
        for i in bytes.indices { bytes[i] = lowercased(bytes[i]) }
    }

    /// `folded(text)` written over `scalars`, reusing its storage. Names are
    /// nearly always ASCII, folded byte by byte; only other text takes the
    /// general `lowercased()`, which makes a second string.
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
