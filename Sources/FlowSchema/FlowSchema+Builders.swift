import FlowDiagnostics

/// The small schemas every part is made of.
extension FlowSchema {
    /// A name where a value is expected. YAML 1.2 reads a plain `true`,
    /// `false` or `null` as a boolean or null, where the decoder reads a
    /// name as written: a node may be called `null`, so those are accepted
    /// (the pattern applies to text only).
    static func name(_ description: String) -> JSONValue {
        [
            "description": .string(description),
            "type": ["string", "boolean", "null"],
            "pattern": .string(SchemaPatterns.name),
        ]
    }

    /// A type's name in `inputs` or a payload: a name that must be there.
    static func typeName(_ description: String) -> JSONValue {
        [
            "description": .string(description),
            "type": ["string", "boolean"],
            "pattern": .string(SchemaPatterns.name),
        ]
    }

    /// What the keys of a mapping of names must look like; with
    /// `orExtension`, `x-` keys among them are skipped, as the decoder does.
    static func namePattern(_ what: String, orExtension: Bool) -> JSONValue {
        [
            "description": .string("\(what): letters, digits and '_', starting with a letter"),
            "pattern": .string(orExtension ? SchemaPatterns.nameOrExtensionKey : SchemaPatterns.name),
        ]
    }

    /// Free text: any scalar reads as its text; nothing leaves it out.
    static func text(_ description: String) -> JSONValue {
        ["description": .string(description), "type": ["string", "number", "boolean", "null"]]
    }

    /// A definition, with the description of the place that uses it.
    static func reference(_ definition: String, _ description: String) -> JSONValue {
        ["description": .string(description), "$ref": .string("#/$defs/\(definition)")]
    }

    /// `schema` refusing the outcome names system navigation keeps for itself.
    static func notReserved(_ schema: JSONValue) -> JSONValue {
        schema.adding([.init("not", ["enum": ["back", "dismiss"]])])
    }

    /// A mapping whose keys, except `x-` ones, may not be given here.
    static let onlyExtensionKeys: JSONValue = [
        "type": ["object", "null"],
        "propertyNames": ["pattern": .string(SchemaPatterns.extensionKey)],
    ]
}
