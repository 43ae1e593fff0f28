import FlowDiagnostics
import FlowIndex
import FlowModel

/// `shadowed-alternative`: an item of a list of alternatives that follows
/// one that always matches (no `when`, or an empty one), so it can never be
/// taken.
public struct ShadowedAlternativeRule: Rule {
    public static let id = "shadowed-alternative"
    public static let severity = Severity.warning
    public static let summary = "an alternative that follows one without 'when', so it can never be taken"

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var diagnostics: [Diagnostic] = []
        let handlers = resolved.handlers
        for h in handlers.ids {
            let first = handlers[h].firstAlternative.index
            let end = h.index + 1 < handlers.count ? handlers[h.index + 1].firstAlternative.index : resolved.alternatives.count
            // Only a handler with an alternative after one that always
            // matches is read from the model.
            guard end - first > 1,
                  let cover = (first..<(end - 1)).first(where: { resolved.alternatives[$0].alwaysMatches }) else { continue }
            let always = cover - first
            let handler = resolved.model(h, of: resolved.node(holding: h))
            let covering = handler.alternatives[always]
            let why = covering.when == nil ? "has no 'when'" : "has an empty 'when'"
            for shadowed in handler.alternatives[(always + 1)...] {
                diagnostics.append(diagnostic(
                    "this alternative for '\(handler.outcome)' can never be taken: an earlier one always matches; move it above that one or remove it",
                    at: shadowed.location,
                    notes: [Note("this alternative \(why), so it is always taken", at: covering.location)]))
            }
        }
        return diagnostics
    }
}
