import FlowDiagnostics
import FlowModel

/// `duplicate-flow`: two flows with the same name. The first definition
/// counts; each later one is reported at its `flow:` value and ignored.
public struct DuplicateFlowRule: Rule {
    public static let id = "duplicate-flow"
    public static let severity = Severity.error
    public static let summary = "two flows with the same name"

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let project = context.project
        return project.duplicates.map { entry in
            let (duplicate, first) = (entry.duplicate, entry.first)
            let name = duplicate.name
            return diagnostic(
                "flow '\(name)' is defined twice; only the first definition counts: rename or remove this one",
                at: duplicate.location,
                notes: [Note("'\(name)' first defined here", at: project.flows[first].location)])
        }
    }
}
