import ArgumentParser
import FlowConsole
import FlowDiagnostics
import FlowIndex
import FlowLoading
import FlowParallel
import FlowRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `flowgraph test`: runs every walk from a fresh start and reports the
/// transition coverage they reach together.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run the walks and report the transition coverage.",
        discussion: """
            Runs every walk script (*.walk under each --walks PATH, by default under every folder \
            named walks inside the paths) from a fresh start at the entry flow, as run --script \
            would, each independent of the others. Prints one line per walk (ok, or FAIL and the \
            FILE:LINE: failure), then the transition coverage: how many of the transitions the \
            entry can reach some walk took (each alternative of each on entry of each reachable \
            node; a flow-wide entry once per screen that inherits it), and each one none took at \
            its FILE:LINE:COL. Exit 1 when a walk fails or coverage is below --min-coverage, or \
            when the flows the entry reaches have errors; 2 when there are no walks or a walk \
            file cannot be read (a folder, binary, unreadable, a line over 64 KiB).
            """
    )

    /// The most bytes one walk file may hold: far past any walk a person
    /// or `paths` writes, and a bound on what each worker holds.
    static let maxWalkBytes = 16 << 20

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, junit, json
    }

    @OptionGroup var input: PathArguments

    @Option(
        name: .customLong("walks"),
        help: ArgumentHelp(
            "A walk file, or a folder searched for *.walk (repeatable). Default: the walks folders in the paths.",
            valueName: "PATH"))
    var walks: [String] = []

    @Option(help: "Output format: text, junit (JUnit XML for CI test reports) or json.")
    var format: Format = .text

    @Option(
        name: .customLong("min-coverage"),
        help: ArgumentHelp("Exit 1 when fewer than PERCENT of the transitions are taken.", valueName: "PERCENT"))
    var minCoverage: String?

    /// `--min-coverage` as a number from 0 to 100.
    func minimum() throws -> (text: String, value: Double)? {
        guard let minCoverage else { return nil }
        let text = minCoverage.hasSuffix("%") ? String(minCoverage.dropLast()) : minCoverage
        guard let value = Double(text), value.isFinite, value >= 0, value <= 100 else {
            throw ValidationError("--min-coverage takes a percentage from 0 to 100, found '\(minCoverage)'")
        }
        return (text, value)
    }

    func validate() throws {
        _ = try minimum()
    }

    func run() throws {
        let minimum = try minimum()
        let files: [String]
        do {
            files = try TestWalkFiles.find(walks: walks, projectPaths: input.resolved)
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(2)
        }
        let checked = try checkProject(paths: input.resolved, keepingResolved: true)
        let resolved = checked.resolved ?? ResolvedProject(checked.project)
        let entry: FlowID? = if case .found(let flow) = resolved.entry { flow } else { nil }
        try RunScope.refuseBlocking(
            checked, resolved: resolved, start: entry, paths: input.resolved,
            refusal: "not tested: the flows the entry can reach")
        let interpreter = Interpreter(resolved: resolved)
        let runner: WalkRunner
        do {
            runner = try WalkRunner(interpreter: interpreter)
        } catch {
            printError("error: no walk can start: \(error.message)")
            throw ExitCode(1)
        }
        let outcomes = ParallelMap.map(files, workers: JobCount.workers(forItems: files.count)) { file in
            Self.run(file, with: runner)
        }
        var results: [WalkResult] = []
        var unusable: [String] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let problem): unusable.append(problem.message)
            }
        }
        if !unusable.isEmpty {
            for message in unusable { printError("error: \(message)") }
            throw ExitCode(2)
        }
        let report = WalkReport(
            walks: results, coverage: TransitionCoverage(results, interpreter: interpreter), minimum: minimum,
            resolved: resolved)
        switch format {
        case .text: print(report.text, terminator: "")
        case .json: print(report.json, terminator: "")
        case .junit: print(report.junit, terminator: "")
        }
        if report.status != 0 { throw ExitCode(report.status) }
    }

    /// A walk file that is no walk: why, naming it.
    struct Unusable: Error {
        let message: String
    }

    /// Reads, checks and runs one walk.
    static func run(_ file: String, with runner: WalkRunner) -> Result<WalkResult, Unusable> {
        let bytes: [UInt8]
        switch SourceReader.read(file, limit: maxWalkBytes, what: "a walk") {
        case .success(let read): bytes = read
        case .failure(let problem): return .failure(Unusable(message: problem.message))
        }
        switch WalkText.decode(bytes) {
        case .success(let text): return .success(runner.run(text, file: file))
        case .failure(let problem): return .failure(Unusable(message: "'\(file)' \(problem.message)"))
        }
    }
}
