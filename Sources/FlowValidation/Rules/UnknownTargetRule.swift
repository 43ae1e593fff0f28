import FlowDiagnostics
import FlowModel

/// `unknown-target`: a `push`, `modal` or `replace`, or a flow's `start`,
/// names a node the flow does not have.
public struct UnknownTargetRule: Rule {
    public static let id = "unknown-target"
    public static let severity = Severity.error
    public static let summary = "a transition or 'start' names a node that the flow does not have"

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A flow with no nodes already has a `schema` error for its
        // `screens`; every name in it would be unknown only because of that.
        for flow in context.project.flows where !flow.nodes.isEmpty {
            // Built only for flows that have a mistake: most have none.
            var suggester: NameSuggester?
            func suggestion(for name: String) -> String? {
                if suggester == nil { suggester = NameSuggester(flow.nodes.map(\.name)) }
                return suggester!.closest(to: name)
            }
            // An empty start means the decoder already reported it missing.
            if !flow.start.name.isEmpty, flow.nodeIndex[flow.start.name] == nil {
                let name = flow.start.name
                let guess = suggestion(for: name)
                diagnostics.append(unknown(
                    "'start' of flow '\(flow.name)' names unknown node '\(name)'", name: name, guess: guess,
                    in: flow, at: flow.start.location, fixAt: flow.start.location, replacement: guess))
            }
            for node in flow.nodes {
                for handler in node.handlers {
                    for alternative in handler.alternatives {
                        let transition = alternative.transition
                        guard transition.kind.targetsNode, let target = transition.target,
                              flow.nodeIndex[target] == nil else { continue }
                        let guess = suggestion(for: target)
                        // `push Paymnet` shares one scalar: the fix rewrites all of it.
                        let sharesScalar = transition.targetLocation == transition.location
                        let replacement = guess.map { sharesScalar ? "\(transition.kind.rawValue) \($0)" : $0 }
                        diagnostics.append(unknown(
                            "transition '\(handler.outcome)' targets unknown node '\(target)'", name: target,
                            guess: guess, in: flow, at: transition.targetLocation, fixAt: transition.targetLocation,
                            replacement: replacement))
                    }
                }
            }
        }
        return diagnostics
    }

    private func unknown(_ problem: String, name: String, guess: String?, in flow: Flow, at location: SourceLocation,
                         fixAt fixLocation: SourceLocation, replacement: String?) -> Diagnostic {
        guard let guess, let node = flow.node(named: guess), let replacement else {
            return diagnostic("\(problem): add a node '\(name)' to the screens of flow '\(flow.name)' or fix the name",
                              at: location)
        }
        return diagnostic("\(problem) (did you mean '\(guess)'?)", at: location,
                          notes: [Note("'\(guess)' is defined here", at: node.location)],
                          fixIt: FixIt(replace: fixLocation, with: replacement))
    }
}
