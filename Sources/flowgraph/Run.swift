import ArgumentParser
import FlowConsole
import FlowDiagnostics
import FlowIndex
import FlowModel
import FlowRuntime
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
        // Written out: `--flow` and `--script` are collected as lists only
        // to refuse a second one (see `validate()`), and take one value.
        usage:
            "flowgraph run [<paths> ...] [--flow <NAME>] [--set <VAR=VALUE> ...] [--open <URL> | --from <FILE>] [--script <FILE>]",
        discussion: """
            With a terminal: an interactive REPL (type help). With --script FILE, --script - \
            or piped standard input: the lines run as a script, which stops at the first \
            failed expect or impossible command (exit 1). Errors in the flows the start can reach \
            refuse the run (exit 1); errors only elsewhere are listed on stderr as left out. \
            --open URL first takes the shortest walk to the node a deep link opens (as the REPL's \
            open-link); a URL no link matches, or one no walk opens, is exit 1. --from FILE \
            replays a walk quietly (one summary line) and goes on where it ended: the REPL on a \
            terminal, else --script or standard input as a script; a walk that fails stops there \
            with its FILE:LINE: error (exit 1), and a file that is no walk is exit 2.
            """
    )

    @OptionGroup var input: PathArguments

    @Option(
        name: .customLong("flow"),
        help: ArgumentHelp("Start at this flow instead of the entry flow.", valueName: "NAME"),
        completion: FlowNameCompletion.kind)
    var flows: [String] = []

    @OptionGroup var contextArguments: ContextArguments

    @Option(
        name: .customLong("script"),
        help: ArgumentHelp("Run the commands in FILE as a script; - reads standard input.", valueName: "FILE"))
    var scripts: [String] = []

    @Option(
        name: .customLong("open"),
        help: ArgumentHelp(
            "Start at a deep link: the shortest walk to the node the link opens, each step shown.",
            valueName: "URL"))
    var openURLs: [String] = []

    @Option(
        name: .customLong("from"),
        help: ArgumentHelp(
            "Replay the walk in FILE first, then go on where it ended (REPL or script).", valueName: "FILE"))
    var fromWalks: [String] = []

    var flow: String? { flows.first }
    var script: String? { scripts.first }

    func validate() throws {
        // argument-parser keeps the last of a repeated option; a CI step
        // with two `--script`s would then pass without running the first.
        if scripts.count > 1 {
            throw ValidationError(
                "--script was given \(scripts.count) times; give one (to run several in one session: cat A B | flowgraph run --script -)"
            )
        }
        if flows.count > 1 {
            throw ValidationError("--flow was given \(flows.count) times; give one flow to start at")
        }
        if openURLs.count > 1 {
            throw ValidationError("--open was given \(openURLs.count) times; give one link to start at")
        }
        if fromWalks.count > 1 {
            throw ValidationError("--from was given \(fromWalks.count) times; give one walk to replay")
        }
        if !fromWalks.isEmpty, !openURLs.isEmpty {
            throw ValidationError("--from and --open both take a walk from the start; give one of them")
        }
    }

    /// The flow the run starts at: `--flow`, or the entry flow; nil when
    /// neither is known (the start then fails with its own error).
    func startFlow(in resolved: ResolvedProject) -> FlowID? {
        if let flow { return resolved.flow(named: flow) }
        if case .found(let entry) = resolved.entry { return entry }
        return nil
    }

    func run() throws {
        let context = try contextArguments.context()
        let checked = try checkProject(paths: input.resolved, keepingResolved: true)
        let resolved = checked.resolved ?? ResolvedProject(checked.project)
        try RunScope.refuseBlocking(
            checked, resolved: resolved, start: startFlow(in: resolved), paths: input.resolved,
            refusal: "not started: the flows this run can reach")
        if let flow, checked.project.flow(named: flow) == nil {
            let names = checked.project.flows.map(\.name)
            printError(
                "error: "
                    + ConsoleError("unknown flow '\(flow)'", suggestion: Suggestions.closest(to: flow, in: names))
                    .message)
            throw ExitCode(2)
        }
        var session: Session
        do {
            let interpreter = Interpreter(resolved: resolved)
            session = try Session(interpreter: interpreter, flow: flow, context: context)
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(1)
        }
        if let url = openURLs.first {
            var console = Console(session: session)
            do {
                print(try console.openLink(url), terminator: "")
            } catch {
                printError("error: --open \(url): \(error.message)")
                throw ExitCode(1)
            }
            session = console.session
        }
        let isScript = script != nil || isatty(0) == 0
        for variable in context.keys.sorted() where !session.isRead(variable) {
            // As `set` in the session: an error for a script, a warning for the REPL.
            let close = session.closestReadVariable(to: variable).map { " (did you mean '\($0)'?)" } ?? ""
            let message = "--set \(variable): no 'when' reads '\(variable)'\(close)"
            if isScript || !close.isEmpty {
                printError("error: \(message)")
                throw ExitCode(1)
            }
            StandardStreams.output.writeError("warning: \(message): it cannot change where any outcome leads\n")
        }
        if let walk = fromWalks.first {
            session = try replay(walk, on: session)
        }
        if let script {
            throw ExitCode(try runScript(session, path: script))
        } else if isatty(0) == 0 {
            throw ExitCode(try runScript(session, path: "-"))
        }
        runInteractive(session)
    }
}
