import ArgumentParser
import FlowConsole
import FlowDiagnostics
import FlowModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `flowgraph run`: step through the flows in a REPL, or check a script.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Step through the flows in a REPL or a script.",
        discussion: """
            With a terminal: an interactive REPL (type help). With --script FILE, --script - \
            or piped standard input: the lines run as a script, which stops at the first \
            failed expect or impossible command (exit 1). Flows with errors are refused (exit 1).
            """
    )

    @OptionGroup var input: PathArguments

    @Option(help: ArgumentHelp("Start at this flow instead of the entry flow.", valueName: "NAME"))
    var flow: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("Set a variable for `when` (repeatable).", valueName: "VAR=VALUE"))
    var assignments: [String] = []

    @Option(help: ArgumentHelp("Run the commands in FILE as a script; - reads standard input.", valueName: "FILE"))
    var script: String?

    func validate() throws {
        _ = try context()
    }

    /// The `--set` assignments; a malformed one is a usage error (exit 2).
    func context() throws -> [String: String] {
        var context: [String: String] = [:]
        for text in assignments {
            // Split here rather than through the REPL's `set`: a shell-quoted
            // value may hold spaces.
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, CommandParser.isIdentifier(String(parts[0])) else {
                throw ValidationError("--set takes VAR=VALUE with VAR a name ([A-Za-z][A-Za-z0-9_]*), found '\(text)'")
            }
            context[String(parts[0])] = String(parts[1])
        }
        return context
    }

    func run() throws {
        let context = try context()
        let checked = try checkProject(paths: input.resolved)
        if checked.hasErrors {
            print(TextRenderer(colored: stdoutWantsColor()).render(checked.diagnostics, summary: checked.summary), terminator: "")
            throw ExitCode(1)
        }
        if !checked.diagnostics.isEmpty {
            StandardStreams.output.writeError(TextRenderer().render(checked.diagnostics, summary: nil))
        }
        if let flow, checked.project.flow(named: flow) == nil {
            let names = checked.project.flows.map(\.name)
            printError("error: " + ConsoleError("unknown flow '\(flow)'", suggestion: Suggestions.closest(to: flow, in: names)).message)
            throw ExitCode(2)
        }
        let session: Session
        do {
            session = try Session(project: checked.project, flow: flow, context: context)
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(1)
        }
        if let script {
            throw ExitCode(try runScript(session, path: script))
        } else if isatty(0) == 0 {
            throw ExitCode(try runScript(session, path: "-"))
        }
        runInteractive(session)
    }
}
