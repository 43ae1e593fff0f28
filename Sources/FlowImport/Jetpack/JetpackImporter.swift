/// `flowgraph import jetpack`: Android Jetpack Navigation graphs
/// (`res/navigation/*.xml`) as flows, one per `<navigation>` (nested
/// graphs too), one output file per input file.
public enum JetpackImporter: NavigationImporter {
    public static let kind = "jetpack"

    public static func importFlows(from inputs: [ImportInput]) throws(ImportError) -> ImportResult {
        var graphs: [(path: String, graph: NavigationGraph)] = []
        for input in inputs {
            let tree = try XMLTree.parse(input.bytes, file: input.path, kind: "a Jetpack navigation graph")
            graphs.append((input.path, try NavigationModelReader(tree: tree, file: input.path).graph()))
        }
        guard !graphs.isEmpty else { return ImportResult(files: [], notes: []) }
        let plan = JetpackPlan(files: graphs)
        var builder = JetpackFlowBuilder(plan: plan)
        builder.build()
        var fileNames = UniqueNames()
        var files: [ImportResult.File] = []
        for (position, root) in plan.roots.enumerated() {
            let end = position + 1 < plan.roots.count ? plan.roots[position + 1] : plan.flows.count
            let name = fileNames.unique(JetpackPlan.baseName(of: graphs[position].path))
            files.append(ImportResult.File(name: name + ".yaml", flows: Array(builder.flows[root..<end])))
        }
        return ImportResult(files: files, notes: builder.notes)
    }
}
