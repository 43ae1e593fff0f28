/// Every graph of an import, named and linked before any flow is
/// written: which flow each graph becomes, its nodes' names, which flow
/// node starts which flow (nested graphs and includes), the entry flow,
/// and what each flow and node needs to be shown.
struct JetpackPlan {
    struct Flow {
        var graph: NavigationGraph
        var file: String
        var name: String
        var nodes: [Node] = []
        /// The flow nodes that start this flow: (flow, node) indices.
        var starters: [(flow: Int, node: Int)] = []
        var start: Int?
        /// Whether `start` is the first destination, for want of a
        /// `startDestination` that names one.
        var startGuessed = false
        /// Nodes by the bare id that reaches them (a nested or included
        /// graph by its graph's id).
        var nodeByID: [String: Int] = [:]
        var graphID: String? { graph.id.map(JetpackNaming.bareID) }
    }

    struct Node {
        var name: String
        var destination: NavigationDestination
        /// The flow a nested graph or a found include starts.
        var child: Int?
        var inputs: [ImportedValue] = []
    }

    var flows: [Flow] = []
    /// The root flow of each input file, in the order given.
    var roots: [Int] = []
    var entry: Int = 0
    /// Each flow's inputs, once computed.
    private(set) var flowInputs: [[ImportedValue]] = []

    init(files: [(path: String, graph: NavigationGraph)]) {
        var flowNames = UniqueNames()
        for (path, graph) in files {
            roots.append(add(graph, file: path, base: Self.baseName(of: path), names: &flowNames))
        }
        linkIncludes(files: files.map(\.path))
        let notIncluded = roots.first { flows[$0].starters.isEmpty }
        entry = notIncluded ?? roots[0]
        flowInputs = Array(repeating: [], count: flows.count)
        var computing = Set<Int>()
        var done = Set<Int>()
        for f in flows.indices { _ = inputs(of: f, computing: &computing, done: &done) }
    }

    /// `res/navigation/nav_graph.xml` -> `nav_graph`.
    static func baseName(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.firstIndex(of: ".").map { String(file[..<$0]) } ?? file
    }

    private mutating func add(_ graph: NavigationGraph, file: String, base: String, names: inout UniqueNames) -> Int {
        let index = flows.count
        let name = names.unique(JetpackNaming.typeName(graph.id ?? base, fallback: "Graph"))
        flows.append(Flow(graph: graph, file: file, name: name))
        var nodeNames = UniqueNames()
        for destination in graph.destinations {
            let raw = destination.id ?? destination.className.map { String($0.split(separator: ".").last ?? "") }
            var base = raw.map { JetpackNaming.typeName($0, fallback: "Screen") }
            if base == nil, case .include(let other) = destination.kind {
                base = JetpackNaming.typeName(JetpackNaming.includedFile(other), fallback: "Graph")
            }
            let node = Node(name: nodeNames.unique(base ?? "Screen"), destination: destination)
            let position = flows[index].nodes.count
            flows[index].nodes.append(node)
            if let id = destination.id { flows[index].nodeByID[JetpackNaming.bareID(id), default: position] = position }
            if case .graph(let nested) = destination.kind {
                let child = add(nested, file: file, base: base ?? "Graph", names: &names)
                flows[index].nodes[position].child = child
                flows[child].starters.append((index, position))
                if let id = nested.id { flows[index].nodeByID[JetpackNaming.bareID(id), default: position] = position }
            }
        }
        if let start = graph.startDestination {
            flows[index].start = flows[index].nodeByID[JetpackNaming.bareID(start)]
        }
        if flows[index].start == nil, !flows[index].nodes.isEmpty {
            flows[index].start = 0
            flows[index].startGuessed = true
        }
        return index
    }

    /// Includes name a file by its name: the first given file of that name.
    private mutating func linkIncludes(files: [String]) {
        var rootByName: [String: Int] = [:]
        for (path, root) in zip(files, roots) { rootByName[Self.baseName(of: path), default: root] = root }
        for f in flows.indices {
            for (n, node) in flows[f].nodes.enumerated() {
                guard case .include(let raw) = node.destination.kind else { continue }
                let file = JetpackNaming.includedFile(raw)
                guard let child = rootByName[file] else {
                    // A graph's id is most often its file's name: actions
                    // to it reach the placeholder.
                    flows[f].nodeByID[file, default: n] = n
                    continue
                }
                flows[f].nodes[n].child = child
                flows[child].starters.append((f, n))
                if let id = flows[child].graphID { flows[f].nodeByID[id, default: n] = n }
            }
        }
    }

    /// A flow's inputs: its graph's arguments and what its start needs.
    private mutating func inputs(of f: Int, computing: inout Set<Int>, done: inout Set<Int>) -> [ImportedValue] {
        if done.contains(f) { return flowInputs[f] }
        // An include cycle: the start chain never shows a screen; the
        // builder breaks it, and it needs nothing meanwhile.
        guard computing.insert(f).inserted else { return [] }
        var values = flows[f].graph.arguments.map(Self.value)
        for n in flows[f].nodes.indices {
            flows[f].nodes[n].inputs =
                if let child = flows[f].nodes[n].child { inputs(of: child, computing: &computing, done: &done) } else {
                    Self.merged(flows[f].nodes[n].destination.arguments.map(Self.value))
                }
        }
        if let start = flows[f].start { values += flows[f].nodes[start].inputs }
        flowInputs[f] = Self.merged(values)
        computing.remove(f)
        done.insert(f)
        return flowInputs[f]
    }

    static func value(_ argument: NavigationArgument) -> ImportedValue {
        let type = JetpackNaming.typeName(argType: argument.argType, defaultValue: argument.defaultValue)
        return ImportedValue(name: JetpackNaming.valueName(argument.name), type: type.name)
    }

    /// Each name once (the first one's type): the format's mappings take
    /// a key once.
    static func merged(_ values: [ImportedValue]) -> [ImportedValue] {
        var seen = Set<String>()
        return values.filter { seen.insert($0.name).inserted }
    }
}
