import FlowModel

/// Words from other navigation vocabularies that edit distance cannot
/// match to the format's own (`popTo` is two edits from `pop`, `present`
/// far from `modal`), for a "did you mean" when the nearest-name search
/// finds nothing.
enum NearMisses {
    /// UIKit's and Jetpack's words for the kinds of transition.
    static let kindWords: [String: TransitionKind] = [
        "present": .modal, "presentModal": .modal, "show": .push, "navigate": .push, "setRoot": .replace,
        "setViewControllers": .replace, "popUpTo": .pop,
    ]

    /// The kind `word` most likely means: one of `kindWords`, or a kind's
    /// name run into the next word (`popTo`, `popToRoot`, `pushDetail`).
    static func kind(for word: String) -> TransitionKind? {
        if let kind = kindWords[word] { return kind }
        return TransitionKind.allCases.first { kind in
            guard word.hasPrefix(kind.rawValue), word.count > kind.rawValue.count else { return false }
            return word[word.index(word.startIndex, offsetBy: kind.rawValue.count)].isUppercase
        }
    }

    /// The key of a transition's mapping that `key` most likely means:
    /// Jetpack's `popUpTo` beside a kind is this format's `from`; otherwise
    /// a kind, as `kind(for:)` finds it.
    static func transitionKey(for key: String) -> String? {
        if key == "popUpTo" || key == "popUpToInclusive" { return "from" }
        return kind(for: key)?.rawValue
    }
}
