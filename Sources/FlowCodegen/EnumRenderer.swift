/// One generated enum whose cases have YAML names: a flow's or a screen's
/// `Outcome`, a flow's `Node`, `FlowgraphFlows`.
///
/// Without associated values the YAML name is the raw value (and the
/// enum is `CaseIterable`); cases that carry values cannot have raw
/// values, so then `name` alone gives it. Every one conforms to
/// `FlowgraphNamed`, so `name` always works.
struct EnumRenderer {
    struct Case {
        var name: String
        var yamlName: String
        var payload: [ValuePlan] = []
        var docs: [String]
    }

    var access: String
    var typeName: String
    var docs: [[String]]
    var cases: [Case]

    private var hasRawValues: Bool { !cases.isEmpty && cases.allSatisfy(\.payload.isEmpty) }

    func render(into writer: inout SwiftWriter) {
        var docs = docs
        if !hasRawValues, !cases.isEmpty {
            docs.append([
                "Its cases carry values, so it has no raw value: `name` is the case's name in the flow files."
            ])
        }
        writer.doc(docs)
        let conformances = hasRawValues ? "String, \(SharedFile.namedProtocol), CaseIterable" : SharedFile.namedProtocol
        writer.block("\(access) enum \(typeName): \(conformances)") { body in
            for item in cases {
                body.doc([item.docs])
                body.line("case \(declaration(of: item))")
            }
            if !cases.isEmpty { body.line() }
            body.doc([["The name as the flow files write it."]])
            if hasRawValues {
                body.line("\(access) var name: String { rawValue }")
            } else {
                body.block("\(access) var name: String") { getter in
                    // `case` lines stand level with their `switch`, as Swift is written.
                    getter.line("switch self {")
                    for item in cases {
                        getter.line("case .\(SwiftName.escaped(item.name)): \(SwiftWriter.literal(item.yamlName))")
                    }
                    getter.line("}")
                }
            }
        }
    }

    private func declaration(of item: Case) -> String {
        let name = SwiftName.escaped(item.name)
        if hasRawValues { return "\(name) = \(SwiftWriter.literal(item.yamlName))" }
        guard !item.payload.isEmpty else { return name }
        let values = item.payload.map { "\(SwiftName.escaped($0.swiftName)): \($0.type)" }
        return "\(name)(\(values.joined(separator: ", ")))"
    }
}

/// A generated `Inputs` struct: one stored property a value, and a public
/// initialiser taking them all (a memberwise one would be internal).
struct InputsRenderer {
    var access: String
    var docs: [[String]]
    var values: [ValuePlan]

    func render(into writer: inout SwiftWriter) {
        writer.doc(docs)
        writer.block("\(access) struct Inputs: Sendable, Hashable") { body in
            for value in values {
                body.doc([["`\(value.yamlName)`: `\(value.yamlType)`, declared at line \(value.line)."]])
                body.line("\(access) var \(SwiftName.escaped(value.swiftName)): \(value.type)")
            }
            if !values.isEmpty { body.line() }
            guard !values.isEmpty else {
                body.line("\(access) init() {}")
                return
            }
            let parameters = values.map { "\(SwiftName.escaped($0.swiftName)): \($0.type)" }
            body.block("\(access) init(\(parameters.joined(separator: ", ")))") { initialiser in
                for value in values {
                    let name = SwiftName.escaped(value.swiftName)
                    initialiser.line("self.\(name) = \(name)")
                }
            }
        }
    }
}
