import FlowDiagnostics
import FlowModel

/// Runs every registered rule over a project.
public enum Validator {
    /// The diagnostics of every rule, unsorted (the caller merges them with
    /// the parser's and decoder's and sorts once).
    public static func check(_ project: Project, rules: [any Rule.Type] = RuleRegistry.all) -> [Diagnostic] {
        let context = ValidationContext(project: project)
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            diagnostics += rule.init().check(context)
        }
        return diagnostics
    }
}
