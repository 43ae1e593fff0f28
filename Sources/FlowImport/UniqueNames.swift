/// Identifiers unique in one scope (a flow's nodes, a node's outcomes,
/// the flows of an import): the same base twice gets `Name2`, `Name3` in
/// the order asked, so the same input names the same.
struct UniqueNames {
    private var taken: Set<String>

    init(reserving names: some Sequence<String> = []) {
        taken = Set(names)
    }

    /// `base`, or `base2`, `base3`... when it is taken.
    mutating func unique(_ base: String) -> String {
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(base)\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// A new identifier made from `raw` by `NameMaker`'s rules.
    mutating func claim(_ raw: String, case nameCase: NameMaker.Case, fallback: String) -> String {
        unique(NameMaker.identifier(from: raw, case: nameCase, fallback: fallback))
    }

    func contains(_ name: String) -> Bool { taken.contains(name) }
}
