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
        // Read once: the loops below visit every alternative.
        let alternatives = resolved.alternatives, reachable = resolved.reachable
        // The screens some bare modal shows that have a push of their own
        // or inherited: most projects have none, and then nothing else is
        // read. `shown` marks them (1), and then those also shown another
        // way (2); it is made at the first.
        var candidates: [NodeID] = []
        var shown: [UInt8] = []
        for alternative in alternatives where Self.isBareModal(alternative) {
            guard let target = alternative.target.node, case .screen = resolved.nodes[target].kind,
                reachable[target], shown.isEmpty || shown[target.index] == 0
            else { continue }
            var pushes = resolved.alternatives(of: target).contains { Self.fails($0, resolved) }
            if !pushes, !context.inheritance.isEmpty {
                let flow = resolved.flow(of: target)
                pushes = context.inheritance.inherited(by: target, in: flow, resolved).contains {
                    resolved.alternatives(of: $0).contains { Self.fails($0, resolved) }
                }
            }
            guard pushes else { continue }
            if shown.isEmpty { shown = [UInt8](repeating: 0, count: resolved.nodes.count) }
            shown[target.index] = 1
            candidates.append(target)
        }
        guard !candidates.isEmpty else { return [] }
        for f in resolved.flows.ids {
            let shared = resolved.flows[f].sharedHandlers
            for n in resolved.flows[f].nodes where reachable[n] {
                for a in resolved.alternatives(of: n) { Self.mark(alternatives[a], in: &shown) }
                for (position, h) in shared.enumerated() where context.inheritance.inherits(n, position: position) {
                    for a in resolved.alternatives(of: h) { Self.mark(alternatives[a], in: &shown) }
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        // Flow-wide pushes inherited by bare screens, reported once each.
        var inheritedBy: [AlternativeID: (flow: FlowID, screens: [NodeID], bare: SourceLocation)] = [:]
        var order: [AlternativeID] = []
        for n in candidates.sorted() where shown[n.index] == 1 {
            let flow = resolved.flow(of: n)
            let inherited = context.inheritance.inherited(by: n, in: flow, resolved)
            guard !resolved.starts(of: flow).contains(n), !resolved.format2.childStarts.values.contains(.node(n)),
                let bare = Self.bareModal(showing: n, in: flow, context)
            else { continue }
            let node = resolved.model(n, in: flow)
            for a in resolved.alternatives(of: n) where Self.fails(a, resolved) {
                let transition = resolved.model(a, of: n, in: flow).alternative.transition
                diagnostics.append(
                    diagnostic(
                        "screen '\(node.name)' is only ever shown in a modal layer without navigation, so 'push \(transition.target ?? "")' can only fail: add 'dismissing: true' to push below the layer, or present the layer with navigation",
                        at: transition.targetLocation, notes: [Self.note(bare, node.name)]))
            }
            for h in inherited {
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
                    at: alternative.transition.targetLocation, notes: [Self.note(bare, names[0])]))
        }
        return diagnostics
    }

    /// Notes that a node a bare modal shows is also shown another way.
    private static func mark(_ alternative: ResolvedAlternative, in shown: inout [UInt8]) {
        guard alternative.kind.showsTarget, let target = alternative.target.node, shown[target.index] == 1,
            !isBareModal(alternative)
        else { return }
        shown[target.index] = 2
    }

    private static func isBareModal(_ alternative: ResolvedAlternative) -> Bool {
        alternative.kind == .modal && !alternative.hasNavigation
    }

    /// A `push` that pushes onto the current stack (not `dismissing`).
    private static func fails(_ a: AlternativeID, _ resolved: ResolvedProject) -> Bool {
        resolved.alternatives[a].kind == .push && !resolved.alternatives[a].dismissing
    }

    /// Where a reachable bare modal of `flow` (its nodes' or its own) shows `n`.
    private static func bareModal(showing n: NodeID, in flow: FlowID, _ context: ValidationContext) -> SourceLocation? {
        let resolved = context.resolved
        func shows(_ a: AlternativeID) -> Bool {
            isBareModal(resolved.alternatives[a]) && resolved.alternatives[a].target.node == n
        }
        for holder in resolved.flows[flow].nodes where resolved.reachable[holder] {
            if let a = resolved.alternatives(of: holder).first(where: shows) {
                return resolved.model(a, of: holder, in: flow).alternative.transition.targetLocation
            }
        }
        if let a = resolved.sharedAlternatives(of: flow).first(where: shows) {
            return resolved.written(a, holder: nil, in: flow).alternative.transition.targetLocation
        }
        return nil
    }

    private static func note(_ bare: SourceLocation, _ name: String) -> Note {
        Note("'\(name)' is shown here, in a layer without navigation", at: bare)
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
