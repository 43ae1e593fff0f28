/// Tab completion logic, kept free of libedit so it can be tested directly.
enum Completion {
    /// What pressing Tab should do.
    enum Action: Equatable {
        /// Nothing matches: beep.
        case none
        /// Insert `text` at the cursor; `candidates` is non-empty when the
        /// match is still ambiguous and the choices should be listed.
        case insert(String, list: [String])
    }

    /// The word the cursor is in: the text after the last whitespace.
    static func cursorWord(in lineBeforeCursor: String) -> String {
        String(lineBeforeCursor.reversed().prefix { !$0.isWhitespace }.reversed())
    }

    /// Candidates that start with `word`, in the completer's order, without repeats.
    static func matches(_ candidates: [String], word: String) -> [String] {
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    }

    /// The longest prefix (in characters) shared by all `strings`.
    static func commonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first.map(Array.init) else { return "" }
        for string in strings.dropFirst() {
            let length = zip(prefix, string).prefix { $0 == $1 }.count
            prefix.removeLast(prefix.count - length)
        }
        return String(prefix)
    }

    /// Tab on `word` with the completer's `candidates`: insert the common
    /// prefix of the matches (plus a space when there is exactly one), and
    /// list the matches when more than one remains.
    static func action(word: String, candidates: [String]) -> Action {
        let found = matches(candidates, word: word)
        guard !found.isEmpty else { return .none }
        let shared = commonPrefix(found)
        let addition = String(shared.dropFirst(word.count))
        if found.count == 1 { return .insert(addition + " ", list: []) }
        return .insert(addition, list: found)
    }

    /// Lays candidates out in columns (down, then across) for a terminal
    /// `width` characters wide, as `ls` does. One string per row.
    static func columns(_ candidates: [String], width: Int) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let gap = 2
        let cell = (candidates.map(\.count).max() ?? 0) + gap
        let perRow = max(1, (max(width, 1) + gap) / cell)
        let rows = (candidates.count + perRow - 1) / perRow
        return (0..<rows).map { row in
            var text = ""
            var column = 0
            while row + column * rows < candidates.count {
                let item = candidates[row + column * rows]
                let isLast = row + (column + 1) * rows >= candidates.count
                text += isLast ? item : item.padding(toLength: cell)
                column += 1
            }
            return text
        }
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
