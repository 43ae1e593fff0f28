/// Writes the planned graphs as flows: nodes, their actions as handlers,
/// global actions as the flow's `on`, deep links; then the outcomes by
/// which flows leave for their parents, the handlers of those outcomes in
/// every flow node, and the outputs that give each transition the values
/// its target needs.
struct JetpackFlowBuilder {
    let plan: JetpackPlan
    let resolver: JetpackResolver
    var flows: [ImportedFlow] = []
    var notes: [ImportNote] = []
    /// Outcomes of actions, by flow: the same action id gives the same outcome.
    var outcomeNames: [NameMaker]
    var flowOutcomeNames: [UniqueNames]
    var leaves: [Leave] = []
    var leaveIndex: [LeaveKey: Int] = [:]
    var pending: [Pending] = []
    var links = JetpackDeepLinks()

    /// How one flow leaves for its parent: its outcome, and what the
    /// parent's transitions need (their own, and those of further leaves).
    struct Leave {
        var flow: Int
        var action: JetpackResolver.Action
        var outcome: String
        var needs: [ImportedValue] = []
        var dependsOn: [Int] = []
        var line: Int?
    }

    struct LeaveKey: Hashable {
        var flow: Int
        var action: JetpackResolver.Action
    }

    /// A handler written once every payload is known.
    struct Pending {
        enum Place: Equatable {
            case node(Int)
            case flow
        }
        var flow: Int
        var place: Place
        var handler: ImportedHandler
        var needs: [ImportedValue]
        var leave: Int?
    }

    init(plan: JetpackPlan) {
        self.plan = plan
        resolver = JetpackResolver(plan: plan)
        outcomeNames = plan.flows.map { _ in NameMaker(reserving: ["back", "dismiss"]) }
        flowOutcomeNames = plan.flows.map { _ in UniqueNames(reserving: ["back", "dismiss"]) }
    }

    mutating func build() {
        for f in plan.flows.indices { flows.append(skeleton(f)) }
        for f in plan.flows.indices {
            for n in plan.flows[f].nodes.indices { addActions(of: n, in: f) }
            addGlobalActions(of: f)
        }
        handleLeaves()
        writeHandlers()
        StartCycles.break(in: &flows, kind: "include cycle", notes: &notes)
    }

    // MARK: Notes

    /// Records a note and returns the comment to write at its place.
    mutating func note(_ kind: String, _ detail: String, in f: Int, line: Int?) -> String {
        let note = ImportNote(kind: kind, file: plan.flows[f].file, line: line, detail: detail)
        notes.append(note)
        return note.comment
    }

    // MARK: Flows and nodes

    private mutating func skeleton(_ f: Int) -> ImportedFlow {
        let planned = plan.flows[f]
        let graph = planned.graph
        var flow = ImportedFlow(
            name: planned.name, source: ImportSource(file: planned.file, id: graph.id, line: graph.line),
            description: graph.label, entry: f == plan.entry, inputs: plan.flowInputs[f])
        if planned.startGuessed {
            let why = graph.startDestination.map { "startDestination '\($0)' names no destination of it" }
            flow.comments.append(
                note(
                    "start destination", "\(why ?? "the graph names no startDestination"): it starts at its first",
                    in: f, line: graph.line))
        }
        if !graph.otherAttributes.isEmpty {
            flow.comments.append(
                note(
                    "graph option", "not modelled: \(graph.otherAttributes.joined(separator: ", "))", in: f,
                    line: graph.line))
        }
        for element in graph.otherElements {
            flow.comments.append(
                note("unknown element", "<\(element.name)> is not imported", in: f, line: element.line))
        }
        if !graph.arguments.isEmpty || (planned.start.map { !planned.nodes[$0].inputs.isEmpty } ?? false) {
            flow.comments.append("inputs: the graph's arguments and those of its start destination")
        }
        flow.nodes = planned.nodes.indices.map { node($0, in: f) }
        if let start = planned.start {
            flow.start = planned.nodes[start].name
        } else {
            flow.start = "Empty"
            flow.nodes.append(
                ImportedNode(
                    name: "Empty", source: ImportSource(file: planned.file, id: graph.id, line: graph.line),
                    comments: [
                        note(
                            "empty graph", "the graph has no destinations: a placeholder screen", in: f,
                            line: graph.line)
                    ]))
        }
        for deepLink in graph.deepLinks where flow.start != nil {
            addLink(deepLink, to: flow.start!, in: f, flow: &flow)
        }
        for (n, destination) in planned.nodes.map(\.destination).enumerated() {
            for deepLink in destination.deepLinks { addLink(deepLink, to: planned.nodes[n].name, in: f, flow: &flow) }
        }
        return flow
    }

    private mutating func node(_ n: Int, in f: Int) -> ImportedNode {
        let planned = plan.flows[f].nodes[n]
        let destination = planned.destination
        let source = ImportSource(file: plan.flows[f].file, id: destination.id, line: destination.line)
        var node = ImportedNode(name: planned.name, source: source, description: destination.label)
        let line = destination.line
        switch destination.kind {
        case _ where planned.child != nil:
            node.kind = .flow(plan.flows[planned.child!].name, start: nil)
        case .graph: break
        case .include(let raw):
            node.comments.append(
                note(
                    "missing include",
                    "it includes \(raw), which is not among the given files: a placeholder screen; import that file too",
                    in: f, line: line))
        case .activity:
            node.comments.append(
                note(
                    "activity destination",
                    "\(destination.className ?? "an activity") runs in an activity of its own: a full-screen modal screen here",
                    in: f, line: line))
        case .other(let element):
            node.comments.append(
                note(
                    "custom destination", "<\(element)> (a custom navigator) is imported as a screen", in: f, line: line
                ))
        case .fragment, .dialog: break
        }
        if planned.child == nil {
            node.inputs = planned.inputs
            node.comments += argumentComments(destination.arguments, in: f)
        }
        if case .dialog = destination.kind {
            node.handlers.append(ImportedHandler(outcome: "back", transition: .back))
        }
        if !destination.otherAttributes.isEmpty {
            node.comments.append(
                note(
                    "destination option", "not modelled: \(destination.otherAttributes.joined(separator: ", "))", in: f,
                    line: line))
        }
        return node
    }

    /// Default values, nullability and inferred types: the format's inputs
    /// are always given, and typed by name only.
    private mutating func argumentComments(_ arguments: [NavigationArgument], in f: Int) -> [String] {
        var comments: [String] = []
        for argument in arguments {
            let name = JetpackNaming.valueName(argument.name)
            var facts: [String] = []
            if let value = argument.defaultValue { facts.append("default \(value)") }
            if argument.nullable { facts.append("nullable") }
            let type = JetpackNaming.typeName(argType: argument.argType, defaultValue: argument.defaultValue)
            if type.inferred { facts.append("no argType: \(type.name) inferred") }
            if name != argument.name { facts.append("named \(argument.name) in the graph") }
            guard !facts.isEmpty else { continue }
            comments.append(
                note(
                    "argument", "\(name): \(facts.joined(separator: ", ")); here an input that is always given",
                    in: f, line: argument.line))
        }
        return comments
    }

    private mutating func addLink(_ deepLink: NavigationDeepLink, to node: String, in f: Int, flow: inout ImportedFlow)
    {
        guard let uri = deepLink.uri else {
            flow.comments.append(
                note(
                    "deep link", "a deepLink without app:uri (an action or MIME type only) is not imported", in: f,
                    line: deepLink.line))
            return
        }
        let (pattern, remarks) = links.pattern(for: uri)
        for remark in remarks {
            flow.comments.append(note("deep link", "\(uri) to \(node): \(remark)", in: f, line: deepLink.line))
        }
        if !deepLink.otherAttributes.isEmpty {
            flow.comments.append(
                note(
                    "deep link", "\(uri): not modelled: \(deepLink.otherAttributes.joined(separator: ", "))", in: f,
                    line: deepLink.line))
        }
        if let pattern { flow.links.append(ImportedLink(pattern: pattern, node: node)) }
    }
}
