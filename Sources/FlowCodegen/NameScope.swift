/// Swift names for the YAML names of one scope (the cases of an enum, the
/// properties of a struct, the types of a namespace), distinct from each
/// other and from the names the scope already holds.
///
/// Names are settled in an order that does not depend on the YAML's order:
/// a name that converts to itself first, then by the bytes of the YAML
/// name. Each takes the first of its candidates still free: the converted
/// name, then its literal form (`sign_in` where camel case merged it with
/// `signIn`), then the converted name with `_2`, `_3`, ...
struct NameScope {
    private var taken: Set<String>

    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// The Swift name of each of `names`, in their order. `convert` gives
    /// the preferred name, `literal` the fallback.
    mutating func assign(
        _ names: [String], convert: (String) -> String, literal: (String) -> String
    ) -> [String] {
        let preferred = names.map(convert)
        let order = names.indices.sorted { a, b in
            let exactA = preferred[a] == names[a], exactB = preferred[b] == names[b]
            if exactA != exactB { return exactA }
            return names[a].utf8.lexicographicallyPrecedes(names[b].utf8)
        }
        var result = preferred
        for index in order {
            result[index] = take(preferred[index], fallback: literal(names[index]))
        }
        return result
    }

    /// Marks `name` as taken and returns it, or the first free fallback.
    private mutating func take(_ name: String, fallback: String) -> String {
        for candidate in [name, fallback] where taken.insert(candidate).inserted {
            return candidate
        }
        var number = 2
        while !taken.insert("\(name)_\(number)").inserted { number += 1 }
        return "\(name)_\(number)"
    }

    /// Member names (cases, properties) for `names`.
    static func members(_ names: [String], reserved: Set<String> = []) -> [String] {
        var scope = NameScope(reserved: reserved)
        return scope.assign(names, convert: SwiftName.member, literal: { SwiftName.literal($0) })
    }
}
