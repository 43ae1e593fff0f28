import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unused-flow`: a flow that no reachable flow node of a reachable flow
/// starts, beginning from the entry flow. Without a single entry flow there
/// is nothing to begin from, so the rule stays silent (`entry` reports why).
public struct UnusedFlowRule: Rule {
    public static let id = "unused-flow"
    public static let severity = Severity.warning
    public static let summary = "a flow that the entry flow never starts, directly or through its children"

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let used = context.resolved.usedFlows, case .found(let root) = context.resolved.entry else { return [] }
        let project = context.project
        let entry = project.flows[root.index]
        return project.flows.indices.filter { !used[$0] }.map { index in
            diagnostic(
                "flow '\(project.flows[index].name)' is never started: no reachable flow node leads to it from the entry flow '\(entry.name)'; start it from a flow node or remove it",
                at: project.flows[index].location)
        }
    }
}
