import FlowDiagnostics
import FlowIndex
import FlowModel

/// Which flows a drawing includes.
enum FlowSelection {
    /// Every flow when `root` is nil; otherwise `root` and the flows its flow
    /// nodes and tabs nodes start, transitively (reachable or not: the drawing fades what is
    /// unreachable rather than hiding it). Indices into `project.flows`.
    static func flows(in resolved: ResolvedProject, rootedAt root: String?) throws(UnknownFlowError) -> [Bool] {
        let project = resolved.project
        guard let root else { return [Bool](repeating: true, count: project.flows.count) }
        guard let rootFlow = resolved.flow(named: root) else {
            throw UnknownFlowError(
                name: root,
                suggestion: Suggestions.closest(to: root, in: project.flows.map(\.name)))
        }
        var selected = [Bool](repeating: false, count: project.flows.count)
        selected[rootFlow.index] = true
        // A worklist, not recursion: a long chain of child flows costs heap only.
        var work = [rootFlow]
        while let current = work.popLast() {
            for node in resolved.flows[current].nodes {
                for next in resolved.startedFlows(by: node) where !selected[next.index] {
                    selected[next.index] = true
                    work.append(next)
                }
            }
        }
        return selected
    }
}
