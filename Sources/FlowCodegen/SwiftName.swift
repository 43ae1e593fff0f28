/// How a YAML name becomes a Swift identifier: split into words at every
/// character that is not an ASCII letter or digit (`_` and `-` included),
/// joined in camel case, made valid (a leading digit gets `_` before it;
/// names Swift gives a meaning of their own get `_` after them), and
/// escaped with backticks where it is a keyword.
enum SwiftName {
    /// `UpperCamelCase`, for types: each word's first letter uppercased,
    /// the rest kept as written (`sign-in` and `signIn` give `SignIn`).
    static func type(_ name: String, suffix: String = "") -> String {
        valid(words(of: name).map(capitalized).joined() + suffix)
    }

    /// `lowerCamelCase`, for cases and properties: the first word's leading
    /// capitals lowercased as Swift spells acronyms (`URLField` gives
    /// `urlField`, `SignIn` gives `signIn`), the others capitalised.
    static func member(_ name: String) -> String {
        let words = words(of: name)
        guard let first = words.first else { return valid("") }
        return valid(lowercasedLead(first) + words.dropFirst().map(capitalized).joined())
    }

    /// The name as written, each character that cannot be in an identifier
    /// replaced by `_`: what tells apart two names that camel case merges
    /// (`sign_in` and `signIn`).
    static func literal(_ name: String, suffix: String = "") -> String {
        valid(wordCharacters(name) + suffix)
    }

    /// A type of the app as the code names it: as written when it is an
    /// identifier (in backticks if a keyword), else its literal form.
    static func typeReference(_ name: String) -> String {
        var identifier = wordCharacters(name)
        if identifier.isEmpty || identifier.unicodeScalars.first.map(isDigit) == true { identifier = "_" + identifier }
        return escaped(identifier)
    }

    private static func wordCharacters(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { isWordCharacter($0) ? $0 : "_" }))
    }

    /// `identifier` as it must be written in code: in backticks when it is
    /// a keyword.
    static func escaped(_ identifier: String) -> String {
        SwiftKeywords.needBackticks.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// A valid identifier from the joined words: `_` before a leading digit
    /// or in place of nothing, `_` after a name Swift reserves even in
    /// backticks (`self`, `Type`, `init`...).
    static func valid(_ joined: String) -> String {
        var result = joined
        if result.isEmpty || result.unicodeScalars.first.map(isDigit) == true { result = "_" + result }
        if result == "_" || SwiftKeywords.needSuffix.contains(result) { result += "_" }
        return result
    }

    private static func words(of name: String) -> [Substring] {
        name.split { !$0.unicodeScalars.allSatisfy(isLetterOrDigit) }
    }

    private static func capitalized(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowercasedLead(_ word: Substring) -> String {
        let scalars = Array(word.unicodeScalars)
        var lead = 0
        while lead < scalars.count, isUppercase(scalars[lead]) { lead += 1 }
        // In `URLField` the `F` starts the next word: it stays a capital.
        if lead > 1, lead < scalars.count, !isDigit(scalars[lead]) { lead -= 1 }
        return String(word.unicodeScalars.prefix(lead)).lowercased() + String(word.unicodeScalars.dropFirst(lead))
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        isUppercase(scalar) || ("a"..."z").contains(scalar) || isDigit(scalar)
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetterOrDigit(scalar) || scalar == "_"
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
