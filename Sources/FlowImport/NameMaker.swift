import Foundation

/// Makes identifiers (`[A-Za-z][A-Za-z0-9_]*`) from the names and ids of
/// other tools (`Product Detail`, `@+id/action_home_to_detail`,
/// `BYZ-38-t0r`), unique within one scope, the same for the same input.
public struct NameMaker: Sendable {
    public enum Case: Sendable {
        /// Flows and nodes: `ProductDetail`.
        case upper
        /// Outcomes and values: `showDetail`.
        case lower
    }

    private var names: UniqueNames
    private var given: [String: String] = [:]

    public init(reserving names: some Sequence<String> = []) {
        self.names = UniqueNames(reserving: names)
    }

    /// The identifier for `raw` in this scope: the same one when `raw` was
    /// asked before, else a new one (`Detail`, `Detail2`, ...). `fallback`
    /// is used when `raw` has no letter or digit at all.
    public mutating func name(for raw: String, case nameCase: Case, fallback: String) -> String {
        if let known = given[raw] { return known }
        let name = names.claim(raw, case: nameCase, fallback: fallback)
        given[raw] = name
        return name
    }

    /// Whether an earlier `name(for:)` gave this identifier.
    public func isTaken(_ name: String) -> Bool { names.contains(name) }

    /// `raw` as one identifier: accents folded (`Über` is `Uber`), ASCII
    /// letters and digits kept, every other run of characters a word break,
    /// words joined in camel case; a leading digit gets `fallback`'s first
    /// letter before it.
    public static func identifier(from raw: String, case nameCase: Case, fallback: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in raw.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil).unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard !words.isEmpty else { return fallback }
        var result = ""
        for (index, word) in words.enumerated() {
            let first = word.prefix(1)
            let head = index == 0 && nameCase == .lower ? first.lowercased() : first.uppercased()
            result += head + word.dropFirst()
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
            let letter = fallback.prefix(1)
            result = (nameCase == .lower ? letter.lowercased() : letter.uppercased()) + result
        }
        return result
    }
}
