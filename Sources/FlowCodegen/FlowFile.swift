/// A flow's file: its namespace `<Flow>Flow` with `Inputs`, `Outcome`,
/// `Node`, and one `<Screen>Screen` namespace a screen.
struct FlowFile {
    let flow: FlowPlan
    let access: String

    func render(into writer: inout SwiftWriter) {
        writer.doc([
            ["Flow `\(flow.yamlName)`, from \(flow.place.text): its inputs, outcomes, nodes and screens."],
            DocText.lines(flow.description),
        ])
        writer.block("\(access) enum \(flow.typeName)") { body in
            body.doc([["This flow among all of them."]])
            body.line("\(access) static let flow = \(SharedFile.flowsEnum).\(SwiftName.escaped(flow.caseName))")
            body.line()
            InputsRenderer(
                access: access,
                docs: [["What starting flow `\(flow.yamlName)` must supply: its `inputs`."]],
                values: flow.inputs
            ).render(into: &body)
            body.line()
            EnumRenderer(
                access: access, typeName: "Outcome",
                docs: [["How flow `\(flow.yamlName)` finishes: its `outcomes`, with their payloads."]],
                cases: flow.outcomes.map {
                    EnumRenderer.Case(
                        name: $0.caseName, yamlName: $0.yamlName, payload: $0.payload,
                        docs: ["`\($0.yamlName)`, declared at line \($0.line)."])
                }
            ).render(into: &body)
            body.line()
            EnumRenderer(
                access: access, typeName: "Node",
                docs: [["The nodes of flow `\(flow.yamlName)`: the entries of its `screens`."]],
                cases: flow.nodes.map { node in
                    EnumRenderer.Case(
                        name: node.caseName, yamlName: node.yamlName, docs: Self.docs(of: node))
                }
            ).render(into: &body)
            for screen in flow.screens {
                body.line()
                render(screen, into: &body)
            }
        }
    }

    private func render(_ screen: ScreenPlan, into writer: inout SwiftWriter) {
        writer.doc([
            ["Screen `\(screen.yamlName)` of flow `\(flow.yamlName)`, from \(screen.place.text)."],
            DocText.lines(screen.description),
        ])
        writer.block("\(access) enum \(screen.typeName)") { body in
            InputsRenderer(
                access: access,
                docs: [["What showing screen `\(screen.yamlName)` needs: its `inputs`."]],
                values: screen.inputs
            ).render(into: &body)
            body.line()
            EnumRenderer(
                access: access, typeName: "Outcome",
                docs: [
                    [
                        "What screen `\(screen.yamlName)` can report: the outcomes of its `on` and of its flow's own `on`, with the payloads of its `outputs`. The system's `back` and `dismiss` are not among them."
                    ]
                ],
                cases: screen.outcomes.map {
                    EnumRenderer.Case(
                        name: $0.caseName, yamlName: $0.yamlName, payload: $0.payload,
                        docs: [
                            $0.isInherited
                                ? "`\($0.yamlName)`, from the flow's own `on` at line \($0.line)."
                                : "`\($0.yamlName)`, handled at line \($0.line)."
                        ])
                }
            ).render(into: &body)
        }
    }

    private static func docs(of node: NodePlan) -> [String] {
        let what: String
        switch node.kind {
        case .screen(let type): what = "Screen `\(node.yamlName)` (`\(type)`), line \(node.line)."
        case .flowNode(let flow, let type?):
            what = "Starts flow `\(flow)` (`\(type)`), line \(node.line)."
        case .flowNode(let flow, nil): what = "Starts flow `\(flow)`, line \(node.line)."
        case .tabs(let flows):
            what = "A tab bar of flows \(flows.map { "`\($0)`" }.joined(separator: ", ")), line \(node.line)."
        }
        let description = DocText.lines(node.description)
        return description.isEmpty ? [what] : [what, ""] + description
    }
}
