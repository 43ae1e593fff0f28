import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unknown-flow`: a flow node, or a tab of a tabs node, names a flow that
/// no file defines.
public struct UnknownFlowRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let project = context.project
        var suggester: Suggestions?
        var diagnostics: [Diagnostic] = []
        let resolved = context.resolved
        func report(_ problem: String, _ child: Located) {
            if suggester == nil { suggester = Suggestions(project.flows.map(\.name)) }
            if let guess = suggester!.closest(to: child.name), let defined = project.flow(named: guess) {
                diagnostics.append(
                    diagnostic(
                        "\(problem) (did you mean '\(guess)'?)", at: child.location,
                        notes: [Note("'\(guess)' is defined here", at: defined.location)],
                        fixIt: FixIt(replace: child.location, with: guess)))
            } else if context.filesHaveErrors {
                // The flow may be in a document that did not parse: the
                // error that hid it is the one to fix first.
                diagnostics.append(
                    diagnostic(
                        "\(problem): a file with errors may define it (fix those first), or add a flow file with 'flow: \(child.name)' or fix the name",
                        at: child.location))
            } else {
                diagnostics.append(
                    diagnostic(
                        "\(problem): add a flow file with 'flow: \(child.name)' or fix the name", at: child.location))
            }
        }
        for n in resolved.nodes.ids {
            switch resolved.nodes[n].kind {
            case .unknownFlow:
                let node = resolved.model(n)
                guard let child = node.childFlow else { continue }
                report("flow node '\(node.name)' starts unknown flow '\(child.name)'", child)
            case .tabs:
                guard let bar = resolved.format2.tabBars[n], bar.flows.contains(nil) else { continue }
                let node = resolved.model(n)
                for (tab, flow) in zip(node.tabs ?? [], bar.flows) where flow == nil {
                    report("tabs node '\(node.name)' has unknown flow '\(tab.name)' as a tab", tab)
                }
            case .screen, .flowNode:
                continue
            }
        }
        return diagnostics
    }
}

extension UnknownFlowRule {
    public static let description = RuleDescription(
        id: .unknownFlow, severity: .error,
        summary: "a flow node, or a tab of a tabs node, names a flow that does not exist",
        rationale: """
            Starting the child flow would fail: the coordinator it names is not there. Usually the name is
            misspelt, and the diagnostic suggests the nearest flow name.
            """,
        details: """
            Points at the flow node's `flow:` value. A near name gets a note where that flow is defined and
            a fix-it. When some file has errors, an `unknown-flow` without a near name says that a file
            with errors may define the flow (a document cut short by a syntax error loses its flows), and
            is still reported. Each tab of a tabs node naming no flow is its own diagnostic, at the tab's
            name in `tabs`.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      help: modal Help
                  Help:
                    flow: Support   # no flow 'Support' in the project
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      help: modal Help
                  Help:
                    flow: Support
                ---
                flow: Support
                start: Topics
                screens:
                  Topics:
                    on:
                      close: dismiss
                """)
        ])
}
