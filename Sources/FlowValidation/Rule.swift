import FlowDiagnostics
import FlowIndex
import FlowModel

/// One check of the format spec's rule table. Each rule lives in its own
/// file under `Rules/` and is listed in `RuleRegistry.all`.
public protocol Rule: Sendable {
    /// The rule id printed in brackets, such as `unknown-target`.
    static var id: String { get }
    static var severity: Severity { get }
    /// One line for `--help`, the README and docs.
    static var summary: String { get }

    init()
    func check(_ context: ValidationContext) -> [Diagnostic]
}

extension Rule {
    /// A diagnostic of this rule at `location`.
    public func diagnostic(_ message: MessageText, at location: SourceLocation, notes: [Note] = [], fixIt: FixIt? = nil) -> Diagnostic {
        Diagnostic(Self.id, Self.severity, message, at: location, notes: notes, fixIt: fixIt)
    }
}

/// What every rule may look at: the project, and the project resolved once
/// with its reachability, shared by every rule.
public struct ValidationContext: Sendable {
    public let project: Project
    public let resolved: ResolvedProject
    /// Where to point a diagnostic about the project as a whole when it has
    /// no flow to point at (an empty folder): the first file read, or the
    /// path the user gave.
    public let projectLocation: SourceLocation
    /// Whether reading or decoding the files reported errors: a project
    /// with no flows is then explained by them, not empty.
    public let filesHaveErrors: Bool

    public init(project: Project, projectFile: String = "Flows", filesHaveErrors: Bool = false) {
        self.project = project
        self.resolved = ResolvedProject(project)
        self.projectLocation = SourceLocation(file: projectFile, line: 1, column: 1)
        self.filesHaveErrors = filesHaveErrors
    }
}
