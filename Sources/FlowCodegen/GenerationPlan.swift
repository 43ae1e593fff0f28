/// What the generator writes, every name already settled: the flows and
/// screens with their Swift names, the values with the types to write.
/// Built once (`PlanBuilder`); the files only print it.
struct GenerationPlan {
    var flows: [FlowPlan]
    /// Types of the app that a generated name would hide where they are
    /// used, each with the top-level alias written for it, by type name.
    var aliases: [(type: String, alias: String)]
    /// Every type of the app the flows name, sorted.
    var valueTypes: [String]
}

/// Where a YAML declaration is written, as the doc comments say it.
struct SourcePlace {
    var file: String
    var line: Int

    var text: String { "\(file):\(line)" }
}

/// One flow: its namespace, the case naming it in `FlowgraphFlows`, its
/// file.
struct FlowPlan {
    var yamlName: String
    var typeName: String
    var caseName: String
    var fileName: String
    var place: SourcePlace
    var description: String?
    var inputs: [ValuePlan]
    var outcomes: [OutcomePlan]
    var nodes: [NodePlan]
    var screens: [ScreenPlan]
}

/// A named value: an input, or one value of a payload.
struct ValuePlan {
    var yamlName: String
    var swiftName: String
    /// The type as the code writes it: as in the YAML, or its alias.
    var type: String
    var yamlType: String
    var line: Int
}

/// An outcome of a flow or a screen, with its payload.
struct OutcomePlan {
    var yamlName: String
    var caseName: String
    var payload: [ValuePlan]
    var line: Int
    /// For a screen: the outcome comes from its flow's own `on`.
    var isInherited = false
}

/// An entry of a flow's `screens`.
struct NodePlan {
    enum Kind {
        case screen(typeName: String)
        case flowNode(flow: String, typeName: String?)
        case tabs([String])
    }

    var yamlName: String
    var caseName: String
    var kind: Kind
    var description: String?
    var line: Int
}

/// A screen's namespace: its outcomes and inputs.
struct ScreenPlan {
    var yamlName: String
    var typeName: String
    var place: SourcePlace
    var description: String?
    var inputs: [ValuePlan]
    var outcomes: [OutcomePlan]
}
