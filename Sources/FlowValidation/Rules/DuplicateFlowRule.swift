import FlowDiagnostics
import FlowModel

/// `duplicate-flow`: two flows with the same name. The first definition
/// counts; each later one is reported at its `flow:` value and ignored.
public struct DuplicateFlowRule: Rule {
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

extension DuplicateFlowRule {
    public static let description = RuleDescription(
        id: .duplicateFlow, severity: .error,
        summary: "two flows with the same name",
        rationale: """
            A flow node names the flow it starts: with two flows of that name only the first is ever
            started, and whatever the other says has no effect.
            """,
        details: """
            Points at the later flow's `flow:` value, with a note at the first. The first definition
            counts; each later one is reported and otherwise ignored.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile(
                    "app.yaml",
                    """
                    flow: App
                    start: Home
                    screens:
                      Home:
                        on:
                          settings: modal Settings
                      Settings:
                        flow: Settings
                    """),
                ExampleFile(
                    "settings.yaml",
                    """
                    flow: Settings
                    start: Options
                    screens:
                      Options:
                        on:
                          close: back
                    """),
                ExampleFile(
                    "settings-old.yaml",
                    """
                    flow: Settings   # a second flow 'Settings'
                    start: Legacy
                    screens:
                      Legacy:
                        on:
                          close: back
                    """),
            ])
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile(
                    "app.yaml",
                    """
                    flow: App
                    start: Home
                    screens:
                      Home:
                        on:
                          settings: modal Settings
                      Settings:
                        flow: Settings
                    """),
                ExampleFile(
                    "settings.yaml",
                    """
                    flow: Settings
                    start: Home   # node names may repeat across flows
                    screens:
                      Home:
                        on:
                          close: back
                    """),
            ])
        ])
}
