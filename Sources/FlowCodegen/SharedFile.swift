/// The file every flow's file uses: the protocol of named values, the enum
/// of all flows, and aliases for the app's types a generated name hides.
struct SharedFile {
    static let fileName = "FlowgraphFlows.swift"
    static let flowsEnum = "FlowgraphFlows"
    static let namedProtocol = "FlowgraphNamed"
    static let aliasPrefix = "FlowgraphValue"

    let plan: GenerationPlan
    let access: String

    func render(into writer: inout SwiftWriter) {
        writer.doc([
            ["A value generated from the flow files, which knows its name there."]
        ])
        writer.block("\(access) protocol \(Self.namedProtocol): Sendable, Hashable") { body in
            body.doc([["The name as the flow files write it."]])
            body.line("var name: String { get }")
        }
        writer.line()
        EnumRenderer(
            access: access, typeName: Self.flowsEnum,
            docs: [["Every flow of the project."]],
            cases: plan.flows.map { flow in
                EnumRenderer.Case(
                    name: flow.caseName, yamlName: flow.yamlName,
                    docs: ["Flow `\(flow.yamlName)` (`\(flow.typeName)`), from \(flow.place.text)."])
            }
        ).render(into: &writer)
        guard !plan.valueTypes.isEmpty else { return }
        writer.line()
        let types = plan.valueTypes.map { "`\($0)`" }.joined(separator: ", ")
        writer.line("// The flows name these types of the app: \(types).")
        writer.line("// Each must be Sendable and Hashable, and visible where this code is.")
        for (type, alias) in plan.aliases {
            writer.line()
            writer.doc([["The app's `\(type)`, by a name that no generated `\(type)` hides."]])
            writer.line("\(access) typealias \(alias) = \(type)")
        }
    }
}
