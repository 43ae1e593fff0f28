import FlowDiagnostics
import FlowModel

/// Runs every registered rule over a project.
public enum Validator {
    /// The diagnostics of every rule, unsorted (the caller merges them with
    /// the parser's and decoder's and sorts once).
    /// `projectFile` is where a problem of the whole project (no flows at
    /// all) is reported: the first file read, else the path given.
    public static func check(_ project: Project, projectFile: String = "Flows",
                             rules: [any Rule.Type] = RuleRegistry.all) -> [Diagnostic] {
        let context = ValidationContext(project: project, projectFile: projectFile)
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            diagnostics += rule.init().check(context)
        }
        return diagnostics
    }
}
