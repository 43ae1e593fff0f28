import ArgumentParser
import FlowDiagnostics
import FlowIndex
import FlowLoading
import FlowModel
import FlowValidation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A project with every diagnostic of the parser, the decoder and the rules,
/// sorted for output.
struct CheckedProject {
    let loaded: LoadedProject
    let diagnostics: [Diagnostic]
    /// The resolved project the rules worked from, when asked for
    /// (`keepingResolved`): `validate` does not keep it, so that it is freed
    /// before the diagnostics are rendered, when memory peaks.
    let resolved: ResolvedProject?

    var project: Project { loaded.project }
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    var summary: Summary {
        Summary(
            flows: project.flows.count, nodes: project.nodeCount,
            errors: diagnostics.errorCount, warnings: diagnostics.warningCount)
    }
}

/// Loads and checks the flows under `paths`. A path that does not exist or
/// cannot be read is reported on standard error and ends the command with
/// exit status 2.
/// `preferringHugePages`: for a large project, the allocator is asked for
/// huge pages before loading (`AllocatorTuning`). `threads`: how many
/// threads load the files and run the rules (`--jobs`); by default the
/// loader decides from the project's size.
func checkProject(
    paths: [String], threads requested: Int? = nil, preferringHugePages: Bool = false,
    keepingResolved: Bool = false
) throws -> CheckedProject {
    let loaded: LoadedProject
    let threads: Int
    do {
        let files = try ProjectLoader.findFiles(under: paths)
        threads = LoadingThreads.count(for: files, requested: requested)
        if preferringHugePages { AllocatorTuning.preferHugePages(forInputBytes: files.totalBytes, threads: threads) }
        loaded = ProjectLoader.load(files, threads: threads)
    } catch {
        printError("error: \(error.message)")
        throw ExitCode(2)
    }
    let context = ValidationContext(
        project: loaded.project, projectFile: loaded.files.first ?? paths.first ?? "Flows",
        filesHaveErrors: loaded.diagnostics.errorCount > 0, threads: threads)
    // As many threads as loaded the files: one for a small project.
    var diagnostics = Validator.check(context, threads: threads)
    // Taken now, so that the context's last use is here and it is freed
    // before the diagnostics are sorted.
    let resolved = keepingResolved ? context.resolved : nil
    diagnostics += loaded.diagnostics
    diagnostics.sortForOutput()
    diagnostics.removeRepeats()
    return CheckedProject(loaded: loaded, diagnostics: diagnostics, resolved: resolved)
}

/// `checkProject`, its resolved project kept, for a command that works
/// only on flows without errors (`links`, `explore`, `paths`): with
/// errors, one line on standard error says so and the status is 1.
func checkProjectWithoutErrors(paths: [String]) throws -> CheckedProject {
    let checked = try checkProject(paths: paths, keepingResolved: true)
    guard !checked.hasErrors else {
        printError(
            "error: the flows have \(Wording.counted(checked.summary.errors, "error")); run 'flowgraph validate' to see them"
        )
        throw ExitCode(1)
    }
    return checked
}

/// The folders and files to read; `Flows` when none are given.
struct PathArguments: ParsableArguments {
    @Argument(help: "Folders (searched recursively for *.yaml and *.yml) or single files. Default: Flows.")
    var paths: [String] = []

    var resolved: [String] { paths.isEmpty ? ["Flows"] : paths }
}

func printError(_ message: String, terminator: String = "\n") {
    var stderr = StandardError()
    print(message, terminator: terminator, to: &stderr)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        writeToStandardError(string)
    }
}

/// Whether to colour output: only on a terminal, and never with NO_COLOR.
func stdoutWantsColor() -> Bool {
    wantsColor(descriptor: 1)
}

/// The same for standard error.
func stderrWantsColor() -> Bool {
    wantsColor(descriptor: 2)
}

private func wantsColor(descriptor: Int32) -> Bool {
    // no-color.org: NO_COLOR counts when it is set and not empty.
    isatty(descriptor) != 0 && (getenv("NO_COLOR").map { $0.pointee == 0 } ?? true)
        && (getenv("TERM").map { String(cString: $0) } ?? "dumb") != "dumb"
}

/// write(2) directly: the C `stderr` global is not concurrency-safe in Swift 6.
private func writeToStandardError(_ string: String) {
    let bytes = Array(string.utf8)
    _ = write(2, bytes, bytes.count)
}
