/// What a rule checks and why, with projects that show it: the one source
/// of `docs/rules.md` and the README's rule table (`make docs`). The
/// examples are checked too: each triggering example must get a diagnostic
/// of the rule, and each non-triggering one none at all.
///
/// The texts are Markdown, read on GitHub: names and YAML in backticks.
public struct RuleDescription: Hashable, Sendable {
    public let id: RuleID
    public let severity: Severity
    /// One line: what the rule reports.
    public let summary: String
    /// Why that matters in the app the flows describe.
    public let rationale: String
    /// Where its diagnostics point, and what it decides where the format
    /// leaves a choice; paragraphs or a list.
    public let details: String?
    /// Projects that get a diagnostic of this rule.
    public let triggeringExamples: [RuleExample]
    /// Near misses that get no diagnostic at all.
    public let nonTriggeringExamples: [RuleExample]

    public init(
        id: RuleID, severity: Severity, summary: String, rationale: String, details: String? = nil,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.details = details
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A small project: one or more files, each read as `validate` reads a
/// folder holding them.
public struct RuleExample: Hashable, Sendable {
    public let files: [ExampleFile]

    /// A project of these files.
    public init(_ files: [ExampleFile]) {
        self.files = files
    }

    /// A project of one file, `app.yaml`, holding `yaml`.
    public init(_ yaml: String) {
        self.files = [ExampleFile("app.yaml", yaml)]
    }
}

/// One file of an example project.
public struct ExampleFile: Hashable, Sendable {
    /// What is at the path.
    public enum Contents: Hashable, Sendable {
        /// A flow file with this text.
        case yaml(String)
        /// A named pipe (`mkfifo`): found in a folder, never opened, so it
        /// can stand for a file that cannot be read whoever runs the check.
        case namedPipe
    }

    /// Relative to the project's folder.
    public let path: String
    public let contents: Contents

    public init(_ path: String, _ yaml: String) {
        self.path = path
        self.contents = .yaml(yaml)
    }

    public init(_ path: String, _ contents: Contents) {
        self.path = path
        self.contents = contents
    }
}
