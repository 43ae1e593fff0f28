import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unused-ignore`: an entry of an `ignore` list that silenced nothing, so
/// that silencing cannot outlive its reason. The silencing happens after
/// every other rule has run (`Validator`), so this rule's `check` finds
/// nothing by itself: `Validator` asks `unused(_:_:ran:)` at the end.
public struct UnusedIgnoreRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] { [] }

    /// The warnings for the entries of `silencing` that silenced nothing,
    /// among those whose rule ran (`ran`). An entry is not judged where the
    /// warnings it names were not looked for: in a flow whose start is
    /// unknown or that did not decode whole, or, for `unused-flow`, in a
    /// project without a single entry flow. An `unused-ignore` entry is
    /// never judged: it silences these very warnings.
    static func unused(_ silencing: Silencing, _ context: ValidationContext, ran: Set<RuleID>) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        for scope in silencing.all where !scope.used {
            let rule = RuleID(scope.entry.name)
            guard rule != .unusedIgnore, ran.contains(rule) else { continue }
            let record = resolved.flows[scope.flow]
            let flow = resolved.model(scope.flow)
            guard record.start != nil, !record.isIncomplete, flow.gaps.subtracting(.data).isEmpty,
                resolved.format2.startAlternatives[scope.flow]?.contains(.unknown) != true,
                rule != .unusedFlow || resolved.usedFlows != nil
            else { continue }
            let owner = scope.node.map { "node '\(resolved.model($0, in: scope.flow).name)'" } ?? "flow '\(flow.name)'"
            diagnostics.append(
                Diagnostic(
                    Self.description.id, Self.description.severity,
                    "'\(rule)' in the 'ignore' of \(owner) silenced nothing: no '\(rule)' warning points inside it; remove the entry",
                    at: scope.entry.location))
        }
        return diagnostics
    }
}

extension UnusedIgnoreRule {
    public static let description = RuleDescription(
        id: .unusedIgnore, severity: .warning,
        summary: "an `ignore` entry that silenced nothing",
        rationale: """
            An `ignore` entry says a warning is known and accepted. Once the reason is gone (the screen got
            its way out, the flow is started after all), the entry would go on hiding the next such warning
            there, which nobody has looked at: it should go with its reason.
            """,
        details: """
            `ignore: [RULE, ...]` on a node drops that rule's warnings that point inside the node (from its
            key to the last thing written in it); on a flow, those that point inside the flow's document.
            When a node and its flow both list the rule, the node's entry is the one used. Only warnings
            can be ignored: naming an error rule, or a rule that does not exist, is a `schema` error, and
            so is listing one twice. Points at the entry. An entry is not judged where the warnings it
            names were not looked for: a flow whose `start` is unknown or that did not decode whole, and
            `unused-flow` in a project without a single entry flow. `unused-ignore` itself may be listed,
            to keep an entry that silences nothing for now; it is never reported unused.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      next: push Details
                  Details:
                    ignore: [dead-end]   # Details has a way out: nothing to silence
                    on:
                      done: back
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
                      next: push Details
                  Details:
                    ignore: [dead-end]   # a screen only the back button leaves, on purpose
                    on:
                      refresh: stay
                """)
        ])
}
