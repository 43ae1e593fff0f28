/// "Did you mean" support: the closest candidate by edit distance, if it is
/// close enough to be a plausible typo.
public enum Suggestions {
    /// Longest word (in UTF-8 bytes) that gets a suggestion. A distance
    /// costs the product of the two lengths, and the limit grows with the
    /// word: a generated 30,000-character name took seconds per question.
    /// Nobody mistypes a name this long by hand.
    public static let maxWordLength = 128

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
        guard word.utf8.count <= maxWordLength else { return nil }
        // Names are nearly always ASCII: then the word and each candidate
        // are compared as lowercased bytes, and only a name with other text
        // in it is folded into Unicode scalars.
        let wordSketch = Sketch(word)
        var targetScalars: [Unicode.Scalar] = wordSketch.isASCII ? [] : folded(word)
        let length = wordSketch.isASCII ? wordSketch.bytes : targetScalars.count
        let limit = max(1, length / 3)
        let targetLetters = wordSketch.isASCII ? wordSketch.letters : EditDistance.letters(targetScalars)
        // Prepared when the first ASCII name gets past the bounds below.
        var pattern: ASCIIPattern?
        var best: (distance: Int, name: String)?
        var table = EditDistance()
        var bytes: [UInt8] = [], scalars: [Unicode.Scalar] = []
        for candidate in candidates {
            // Most candidates are nowhere near the word. Folding never
            // gives more scalars than the text has UTF-8 bytes, so a name
            // too short in bytes is too far whatever it holds (a count the
            // string keeps, read before any byte). An ASCII name is then
            // judged from its bytes, in one pass and before it is compared:
            // its length and its letters are two lower bounds of the distance.
            if candidate.utf8.count < length - limit { continue }
            let sketch = Sketch(candidate)
            if sketch.isASCII,
               abs(sketch.bytes - length) > limit || EditDistance.unmatched(targetLetters, sketch.letters) > limit {
                continue
            }
            let d: Int
            if sketch.isASCII, wordSketch.isASCII {
                if pattern == nil { pattern = ASCIIPattern(word) }
                d = pattern!.distance(to: candidate, byteCount: sketch.bytes, limit: limit, table: &table, scratch: &bytes)
            } else {
                // Either name has other text: both are compared as scalars.
                if targetScalars.isEmpty { targetScalars = folded(word) }
                // `distance` applies the length and letter bounds itself.
                fold(candidate, into: &scalars)
                d = table.distance(targetScalars, scalars, limit: limit)
            }
            // Only a name equal to the word when folded can be the word
            // itself: asked of every name, that comparison cost as much as
            // the distances.
            guard d <= limit, d > 0 || candidate != word else { continue }
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
    /// where there is one: the UTF-8 view's iterator cost about 30
    /// instructions a byte.
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

    /// An ASCII name lowercased, written over `bytes`.
    static func foldASCII(_ text: String, into bytes: inout [UInt8]) {
        // Copied in bulk and lowercased in place: appending byte by byte
        // through the UTF-8 view's iterator cost ten times as much.
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: text.utf8)
        for i in bytes.indices { bytes[i] = lowercased(bytes[i]) }
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
