import FlowDiagnostics

/// "Did you mean" over a possibly huge list of names, cheap enough to ask
/// once per diagnostic when there are thousands of them: names are bucketed
/// by length (an edit distance is at least the length gap), at most
/// `candidateLimit` names are compared per question, and answers are
/// remembered, since one typo tends to be repeated.
struct NameSuggester {
    static let candidateLimit = 256

    private var byLength: [Int: [String]] = [:]
    private var answers: [String: String?] = [:]

    init<S: Sequence>(_ names: S) where S.Element == String {
        for name in names { byLength[name.unicodeScalars.count, default: []].append(name) }
        // Sorted buckets make the capped candidate set, and so the answer,
        // independent of declaration order.
        for key in byLength.keys { byLength[key]!.sort() }
    }

    /// The closest name to `word`, if it is a plausible typo of it.
    mutating func closest(to word: String) -> String? {
        if let known = answers[word] { return known }
        let length = word.unicodeScalars.count
        let limit = max(1, length / 3)
        var candidates: [String] = []
        // Same length first, then one off, and so on: the likeliest typos.
        outer: for gap in 0...limit {
            for size in gap == 0 ? [length] : [length - gap, length + gap] {
                for name in byLength[size] ?? [] {
                    if candidates.count == Self.candidateLimit { break outer }
                    candidates.append(name)
                }
            }
        }
        let answer = Suggestions.closest(to: word, in: candidates)
        answers[word] = answer
        return answer
    }
}
