import FlowDiagnostics
import FlowModel

/// `unhandled-outcome`: a flow node without a transition for some outcome
/// its child flow declares. One diagnostic per flow node, naming every
/// missing outcome, so one forgotten child does not flood the output.
public struct UnhandledOutcomeRule: Rule {
    public static let id = "unhandled-outcome"
    public static let severity = Severity.error
    public static let summary = "a flow node has no transition for an outcome its child flow declares"

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let project = context.project
        var diagnostics: [Diagnostic] = []
        for flow in project.flows {
            for node in flow.nodes {
                guard let childName = node.childFlow?.name, let child = project.flow(named: childName),
                      !child.outcomes.isEmpty else { continue }
                let handled = Set(node.handlers.map(\.outcome))
                let missing = child.outcomes.map(\.name).filter { !handled.contains($0) }
                guard !missing.isEmpty else { continue }
                let outcomes = Wording.plural(missing.count, "outcome")
                diagnostics.append(diagnostic(
                    "flow node '\(node.name)' does not handle \(outcomes) \(Wording.quoted(missing, limit: 10)) of flow '\(child.name)': add \(missing.count == 1 ? "it" : "them") under 'on'",
                    at: node.location,
                    notes: [Note("flow '\(child.name)' declares its outcomes here", at: child.outcomes[0].location)]))
            }
        }
        return diagnostics
    }
}
