import FlowIndex
import FlowLoading
import FlowRuntime

/// `flowgraph-bench deepest DIR`: the node the step graph puts furthest
/// from the entry flow's start, for timing `path-to` in the report.
enum Deepest {
    static func find(folder: String) throws -> String {
        let loaded = try ProjectLoader.load(paths: [folder])
        let interpreter = Interpreter(project: loaded.project)
        let resolved = interpreter.resolved
        guard case .found(let entry) = resolved.entry else { return "" }
        let distance = StepGraph(resolved).distances(from: resolved.starts(of: entry))
        var deepest: NodeID?
        for node in resolved.nodes.ids where distance[node.index] != StepGraph.unreachable {
            if deepest == nil || distance[node.index] > distance[deepest!.index] { deepest = node }
        }
        guard let deepest else { return "" }
        return "\(resolved.model(resolved.flow(of: deepest)).name).\(resolved.model(deepest).name)"
    }
}
