/// The words Swift gives a meaning of its own, in the two groups the
/// generator treats differently. Contextual keywords (`open`, `some`,
/// `async`, `get`...) are plain names where the generator writes them.
enum SwiftKeywords {
    /// Keywords that are valid names in backticks (`` case `default` ``).
    static let needBackticks: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try",
        "Protocol", "Type", "Self", "self", "_",
    ]

    /// Names that stay wrong or ambiguous even in backticks: `self` and
    /// `Self` are the value and type in scope (a parameter `self` hides the
    /// instance), `init` reads as the initialiser, `Type` and `Protocol`
    /// after a type are its metatypes, and `hashValue` is a property
    /// `Hashable` gives every type. Each gets `_` after it.
    static let needSuffix: Set<String> = ["self", "Self", "init", "Type", "Protocol", "hashValue"]
}
