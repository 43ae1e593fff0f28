import FlowModel

/// Names and types of the flow format made from Jetpack ids, argument
/// names and argument types.
enum JetpackNaming {
    /// `@+id/homeFragment`, `@id/homeFragment` and `homeFragment` are one id.
    static func bareID(_ raw: String) -> String {
        for prefix in ["@+id/", "@id/", "@android:id/", "@+android:id/"] where raw.hasPrefix(prefix) {
            return String(raw.dropFirst(prefix.count))
        }
        return raw
    }

    /// `@navigation/other` -> `other`: the file name an include names.
    static func includedFile(_ raw: String) -> String {
        raw.hasPrefix("@navigation/") ? String(raw.dropFirst("@navigation/".count)) : raw
    }

    /// A node or flow name: `homeFragment` -> `HomeFragment`.
    static func typeName(_ raw: String, fallback: String) -> String {
        NameMaker.identifier(from: bareID(raw), case: .upper, fallback: fallback)
    }

    /// A value's name: kept when it is already an identifier (so that it
    /// stays the name the app's code uses), else made one.
    static func valueName(_ raw: String) -> String {
        var text = raw
        if text.hasPrefix("@string/") { text.removeFirst("@string/".count) }
        if Identifier.isValid(text) { return text }
        return NameMaker.identifier(from: text, case: .lower, fallback: "value")
    }

    /// The outcome an action id names: `action_home_to_detail` -> `toDetail`,
    /// `action_global_login` -> `globalLogin`, `showPieChart` as it is.
    static func outcomeBase(actionID raw: String?, destination: String?) -> String {
        guard let raw else {
            return destination.map { "to_" + bareID($0) } ?? "action"
        }
        var id = bareID(raw)
        if id.hasPrefix("action_") {
            id.removeFirst("action_".count)
            if let to = id.range(of: "_to_") { id = "to_" + id[to.upperBound...] }
        }
        return id
    }

    /// The type an `app:argType` names: `integer` -> `Int`, a class name
    /// -> its last component; `nil` when the type is left to the default
    /// value (then `inferred` says what that gives).
    static func typeName(argType: String?, defaultValue: String?) -> (name: String, inferred: Bool) {
        guard let argType, !argType.isEmpty else {
            return (inferredType(from: defaultValue), true)
        }
        let builtIn = [
            "integer": "Int", "int": "Int", "string": "String", "boolean": "Bool", "bool": "Bool", "float": "Float",
            "long": "Int64", "reference": "Int",
        ]
        let isArray = argType.hasSuffix("[]")
        let element = isArray ? String(argType.dropLast(2)) : argType
        var name = builtIn[element] ?? String(element.split(whereSeparator: { $0 == "." || $0 == "$" }).last ?? "")
        if !Identifier.isValid(name) { name = NameMaker.identifier(from: name, case: .upper, fallback: "Value") }
        return (isArray ? name + "Array" : name, false)
    }

    /// What Android infers from a default value when no type is given.
    private static func inferredType(from value: String?) -> String {
        guard let value else { return "String" }
        if value == "true" || value == "false" { return "Bool" }
        if value.hasSuffix("L"), Int64(value.dropLast()) != nil { return "Int64" }
        if Int(value) != nil || value.hasPrefix("0x") { return "Int" }
        if Float(value) != nil { return "Float" }
        if value.hasPrefix("@") { return "Int" }
        return "String"
    }
}
