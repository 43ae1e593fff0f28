import FlowDiagnostics
import FlowIndex
import FlowModel

/// `shadowed-alternative`: an item of a list of alternatives that follows
/// one that always matches (no `when`, or an empty one), so it can never be
/// taken.
public struct ShadowedAlternativeRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        let handlers = resolved.handlers
        for h in handlers.ids {
            let first = handlers[h].firstAlternative.index
            let end =
                h.index + 1 < handlers.count
                ? handlers[h.index + 1].firstAlternative.index : resolved.alternatives.count
            // Only a handler with an alternative after one that always
            // matches is read from the model.
            guard end - first > 1,
                let cover = (first..<(end - 1)).first(where: { resolved.alternatives[$0].alwaysMatches })
            else { continue }
            let always = cover - first
            let handler =
                resolved.isShared(h)
                ? resolved.model(shared: h, of: resolved.flow(sharing: h)!)
                : resolved.model(h, of: resolved.node(holding: h))
            let covering = handler.alternatives[always]
            let why = covering.when == nil ? "has no 'when'" : "has an empty 'when'"
            for shadowed in handler.alternatives[(always + 1)...] {
                diagnostics.append(
                    diagnostic(
                        "this alternative for '\(handler.outcome)' can never be taken: an earlier one always matches; move it above that one or remove it",
                        at: shadowed.location,
                        notes: [Note("this alternative \(why), so it is always taken", at: covering.location)]))
            }
        }
        for f in resolved.format2.startAlternatives.keys.sorted() {
            diagnostics += startAlternatives(of: resolved.model(f))
        }
        return diagnostics
    }

    /// The items of a `start` list after one that always matches.
    private func startAlternatives(of flow: Flow) -> [Diagnostic] {
        let alternatives = flow.startAlternatives
        guard let cover = alternatives.dropLast().firstIndex(where: { $0.when?.isEmpty ?? true }) else { return [] }
        let why = alternatives[cover].when == nil ? "has no 'when'" : "has an empty 'when'"
        return alternatives[(cover + 1)...].map { shadowed in
            diagnostic(
                "this start alternative of flow '\(flow.name)' can never be taken: an earlier one always matches; move it above that one or remove it",
                at: shadowed.location,
                notes: [Note("this alternative \(why), so it is always taken", at: alternatives[cover].location)])
        }
    }
}

extension ShadowedAlternativeRule {
    public static let description = RuleDescription(
        id: .shadowedAlternative, severity: .warning,
        summary: "an alternative that follows one without `when`, so it can never be taken",
        rationale: """
            Alternatives are tried in order and the first whose `when` matches is taken. One without
            `when` always matches, so every alternative after it is dead: usually the order is wrong.
            """,
        details: """
            Points at the shadowed list item, with a note at the one that always matches. An empty
            `when` matches always too. Reported on every node, reachable or not. A `when` with a mistake
            is kept as a condition that never matches, so the items after it are not reported. The
            same holds for the alternatives of the flow's own `on` and of a `start` list. A `start` list
            whose last item has a `when` is not reported: what the context's variables hold is the app's
            to know, so a start that nothing matches is left to run time.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      open:
                        - push Details
                        - { when: { idiom: pad }, modal: Details }   # never taken
                  Details:
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
                      open:
                        - { when: { idiom: pad }, modal: Details }
                        - push Details
                  Details:
                    on:
                      done: back
                """)
        ])
}
