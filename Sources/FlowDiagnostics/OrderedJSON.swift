/// A JSON value whose objects keep their keys in the order given, written
/// indented two spaces a level: the same value always gives the same bytes.
public indirect enum OrderedJSON: Sendable {
    case string(String)
    case integer(Int)
    case object([(key: String, value: OrderedJSON)])
    case array([OrderedJSON])

    /// The value as indented JSON, ending with a line break.
    public var text: String {
        var out = ""
        write(into: &out, indent: "")
        out += "\n"
        return out
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .string(let s): out += quote(s)
        case .integer(let n): out += String(n)
        case .object(let members) where members.isEmpty: out += "{}"
        case .object(let members):
            let inner = indent + "  "
            out += "{"
            for (i, member) in members.enumerated() {
                out += (i == 0 ? "\n" : ",\n") + inner + quote(member.key) + ": "
                member.value.write(into: &out, indent: inner)
            }
            out += "\n" + indent + "}"
        case .array(let elements) where elements.isEmpty: out += "[]"
        case .array(let elements):
            let inner = indent + "  "
            out += "["
            for (i, element) in elements.enumerated() {
                out += (i == 0 ? "\n" : ",\n") + inner
                element.write(into: &out, indent: inner)
            }
            out += "\n" + indent + "]"
        }
    }
}

extension OrderedJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
}

extension OrderedJSON {
    /// An object of these members, in this order.
    public static func members(_ members: KeyValuePairs<String, OrderedJSON>) -> OrderedJSON {
        .object(members.map { (key: $0.key, value: $0.value) })
    }
}
