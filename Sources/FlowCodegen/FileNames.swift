/// File names for the flows' files: `<Type>.swift`, unique even on a file
/// system that ignores case (`SignInFlow.swift` and `signInFlow.swift`
/// would be one file on macOS), the later one in `types`' order taking
/// `_2`, `_3`, ...
enum FileNames {
    static func unique(_ types: [String], besides reserved: String) -> [String] {
        var taken: Set<String> = [reserved.lowercased()]
        return types.map { type in
            var name = "\(type).swift", number = 2
            while !taken.insert(name.lowercased()).inserted {
                name = "\(type)_\(number).swift"
                number += 1
            }
            return name
        }
    }
}
