import FlowDiagnostics
import FlowModel

/// Which flows a drawing includes.
enum FlowSelection {
    /// Every flow when `root` is nil; otherwise `root` and the flows its flow
    /// nodes start, transitively (reachable or not: the drawing fades what is
    /// unreachable rather than hiding it). Indices into `project.flows`.
    static func flows(in project: Project, rootedAt root: String?) throws(UnknownFlowError) -> [Bool] {
        guard let root else { return [Bool](repeating: true, count: project.flows.count) }
        guard let rootIndex = project.flowIndex[root] else {
            throw UnknownFlowError(name: root,
                                   suggestion: Suggestions.closest(to: root, in: project.flows.map(\.name)))
        }
        var selected = [Bool](repeating: false, count: project.flows.count)
        selected[rootIndex] = true
        // A worklist, not recursion: a long chain of child flows costs heap only.
        var work = [rootIndex]
        while let current = work.popLast() {
            for node in project.flows[current].nodes {
                guard let child = node.childFlow, let next = project.flowIndex[child.name],
                      !selected[next] else { continue }
                selected[next] = true
                work.append(next)
            }
        }
        return selected
    }
}
