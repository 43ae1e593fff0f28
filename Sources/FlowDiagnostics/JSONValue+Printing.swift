extension JSONValue {
    /// Pretty-printed JSON, two spaces a level, members in their order, and
    /// a final line break: the same bytes for the same value, so a generated
    /// file can be compared with the committed one.
    public var prettyPrinted: String {
        var output = ""
        write(to: &output, indent: "")
        output += "\n"
        return output
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .string(let value): output += quote(value)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            // Short lists of scalars (`type`, `required`, an `enum`) stay on
            // one line: they read as one fact.
            if items.allSatisfy(\.isScalar), items.count <= 12 {
                output += "[" + items.map { $0.compact }.joined(separator: ", ") + "]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (position, item) in items.enumerated() {
                output += inner
                item.write(to: &output, indent: inner)
                output += position == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            let inner = indent + "  "
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += inner + quote(member.key) + ": "
                member.value.write(to: &output, indent: inner)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// A scalar on one line.
    private var compact: String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }
}
