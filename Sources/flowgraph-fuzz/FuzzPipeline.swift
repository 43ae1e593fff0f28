import FlowDiagnostics
import FlowIndex
import FlowLoading
import FlowModel
import FlowValidation
import FlowYAML

/// One input's trip through everything `flowgraph validate` does, bytes in,
/// the three renderings out, with `Invariants` checked on the way.
enum FuzzPipeline {
    /// What one run produced; kept so replay can show it.
    struct Output {
        var files: [String]
        var diagnostics: [Diagnostic]
        var summary: Summary
        var text: String
        var json: String
        var github: String
        var sarif: String
        /// The project the rules checked, for `Invariants.threads`.
        var project: Project
        /// Whether the parser or decoder found errors, as the rules were told.
        var filesHaveErrors: Bool
        /// The rules' own diagnostics on one thread, sorted.
        var ruleDiagnostics: [Diagnostic]
    }

    /// Runs the pipeline and traps on any broken invariant, so libFuzzer (or
    /// the replay tool) reports the input.
    @discardableResult
    static func check(_ bytes: [UInt8]) -> Output {
        let output = run(bytes)
        Invariants.verify(output)
        Invariants.threads(output)
        return output
    }

    /// Every rule described, files relative to a root their fake paths sit in.
    static let sarifRenderer = SARIFRenderer(
        rules: RuleRegistry.descriptions, toolVersion: "fuzz",
        root: SARIFSourceRoot(path: "/fuzz", currentDirectory: "/fuzz"))

    /// Bytes go to the parser as bytes (not through `String`), so invalid
    /// UTF-8, NULs and BOMs reach libyaml exactly as a file on disk would.
    static func run(_ bytes: [UInt8]) -> Output {
        let files = InputSplitter.split(bytes)
        var flows: [Flow] = []
        var diagnostics: [Diagnostic] = []
        for (path, content) in files {
            let decoded = FlowDecoder.decode(YAMLParser.parse(content, path: path))
            flows += decoded.flows
            diagnostics += decoded.diagnostics
        }
        let project = Project(flows: flows)
        // As the CLI does: a problem of the whole project (no flows) points at the first file.
        let filesHaveErrors = diagnostics.errorCount > 0
        let ruleDiagnostics = Validator.check(
            project, projectFile: files.first?.path ?? "Flows", filesHaveErrors: filesHaveErrors
        ).sortedForOutput()
        diagnostics = (diagnostics + ruleDiagnostics).sortedForOutput()
        let summary = Summary(
            flows: project.flows.count, nodes: project.nodeCount,
            errors: diagnostics.errorCount, warnings: diagnostics.warningCount)
        return Output(
            files: files.map(\.path),
            diagnostics: diagnostics,
            summary: summary,
            text: TextRenderer(colored: false).render(diagnostics, summary: summary),
            json: JSONRenderer().render(diagnostics, summary: summary),
            github: GitHubRenderer().render(diagnostics),
            sarif: sarifRenderer.render(diagnostics),
            project: project,
            filesHaveErrors: filesHaveErrors,
            ruleDiagnostics: ruleDiagnostics
        )
    }
}
