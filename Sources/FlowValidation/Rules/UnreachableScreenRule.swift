import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unreachable-screen`: a node no `push`, `modal` or `replace` leads to from
/// any start of its flow (every alternative of a `start` list, and every
/// node a reachable flow node starts the flow at), every alternative
/// followed, flow nodes' handlers and the flow's own `on` included. Flows
/// with a start that is unknown are left to `unknown-target`, and flows
/// whose reachability is unknown (`ResolvedFlow.isIncomplete`) to their
/// `schema` error.
public struct UnreachableScreenRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let resolved = context.resolved
        // Flows some flow node starts at a node they do not have: that node
        // may have been the way to the rest.
        var unknownChosenStart: Set<FlowID> = []
        for (n, target) in resolved.format2.childStarts where target == .unknown {
            if let child = resolved.nodes[n].kind.child { unknownChosenStart.insert(child) }
        }
        for f in resolved.flows.ids where resolved.flows[f].start != nil && !resolved.flows[f].isIncomplete {
            let nodes = resolved.flows[f].nodes
            // Only a flow with an unreachable node is read from the model.
            guard resolved.reachable[nodes].contains(false),
                resolved.format2.startAlternatives[f]?.contains(.unknown) != true, !unknownChosenStart.contains(f)
            else { continue }
            let flow = resolved.model(f)
            let from = startWords(of: f, flow, resolved)
            for (id, node) in zip(nodes, flow.nodes) where !resolved.reachable[id] {
                let what =
                    switch resolved.nodes[id].kind {
                    case .screen: "screen '\(node.name)'"
                    case .tabs: "tabs node '\(node.name)'"
                    case .flowNode, .unknownFlow: "flow node '\(node.name)'"
                    }
                diagnostics.append(
                    diagnostic(
                        "\(what) cannot be reached from \(from): no push, modal or replace leads to it; add a transition to it or remove it",
                        at: node.location))
            }
        }
        return diagnostics
    }

    /// The flow's starts as the message names them: its one `start`, or
    /// every node it may start at.
    private func startWords(of f: FlowID, _ flow: Flow, _ resolved: ResolvedProject) -> String {
        var starts = resolved.starts(of: f)
        for (n, target) in resolved.format2.childStarts.sorted(by: { $0.key < $1.key }) {
            guard resolved.reachable[n], resolved.nodes[n].kind.child == f, let chosen = target.node,
                !starts.contains(chosen)
            else { continue }
            starts.append(chosen)
        }
        guard starts.count > 1 else { return "'\(flow.start.name)', the start of flow '\(flow.name)'" }
        let names = starts.map { resolved.model($0, in: f).name }
        return "any start of flow '\(flow.name)' (\(Wording.quoted(names)))"
    }
}

extension UnreachableScreenRule {
    public static let description = RuleDescription(
        id: .unreachableScreen, severity: .warning,
        summary: "a node that cannot be reached from any start of its flow",
        rationale: """
            Nothing leads to it, so users never see it: a transition to it is missing, or it is left over
            and can go.
            """,
        details: """
            Reachability follows the targets of `push`, `modal` and `replace` from `start`, every
            alternative (shadowed ones too) and a flow node's handlers included. Points at the node's key.
            Flows whose `start` is unknown are left to `unknown-target`, and flows where a reachable node
            holds a transition that did not decode (it may lead anywhere in the flow) to that `schema`
            error; a bad outcome name, or a broken node nothing leads to, hides nothing.

            A flow's starts are its `start`, every alternative of a `start` list, and every node that a
            reachable flow node starts the flow at (its own `start`); screens inherit the transitions of
            their flow's `on`. The message names every start when there are several. A flow with an
            unknown start alternative, or that some flow node starts at an unknown node, is left out.
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
                    on:
                      done: back
                  Archive:   # nothing leads here
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
                      archive: modal Archive
                  Details:
                    on:
                      done: back
                  Archive:
                    on:
                      done: back
                """)
        ])
}
