import FlowDiagnostics
import FlowModel

/// Runs every registered rule over a project.
public enum Validator {
    /// The diagnostics of every rule, unsorted (the caller merges them with
    /// the parser's and decoder's and sorts once).
    /// `projectFile` is where a problem of the whole project (no flows at
    /// all) is reported: the first file read, else the path given.
    /// `filesHaveErrors` says that the parser, decoder or loader reported
    /// errors, so that an empty project is not reported as empty too.
    public static func check(
        _ project: Project, projectFile: String = "Flows", filesHaveErrors: Bool = false,
        rules: [any Rule.Type] = RuleRegistry.all
    ) -> [Diagnostic] {
        check(
            ValidationContext(project: project, projectFile: projectFile, filesHaveErrors: filesHaveErrors),
            rules: rules)
    }

    /// The same over a context the caller built, so that it can keep the
    /// context's resolved project (`graph` draws with it) instead of resolving it again.
    public static func check(_ context: ValidationContext, rules: [any Rule.Type] = RuleRegistry.all) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            let found = rule.init().check(context)
            // The first rule with findings hands its array over as it is:
            // appending copies every diagnostic, and usually one rule has
            // nearly all of them.
            if diagnostics.isEmpty { diagnostics = found } else { diagnostics += found }
        }
        // `ignore` lists (format 2): most projects have none.
        guard var silencing = Silencing(context) else { return diagnostics }
        silencing.silence(&diagnostics)
        if rules.contains(where: { $0 == UnusedIgnoreRule.self }) {
            var unused = UnusedIgnoreRule.unused(
                silencing, context, ran: Set(rules.map { $0.description.id }))
            silencing.silence(&unused)
            diagnostics += unused
        }
        return diagnostics
    }
}
