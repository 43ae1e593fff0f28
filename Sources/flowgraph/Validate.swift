import ArgumentParser
import FlowDiagnostics
import FlowValidation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `flowgraph validate`: report every problem of the flows like a compiler.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check flow files and report problems like a compiler.",
        discussion: """
            Exit status: 0 when there are no errors (warnings allowed), 1 when there are \
            errors (or warnings with --strict), 2 when the command could not run.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github, sarif
    }

    @OptionGroup var input: PathArguments

    @Flag(help: "Treat warnings as errors for the exit status.")
    var strict = false

    @Option(
        help:
            "Output format: text (compiler style), json, github (Actions annotations), or sarif (SARIF 2.1.0 for code scanning)."
    )
    var format: Format = .text

    @Option(
        help: ArgumentHelp(
            "Threads that read and parse the files and run the rules, at most one per core (default: \(JobCount.variable), else one per core for a project of 512 KiB or more, one for a smaller one).",
            valueName: "n"))
    var jobs: String?

    func validate() throws {
        _ = try JobCount.requested(option: jobs)
    }

    @Flag(help: "Never show the source line under each diagnostic, even on a terminal.")
    var noSnippets = false

    @Flag(
        help:
            "Also run the flows: every step the app would refuse is an error (step-fails) with a walk that reaches it, as 'flowgraph explore' finds them. Only when there are no other errors."
    )
    var explore = false

    @OptionGroup var bound: ExplorationArguments

    func run() throws {
        AllocatorTuning.preferSpeedOverReturningMemory()
        let threads = try JobCount.requested(option: jobs)
        let checked = try checkProject(
            paths: input.resolved, threads: threads, preferringHugePages: true, keepingResolved: explore)
        var diagnostics = checked.diagnostics
        var summary = checked.summary
        var explored: String?
        if explore {
            if checked.hasErrors {
                explored = "not explored: the flows have errors"
            } else {
                let report = try exploreProject(checked, maxStates: bound.maxStates)
                let found = report.findings.map(\.diagnostic)
                diagnostics += found
                diagnostics.sortForOutput()
                summary.errors += found.count
                explored = explorationLine(report.exploration, bound: bound.maxStates)
            }
        }
        let output: String
        switch format {
        case .text:
            let rendered = TextRenderer(
                colored: stdoutWantsColor(),
                sourceLine: noSnippets ? nil : SourceSnippets.forTerminal(diagnostics)
            ).render(diagnostics, summary: summary)
            output = explored.map { Self.inserting($0, beforeSummaryOf: rendered) } ?? rendered
        case .json:
            output = JSONRenderer().render(diagnostics, summary: summary)
        case .github:
            output = GitHubRenderer().render(diagnostics)
        case .sarif:
            output = SARIFRenderer(
                rules: RuleRegistry.descriptions, toolVersion: Flowgraph.configuration.version,
                root: .ofCurrentRepository()
            ).render(diagnostics)
        }
        print(output, terminator: "")
        let failed = summary.errors > 0 || (strict && summary.warnings > 0)
        // exit(3) while `checked` is still alive: freeing a model of 100,000
        // screens block by block costs several percent of the run, and the
        // process is about to give all of its memory back at once anyway.
        withExtendedLifetime(checked) { terminate(failed ? 1 : 0) }
    }

    /// The text output with `line` put just above its summary, its last line.
    private static func inserting(_ line: String, beforeSummaryOf text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The text ends with a newline: the summary is the line before it.
        lines.insert(Substring(line), at: max(0, lines.count - 2))
        return lines.joined(separator: "\n")
    }
}
