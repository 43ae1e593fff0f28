import FlowIndex
import FlowModel

/// Settles every name of the generated code from the resolved project:
/// flows in the order of their YAML names, each flow's nodes, outcomes and
/// values in the order the YAML writes them.
struct PlanBuilder {
    let resolved: ResolvedProject
    let sourcePath: (String) -> String
    /// The types generated inside every flow's namespace: an app type of
    /// one of these names needs an alias there.
    static let namespaceTypes: Set<String> = ["Outcome", "Inputs", "Node"]
    private var aliases: [String: String] = [:]
    private var valueTypes: Set<String> = []

    init(_ resolved: ResolvedProject, sourcePath: @escaping (String) -> String) {
        self.resolved = resolved
        self.sourcePath = sourcePath
    }

    mutating func build() -> GenerationPlan {
        let ids = resolved.flows.ids.sorted {
            resolved.model($0).name.utf8.lexicographicallyPrecedes(resolved.model($1).name.utf8)
        }
        let names = ids.map { resolved.model($0).name }
        var typeScope = NameScope(reserved: [SharedFile.flowsEnum, SharedFile.namedProtocol])
        let typeNames = typeScope.assign(
            names, convert: { SwiftName.type($0, suffix: "Flow") }, literal: { SwiftName.literal($0, suffix: "Flow") })
        let caseNames = NameScope.members(names, reserved: ["allCases"])
        let fileNames = FileNames.unique(typeNames, besides: SharedFile.fileName)
        var typeNameOfFlow: [FlowID: String] = [:]
        for (id, name) in zip(ids, typeNames) { typeNameOfFlow[id] = name }
        var flows: [FlowPlan] = []
        for (position, id) in ids.enumerated() {
            flows.append(
                flowPlan(
                    id, typeName: typeNames[position], caseName: caseNames[position], fileName: fileNames[position],
                    typeNameOfFlow: typeNameOfFlow))
        }
        return GenerationPlan(
            flows: flows,
            aliases: aliases.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { ($0.key, $0.value) },
            valueTypes: valueTypes.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    private mutating func flowPlan(
        _ id: FlowID, typeName: String, caseName: String, fileName: String, typeNameOfFlow: [FlowID: String]
    ) -> FlowPlan {
        let flow = resolved.model(id)
        // The first definition of a node name counts, as everywhere.
        var seen: Set<String> = []
        let nodeIDs = resolved.flows[id].nodes.filter { seen.insert(resolved.model($0, in: id).name).inserted }
        let screenIDs = nodeIDs.filter { resolved.nodes[$0].kind == .screen }
        let screenNames = screenIDs.map { resolved.model($0, in: id).name }
        var screenScope = NameScope(reserved: Self.namespaceTypes)
        let screenTypes = screenScope.assign(
            screenNames, convert: { SwiftName.type($0, suffix: "Screen") },
            literal: { SwiftName.literal($0, suffix: "Screen") })
        let hidden = Self.namespaceTypes.union(screenTypes)
        var screenTypeOfNode: [NodeID: String] = [:]
        for (node, type) in zip(screenIDs, screenTypes) { screenTypeOfNode[node] = type }

        let nodeNames = nodeIDs.map { resolved.model($0, in: id).name }
        let nodeCases = NameScope.members(nodeNames, reserved: ["allCases"])
        let nodes = zip(nodeIDs, nodeCases).map { node, caseName in
            let model = resolved.model(node, in: id)
            let kind: NodePlan.Kind
            switch resolved.nodes[node].kind {
            case .screen: kind = .screen(typeName: screenTypeOfNode[node] ?? "")
            case .flowNode(let child):
                kind = .flowNode(flow: model.childFlow?.name ?? "", typeName: typeNameOfFlow[child])
            case .unknownFlow: kind = .flowNode(flow: model.childFlow?.name ?? "", typeName: nil)
            case .tabs: kind = .tabs((model.tabs ?? []).map(\.name))
            }
            return NodePlan(
                yamlName: model.name, caseName: caseName, kind: kind, description: model.description,
                line: model.location.line)
        }
        let screens = zip(screenIDs, screenTypes).map { node, type in
            screenPlan(node, in: id, typeName: type, hidden: hidden)
        }
        let outcomes = flow.outcomes.map { ($0.name, $0.location.line, flow.payload(of: $0.name), false) }
        return FlowPlan(
            yamlName: flow.name, typeName: typeName, caseName: caseName, fileName: fileName,
            place: SourcePlace(file: sourcePath(flow.file), line: flow.location.line),
            description: flow.description,
            inputs: values(flow.inputs, hidden: hidden),
            outcomes: outcomePlans(outcomes, hidden: hidden),
            nodes: nodes, screens: screens)
    }

    private mutating func screenPlan(_ node: NodeID, in flow: FlowID, typeName: String, hidden: Set<String>)
        -> ScreenPlan
    {
        let model = resolved.model(node, in: flow)
        let system: Set<String> = [SystemOutcome.back, SystemOutcome.dismiss]
        var seen = system
        var outcomes: [(String, Int, [ValueDeclaration], Bool)] = []
        for handler in model.handlers where seen.insert(handler.outcome).inserted {
            outcomes.append(
                (handler.outcome, handler.location.line, resolved.payload(of: handler.outcome, at: node), false))
        }
        for handler in resolved.model(flow).flowHandlers where seen.insert(handler.outcome).inserted {
            outcomes.append(
                (handler.outcome, handler.location.line, resolved.payload(of: handler.outcome, at: node), true))
        }
        return ScreenPlan(
            yamlName: model.name, typeName: typeName,
            place: SourcePlace(file: sourcePath(model.location.file), line: model.location.line),
            description: model.description,
            inputs: values(model.inputs, hidden: hidden),
            outcomes: outcomePlans(outcomes, hidden: hidden))
    }

    private mutating func outcomePlans(_ outcomes: [(String, Int, [ValueDeclaration], Bool)], hidden: Set<String>)
        -> [OutcomePlan]
    {
        var seen: Set<String> = []
        let unique = outcomes.filter { seen.insert($0.0).inserted }
        let cases = NameScope.members(unique.map(\.0), reserved: ["allCases"])
        return zip(unique, cases).map { outcome, caseName in
            OutcomePlan(
                yamlName: outcome.0, caseName: caseName, payload: values(outcome.2, hidden: hidden), line: outcome.1,
                isInherited: outcome.3)
        }
    }

    private mutating func values(_ declarations: [ValueDeclaration], hidden: Set<String>) -> [ValuePlan] {
        var seen: Set<String> = []
        let unique = declarations.filter { seen.insert($0.name).inserted }
        let names = NameScope.members(unique.map(\.name))
        return zip(unique, names).map { value, name in
            ValuePlan(
                yamlName: value.name, swiftName: name, type: typeReference(value.type, hidden: hidden),
                yamlType: value.type, line: value.location.line)
        }
    }

    /// The type as written, or, when a generated type of the same name
    /// would hide it, a top-level alias made for it.
    private mutating func typeReference(_ type: String, hidden: Set<String>) -> String {
        let written = SwiftName.typeReference(type)
        valueTypes.insert(written)
        guard hidden.contains(written) else { return written }
        let alias = SharedFile.aliasPrefix + written
        aliases[written] = alias
        return alias
    }
}
