/// Unique identifiers in one scope (a flow's nodes, a node's outcomes, the
/// flows of an import), made from display names: the same name twice gets
/// `Name2`, `Name3` in the order asked, so the same input names the same.
struct StoryboardNames {
    private var taken: Set<String>

    init(reserving reserved: Set<String> = []) { taken = reserved }

    /// A new identifier made from `raw` (`NameMaker`'s rules).
    mutating func claim(_ raw: String, case nameCase: NameMaker.Case, fallback: String) -> String {
        let base = NameMaker.identifier(from: raw, case: nameCase, fallback: fallback)
        var candidate = base
        var suffix = 2
        while !taken.insert(candidate).inserted {
            candidate = "\(base)\(suffix)"
            suffix += 1
        }
        return candidate
    }
}
