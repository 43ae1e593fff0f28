import FlowDiagnostics
import FlowIndex
import FlowModel

/// One check of the project. Each rule lives in its own file under `Rules/`,
/// its `description` at the end of that file, and is listed in
/// `RuleRegistry.all`.
public protocol Rule: Sendable {
    /// Its id, severity, what it reports and why, with examples; the
    /// source of `docs/rules.md` and the README's rule table.
    static var description: RuleDescription { get }

    init()
    func check(_ context: ValidationContext) -> [Diagnostic]
}

extension Rule {
    /// A diagnostic of this rule at `location`.
    public func diagnostic(_ message: MessageText, at location: SourceLocation, notes: [Note] = [], fixIt: FixIt? = nil)
        -> Diagnostic
    {
        Diagnostic(Self.description.id, Self.description.severity, message, at: location, notes: notes, fixIt: fixIt)
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
    /// Which screens inherit each flow-level handler.
    let inheritance: Inheritance

    /// `threads`: how many resolve the project (see `ResolvedProject`).
    public init(project: Project, projectFile: String = "Flows", filesHaveErrors: Bool = false, threads: Int = 1) {
        self.project = project
        self.resolved = ResolvedProject(project, threads: threads)
        self.inheritance = Inheritance(resolved)
        self.projectLocation = SourceLocation(file: projectFile, line: 1, column: 1)
        self.filesHaveErrors = filesHaveErrors
    }
}
