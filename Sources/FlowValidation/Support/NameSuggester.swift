import FlowDiagnostics

/// "Did you mean" over a possibly huge list of names, cheap enough to ask
/// once per diagnostic when there are thousands of them. It answers like
/// `Suggestions.closest` (case-insensitive edit distance with
/// transpositions, at most a third of the word's length, ties to the
/// alphabetically first name) but only compares names whose length is
/// within that distance, at most `candidateLimit` of them per question,
/// without allocating per comparison, and remembers answers, since one typo
/// tends to be repeated.
struct NameSuggester {
    static let candidateLimit = 128

    private struct Candidate {
        var name: String
        var folded: [Unicode.Scalar]
    }

    private var byLength: [Int: [Candidate]] = [:]
    private var answers: [String: String?] = [:]
    private var table = EditDistance()

    init<S: Sequence>(_ names: S) where S.Element == String {
        for name in names {
            let folded = Suggestions.folded(name)
            byLength[folded.count, default: []].append(Candidate(name: name, folded: folded))
        }
        // Sorted buckets make the capped candidate set, and so the answer,
        // independent of declaration order.
        for key in byLength.keys { byLength[key]!.sort { $0.name < $1.name } }
    }

    /// The closest name to `word`, if it is a plausible typo of it.
    mutating func closest(to word: String) -> String? {
        guard word.utf8.count <= Suggestions.maxWordLength else { return nil }
        if let known = answers[word] { return known }
        let target = Suggestions.folded(word)
        let limit = max(1, target.count / 3)
        var best: (distance: Int, name: String)?
        var compared = 0
        // Same length first, then one off, and so on: the likeliest typos.
        outer: for gap in 0...limit {
            for size in gap == 0 ? [target.count] : [target.count - gap, target.count + gap] {
                for candidate in byLength[size] ?? [] where candidate.name != word {
                    if compared == Self.candidateLimit { break outer }
                    compared += 1
                    let d = table.distance(target, candidate.folded, limit: limit)
                    guard d <= limit else { continue }
                    if best == nil || d < best!.distance || (d == best!.distance && candidate.name < best!.name) {
                        best = (d, candidate.name)
                    }
                }
            }
        }
        answers[word] = best?.name
        return best?.name
    }
}
