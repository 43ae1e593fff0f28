import FlowDiagnostics
import FlowIndex
import FlowModel

/// `push-in-bare-layer`: a screen that is only ever shown in a modal layer
/// without navigation (`navigation: false`) has nothing to push onto, so a
/// `push` of its own, or one it inherits from its flow's `on`, can only
/// fail at run time, unless it is `dismissing` (which pushes below the
/// layer, after closing it).
public struct PushInBareLayerRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        // The nodes some bare modal shows; most projects have none.
        var bareTargets: Set<NodeID> = []
        for alternative in resolved.alternatives where alternative.kind == .modal && !alternative.hasNavigation {
            if let target = alternative.target.node { bareTargets.insert(target) }
        }
        guard !bareTargets.isEmpty else { return [] }
        let shown = Showings.collect(context, wanted: bareTargets.contains)
        var diagnostics: [Diagnostic] = []
        // Flow-wide pushes inherited by bare screens, reported once each.
        var inheritedBy: [AlternativeID: (flow: FlowID, screens: [NodeID], bare: Showing)] = [:]
        var order: [AlternativeID] = []
        for n in bareTargets.sorted() {
            guard case .screen = resolved.nodes[n].kind, let showings = shown[n],
                let bare = Self.onlyBare(showings, n, resolved)
            else { continue }
            let flow = resolved.flow(of: n)
            let node = resolved.model(n, in: flow)
            for a in resolved.alternatives(of: n) where Self.fails(a, resolved) {
                let transition = resolved.model(a, of: n, in: flow).alternative.transition
                diagnostics.append(
                    diagnostic(
                        "screen '\(node.name)' is only ever shown in a modal layer without navigation, so 'push \(transition.target ?? "")' can only fail: add 'dismissing: true' to push below the layer, or present the layer with navigation",
                        at: transition.targetLocation, notes: [Self.note(bare, node.name, context)]))
            }
            context.inheritance.forEachInherited(by: n, in: flow, resolved) { h in
                for a in resolved.alternatives(of: h) where Self.fails(a, resolved) {
                    if inheritedBy[a] == nil {
                        order.append(a)
                        inheritedBy[a] = (flow, [], bare)
                    }
                    inheritedBy[a]!.screens.append(n)
                }
            }
        }
        for a in order {
            let (flow, screens, bare) = inheritedBy[a]!
            let (handler, alternative) = resolved.written(a, holder: nil, in: flow)
            let names = screens.map { resolved.model($0, in: flow).name }
            diagnostics.append(
                diagnostic(
                    "the flow's own '\(handler.outcome)' pushes, but \(Wording.plural(names.count, "screen")) \(Wording.quoted(names)) that \(names.count == 1 ? "inherits" : "inherit") it \(names.count == 1 ? "is" : "are") only ever shown in a modal layer without navigation, where a push can only fail: map '\(handler.outcome)' on \(names.count == 1 ? "that screen" : "those screens"), or add 'dismissing: true'",
                    at: alternative.transition.targetLocation, notes: [Self.note(bare, names[0], context)]))
        }
        return diagnostics
    }

    /// A `push` that pushes onto the current stack (not `dismissing`).
    private static func fails(_ a: AlternativeID, _ resolved: ResolvedProject) -> Bool {
        resolved.alternatives[a].kind == .push && !resolved.format2.isDismissing(a)
    }

    /// One bare modal showing `n`, when every transition showing it is
    /// one and it is no start of a flow.
    private static func onlyBare(_ showings: [Showing], _ n: NodeID, _ resolved: ResolvedProject) -> Showing? {
        guard
            showings.allSatisfy({
                $0.kind == .modal && !resolved.alternatives[$0.alternative].hasNavigation
            })
        else { return nil }
        let flow = resolved.flow(of: n)
        if resolved.starts(of: flow).contains(n) { return nil }
        if resolved.format2.childStarts.values.contains(.node(n)) { return nil }
        return showings.first
    }

    private static func note(_ bare: Showing, _ name: String, _ context: ValidationContext) -> Note {
        Note("'\(name)' is shown here, in a layer without navigation", at: context.targetLocation(of: bare))
    }
}

extension PushInBareLayerRule {
    public static let description = RuleDescription(
        id: .pushInBareLayer, severity: .error,
        summary:
            "a screen only ever shown in a modal layer without navigation has a `push` without `dismissing` (or inherits one)",
        rationale: """
            A layer presented with `navigation: false` (an alert, an action sheet, a bare view controller)
            has no navigation stack: a `push` from it has nothing to push onto, and fails every time at run
            time. Usually the push should first close the layer (`dismissing: true`), or the layer should
            have navigation.
            """,
        details: """
            A screen counts when every transition that shows it (of reachable nodes, the flow's own `on`
            included) is a `modal` with `navigation: false`, and it is no start of its flow (nor the node a
            flow node starts its child at). Its own pushes are reported at their targets; a push it
            inherits from its flow's `on` is reported once, at the flow-level transition, naming every such
            screen that inherits it. A push with `dismissing: true` runs below the layer and is fine. Flow
            nodes in a bare layer are left to the run time: what their child flow pushes depends on it.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      problem: { modal: Alert, navigation: false }
                      more: push Help
                  Alert:
                    on:
                      ok: dismiss
                      help: push Help   # the alert has no stack to push onto
                  Help:
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
                      problem: { modal: Alert, navigation: false }
                  Alert:
                    on:
                      ok: dismiss
                      help: { push: Help, dismissing: true }   # closes the alert, then pushes
                  Help:
                    on:
                      done: back
                """)
        ])
}
