import ArgumentParser
import FlowDiagnostics

/// `flowgraph validate`: report every problem of the flows like a compiler.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check flow files and report problems like a compiler.",
        discussion: """
            Exit status: 0 when there are no errors (warnings allowed), 1 when there are \
            errors (or warnings with --strict), 2 when the command could not run.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github
    }

    @OptionGroup var input: PathArguments

    @Flag(help: "Treat warnings as errors for the exit status.")
    var strict = false

    @Option(help: "Output format: text (compiler style), json, or github (Actions annotations).")
    var format: Format = .text

    func run() throws {
        let checked = try checkProject(paths: input.resolved)
        let output: String
        switch format {
        case .text:
            output = TextRenderer(colored: stdoutWantsColor()).render(checked.diagnostics, summary: checked.summary)
        case .json:
            output = JSONRenderer().render(checked.diagnostics, summary: checked.summary)
        case .github:
            output = GitHubRenderer().render(checked.diagnostics)
        }
        print(output, terminator: "")
        if checked.hasErrors || (strict && checked.summary.warnings > 0) {
            throw ExitCode(1)
        }
    }
}
