import FlowDiagnostics
import FlowIndex
import FlowModel

/// `misplaced-tabs`: a tab bar takes the place of the whole stack it
/// enters, so a tabs node must not be pushed, nor shown first on a stack
/// that holds other flows' screens. A flow's first nodes go on such a stack
/// when a flow node starting it is pushed (the pusher's screens are below),
/// or when its starting flow node is itself shown first on such a stack,
/// or replaces the screens of a flow that was.
public struct MisplacedTabsRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        // Most projects have no tab bar.
        guard !resolved.format2.tabBars.isEmpty else { return [] }
        let startsFlows = { (n: NodeID) in resolved.nodes[n].kind.isFlowNode }
        let shown = Showings.collect(context, wanted: startsFlows)
        let crowded = Self.crowdedStarts(context, shown)
        var diagnostics: [Diagnostic] = []
        for n in resolved.nodes.ids {
            guard case .tabs = resolved.nodes[n].kind, resolved.reachable[n] else { continue }
            let flow = resolved.flow(of: n)
            let node = resolved.model(n, in: flow)
            for showing in shown[n] ?? [] where showing.kind == .push {
                diagnostics.append(
                    diagnostic(
                        "tabs node '\(node.name)' is pushed, but a tab bar takes the place of the whole stack it enters: show it with 'replace' or 'modal', or make it a start",
                        at: context.targetLocation(of: showing),
                        notes: [Note("tabs node '\(node.name)' is defined here", at: node.location)]))
            }
            if let cause = crowded.starts[n] {
                diagnostics.append(
                    diagnostic(
                        "tabs node '\(node.name)' is shown first on a stack that holds other flows' screens, where a tab bar cannot go: start flow '\(resolved.model(flow).name)' with 'modal' or 'replace' rather than 'push'",
                        at: cause.startWritten, notes: [Self.note(cause, context)]))
            }
            guard let cause = crowded.flows[flow] else { continue }
            for showing in shown[n] ?? [] where showing.kind == .replace {
                diagnostics.append(
                    diagnostic(
                        "'replace \(node.name)' puts tabs node '\(node.name)' on the stack of flow '\(resolved.model(flow).name)', which holds other flows' screens: a tab bar takes the place of the whole stack; present it with 'modal', or start the flow with 'modal' or 'replace'",
                        at: context.targetLocation(of: showing), notes: [Self.note(cause, context)]))
            }
        }
        return diagnostics
    }

    /// Why a node is shown first on a crowded stack: the push that began it.
    struct Cause {
        /// The push of a flow node, somewhere up the chain.
        var push: Showing
        /// Where the node is written as the start it is.
        var startWritten: SourceLocation
    }

    static func note(_ cause: Cause, _ context: ValidationContext) -> Note {
        let pushed = context.resolved.model(context.resolved.alternatives[cause.push.alternative].target.node!)
        return Note(
            "flow node '\(pushed.name)' is pushed here, so the flow it starts shares the stack",
            at: context.targetLocation(of: cause.push))
    }

    /// The nodes shown first on a stack that holds other flows' screens,
    /// and the flows with such a start (whose `replace` targets go there too).
    static func crowdedStarts(_ context: ValidationContext, _ shown: [NodeID: [Showing]]) -> (
        starts: [NodeID: Cause], flows: [FlowID: Cause]
    ) {
        let resolved = context.resolved
        var starts: [NodeID: Cause] = [:]
        var flows: [FlowID: Cause] = [:]
        var work: [(node: NodeID, cause: Showing)] = []
        // Pushed flow nodes begin it.
        for (n, showings) in shown.sorted(by: { $0.key < $1.key }) {
            guard case .flowNode = resolved.nodes[n].kind, let push = showings.first(where: { $0.kind == .push })
            else { continue }
            work.append((n, push))
        }
        var started: Set<NodeID> = []
        while let (n, push) = work.popLast() {
            guard started.insert(n).inserted else { continue }
            guard case .flowNode(let child) = resolved.nodes[n].kind else { continue }
            let model = resolved.model(n)
            for first in StartCycleRule.shownFirst(by: n, resolved) where starts[first] == nil {
                let written = model.childStart?.location ?? ownStartLocation(of: first, in: child, resolved)
                starts[first] = Cause(push: push, startWritten: written)
                if flows[child] == nil {
                    flows[child] = Cause(push: push, startWritten: written)
                    // The flow's `replace` targets take its first nodes' place.
                    for m in resolved.flows[child].nodes where resolved.nodes[m].kind.child != nil {
                        if shown[m]?.contains(where: { $0.kind == .replace }) == true { work.append((m, push)) }
                    }
                }
                work.append((first, push))
            }
        }
        return (starts, flows)
    }

    /// Where `node` is written as a start of `flow`: the alternative
    /// naming it, or the flow's `start`.
    static func ownStartLocation(of node: NodeID, in flow: FlowID, _ resolved: ResolvedProject) -> SourceLocation {
        let model = resolved.model(flow)
        let name = resolved.model(node, in: flow).name
        return model.startAlternatives.first { $0.node.name == name }?.node.location ?? model.start.location
    }
}

extension MisplacedTabsRule {
    public static let description = RuleDescription(
        id: .misplacedTabs, severity: .error,
        summary:
            "a tabs node reached by `push`, or shown first on a stack that holds other flows' screens",
        rationale: """
            A tab bar (a `UITabBarController`) is a container that takes the place of the whole stack it
            enters: the root of the window, of a modal layer, or of what a `replace` sets. Pushed onto a
            navigation stack, or started where other coordinators' screens sit below, it nests one tab bar's
            stacks inside another stack, which UIKit does not support: the interpreter refuses it at run time.
            """,
        details: """
            Three places, each an error:

            - a `push` whose target is a tabs node, at the target (a flow-wide `push` once, where the
              flow's own `on` writes it);
            - a tabs node shown first by a flow (its `start`, a start alternative, or the node a flow node
              starts its child at) when that flow starts on a stack holding other flows' screens, at that
              `start`, with a note at the push that put it there;
            - a `replace` to a tabs node in such a flow, at the target, with the same note.

            A flow starts on such a stack when a flow node starting it is pushed, or when that flow node
            is itself shown first on such a stack, or put there by a `replace` in a flow that starts on
            one. A tabs node may be the start of the entry flow or of a tab flow (each tab has a stack of
            its own), be reached by `replace` in a flow that starts on a stack of its own, or by `modal`,
            with or without navigation. Only reachable nodes are followed.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Welcome
                screens:
                  Welcome:
                    on:
                      signIn: push Main   # a tab bar cannot be pushed
                  Main:
                    tabs: [Feed]
                ---
                flow: Feed
                start: List
                screens:
                  List:
                    on:
                      open: modal List
                """),
            RuleExample(
                """
                flow: App
                start: Welcome
                screens:
                  Welcome:
                    on:
                      signIn: push SignedIn   # SignedIn's tab bar lands on Welcome's stack
                  SignedIn:
                    flow: SignedIn
                ---
                flow: SignedIn
                start: Main
                screens:
                  Main:
                    tabs: [Feed]
                ---
                flow: Feed
                start: List
                screens:
                  List:
                    on:
                      open: modal List
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Welcome
                screens:
                  Welcome:
                    on:
                      signIn: replace Main
                      signInModally: modal SignedIn
                  Main:
                    tabs: [Feed]
                  SignedIn:
                    flow: SignedIn
                ---
                flow: SignedIn
                start: Tabs
                screens:
                  Tabs:
                    tabs: [Feed]
                ---
                flow: Feed
                start: List
                screens:
                  List:
                    on:
                      open: modal List
                """)
        ])
}
