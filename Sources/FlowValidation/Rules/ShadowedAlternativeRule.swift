import FlowDiagnostics
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
        var diagnostics: [Diagnostic] = []
        for flow in context.project.flows {
            for node in flow.nodes {
                for handler in node.handlers where handler.alternatives.count > 1 {
                    guard let always = handler.alternatives.firstIndex(where: { $0.when?.isEmpty ?? true }) else { continue }
                    let cover = handler.alternatives[always]
                    let why = cover.when == nil ? "has no 'when'" : "has an empty 'when'"
                    for shadowed in handler.alternatives[(always + 1)...] {
                        diagnostics.append(diagnostic(
                            "this alternative for '\(handler.outcome)' can never be taken: an earlier one always matches; move it above that one or remove it",
                            at: shadowed.location,
                            notes: [Note("this alternative \(why), so it is always taken", at: cover.location)]))
                    }
                }
            }
        }
        return diagnostics
    }
}
