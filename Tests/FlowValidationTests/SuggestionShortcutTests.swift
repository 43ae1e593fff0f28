@testable import FlowDiagnostics
@testable import FlowValidation
import TestSupport
import Testing

/// `Suggestions.closest` skips most candidates without the full distance
/// table (a length gap, letters the word lacks, an ASCII fold). These check
/// it against a plain reference, the textbook distance over every candidate,
/// so that no shortcut ever changes an answer.
@Suite struct SuggestionShortcutTests {
    /// Optimal string alignment distance, with no early exit and no bound.
    static func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        if a.isEmpty || b.isEmpty { return d[a.count][b.count] }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    static func referenceClosest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let limit = max(1, target.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != word {
            let d = reference(target, Array(candidate.lowercased().unicodeScalars))
            guard d <= limit else { continue }
            if best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) {
                best = (d, candidate)
            }
        }
        return best?.name
    }

    /// Names close to each other and far apart, in both cases, with
    /// transpositions, and non-ASCII text whose lowercase form is longer
    /// (`İ`) or differs (`Ä`).
    static let names = [
        "Cart", "Shipping", "Payment", "PaymentFailed", "Receipt", "EditAddress", "Y", "ab", "ba",
        "Paymnet", "PAYMENT", "Shpiping", "Summary2", "Summary12", "Terms3", "Inbox4", "List6",
        "İstanbul", "istanbul", "ÄPFEL", "äpfel", "Äpfle", "navigation", "naviagtion", "style", "styel",
        "when", "wehn", "description", "descripton", "x", "",
    ]

    @Test(arguments: names)
    func closestMatchesTheReference(_ word: String) {
        #expect(Suggestions.closest(to: word, in: Self.names) == Self.referenceClosest(to: word, in: Self.names))
    }

    @Test(arguments: names)
    func foldingMatchesLowercased(_ text: String) {
        #expect(Suggestions.folded(text) == Array(text.lowercased().unicodeScalars))
    }

    @Test func distanceBoundsNeverHideACloseName() {
        var table = EditDistance()
        for a in Self.names {
            for b in Self.names {
                let x = Suggestions.folded(a), y = Suggestions.folded(b)
                let exact = Self.reference(x, y)
                for limit in 0...4 {
                    let d = table.distance(x, y, limit: limit)
                    // Within the limit the distance is exact; beyond it, only "too far".
                    #expect(exact <= limit ? d == exact : d > limit, "\(a) / \(b), limit \(limit)")
                }
            }
        }
    }

    /// The bit-parallel comparison (names up to 64 units) and the table
    /// (longer ones) against the reference, on names drawn from three
    /// letters so that repeats and transpositions abound; the lengths cross
    /// the 64-unit boundary between the two.
    @Test(arguments: [1, 2, 3, 4])
    func bothComparisonsMatchTheReference(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func next() -> UInt64 { random.next() }
        func name(_ length: Int) -> [Unicode.Scalar] {
            (0..<length).map { _ in Unicode.Scalar(UInt8(ascii: "a") + UInt8(next() % 3)) }
        }
        var table = EditDistance()
        for round in 0..<400 {
            let long = round % 10 == 0
            let a = name(Int(next() % (long ? 72 : 12)) + (long ? 58 : 0))
            let b = name(max(0, a.count + Int(next() % 7) - 3))
            let exact = Self.reference(a, b)
            for limit in [0, 1, 2, 3, 8, 100] {
                let d = table.distance(a, b, limit: limit)
                #expect(
                    exact <= limit ? d == exact : d > limit,
                    "\(String(String.UnicodeScalarView(a))) / \(String(String.UnicodeScalarView(b))), limit \(limit)")
            }
        }
    }

    /// The prepared word (`ASCIIPattern`) against the reference: mixed case,
    /// so that folding as the name is read is checked, and lengths on both
    /// sides of 64 bytes, where the pattern gives way to the table.
    @Test(arguments: [5, 6, 7])
    func thePreparedWordMatchesTheReference(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func next() -> UInt64 { random.next() }
        let alphabet = Array("abAB1_".utf8)
        func name(_ length: Int) -> String {
            String(decoding: (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }, as: UTF8.self)
        }
        var table = EditDistance(), scratch: [UInt8] = []
        for round in 0..<200 {
            let long = round % 10 == 0
            let word = name(Int(next() % (long ? 20 : 12)) + (long ? 56 : 0))
            let pattern = ASCIIPattern(word)
            for _ in 0..<5 {
                let other = name(max(0, word.utf8.count + Int(next() % 9) - 4))
                let exact = Self.reference(Suggestions.folded(word), Suggestions.folded(other))
                for limit in [0, 1, 3, 100] {
                    let d = pattern.distance(
                        to: other, byteCount: other.utf8.count, limit: limit, table: &table, scratch: &scratch)
                    #expect(exact <= limit ? d == exact : d > limit, "\(word) / \(other), limit \(limit)")
                }
            }
        }
    }
}
