import FlowDiagnostics
import FlowIndex
import FlowModel

/// `entry`: the project must have exactly one entry flow, the one marked
/// `entry: true` or, when none is marked, the only flow no other flow
/// starts. An empty project has none; a project whose files all failed to
/// read or decode gets no second error for that.
public struct EntryRule: Rule {
    /// Candidates listed as notes before "and N more" takes over.
    static let noteLimit = 10

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let flows = context.project.flows
        switch context.resolved.entry {
        case .found:
            return []
        case .missing where flows.isEmpty:
            // The errors that kept every flow out are the ones to fix.
            if context.filesHaveErrors { return [] }
            return [
                diagnostic(
                    "no flows found: add a flow file with 'flow', 'start' and 'screens', and mark it 'entry: true'",
                    at: context.projectLocation)
            ]
        case .missing:
            return [
                diagnostic(
                    "no entry flow: every flow is started by another flow (or marked 'entry: false'); mark the app's root flow with 'entry: true'",
                    at: flows[0].location)
            ]
        case .several(let ids) where ids.contains(where: { flows[$0.index].entry == true }):
            let candidates = ids.map(\.index)
            // Every extra mark is a mistake of its own; point at each.
            let first = flows[candidates[0]]
            return candidates.dropFirst().map { index in
                diagnostic(
                    "flow '\(flows[index].name)' is marked 'entry: true', but so is '\(first.name)': only one flow can be the entry",
                    at: flows[index].location,
                    notes: [Note("'\(first.name)' is marked as the entry here", at: first.location)])
            }
        case .several(let ids):
            let candidates = ids.map(\.index)
            let names = candidates.map { flows[$0].name }
            var notes = candidates.dropFirst().prefix(Self.noteLimit).map {
                Note("'\(flows[$0].name)' is not started by any other flow either", at: flows[$0].location)
            }
            if candidates.count - 1 > Self.noteLimit {
                notes[notes.count - 1].message += " (and \(candidates.count - 1 - Self.noteLimit) more)"
            }
            return [
                diagnostic(
                    "no flow is marked 'entry: true' and \(candidates.count) flows are started by no other flow (\(Wording.quoted(names))): mark the app's root flow with 'entry: true'",
                    at: flows[candidates[0]].location, notes: notes)
            ]
        }
    }
}

extension EntryRule {
    public static let description = RuleDescription(
        id: .entry, severity: .error,
        summary: "no entry flow, or several",
        rationale: """
            The entry flow is the app's root coordinator: `run` starts there, and `unused-flow` walks the
            project from it. Without exactly one, flowgraph cannot tell where the app begins.
            """,
        details: """
            The entry is the flow marked `entry: true` or, when none is marked, the only flow that no
            other flow starts. A flow marked `entry: false` is never chosen as the implicit entry; a flow
            that starts only itself still counts as started by no other flow.

            - Several `entry: true`: one error at each flow after the first, at its `flow:` value.
            - Several unmarked roots: one error at the first, the others as notes.
            - No flows at all: the error points at line 1 of the first file read, or at the path given
              when there is none. When the files read reported errors of their own (`yaml-syntax`,
              `schema`, `unreadable`), no flow may have been read because of them: those are the errors
              to fix, and "no flows found" is not added to them. An empty folder, or files that are all
              empty, still get it.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      done: back
                ---
                flow: Onboarding   # started by no other flow either
                start: Welcome
                screens:
                  Welcome:
                    on:
                      done: back
                """),
            RuleExample(
                """
                # no flows yet
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: App
                entry: true
                start: Home
                screens:
                  Home:
                    on:
                      welcome: modal Onboarding
                  Onboarding:
                    flow: Onboarding
                ---
                flow: Onboarding
                start: Welcome
                screens:
                  Welcome:
                    on:
                      done: dismiss
                """)
        ])
}
