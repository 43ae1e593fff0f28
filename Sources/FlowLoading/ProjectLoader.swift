import FlowDiagnostics
import FlowModel
import FlowParallel
import FlowYAML

/// Reads flow files and decodes them into a `Project`.
public enum ProjectLoader {
    /// Largest flow file accepted; a larger one is reported as `unreadable`.
    public static let maxFileBytes = 256 << 20

    /// Loads every flow file under `paths` (folders searched recursively):
    /// `findFiles(under:)`, then `load(_:)`.
    public static func load(paths: [String]) throws(LoadFailure) -> LoadedProject {
        load(try findFiles(under: paths))
    }

    /// The flow files under `paths`, in the order they are read; throws when
    /// a path does not exist or cannot be read.
    public static func findFiles(under paths: [String]) throws(LoadFailure) -> FlowFiles {
        do {
            let found = try FileDiscovery.files(under: paths)
            return FlowFiles(found: found.files, totalBytes: found.bytes)
        } catch {
            throw LoadFailure(message: error.message)
        }
    }

    /// Reads and decodes `files` on `threads` threads (by default as
    /// `LoadingThreads.count(for:)` decides). The result never depends on
    /// the number of threads.
    public static func load(_ files: FlowFiles, threads: Int? = nil) -> LoadedProject {
        // Each worker takes a run of files at a time (see `FileRuns`).
        let found = files.found
        let runs = FileRuns.plan(sizes: found.map(\.size))
        let workers = threads ?? LoadingThreads.count(for: files)
        let results = ParallelMap.map(runs, workers: workers) { decodeRun(found[$0]) }
        return assemble(Array(results.joined()), files: files.paths)
    }

    /// The files `load(paths:)` reads, in its order, found the same way;
    /// for tools that time its stages one by one.
    public static func flowFiles(under paths: [String]) throws(LoadFailure) -> [String] {
        try findFiles(under: paths).paths
    }

    /// Loads flows from text; for tests and tools that generate flows.
    public static func load(sources: [(path: String, text: String)]) -> LoadedProject {
        let results = sources.map { source in
            FlowDecoder.decode(YAMLParser.parse(Array(source.text.utf8), path: source.path))
        }
        return assemble(results, files: sources.map(\.path))
    }

    /// Every file of a run parsed into its tree first, then every tree
    /// decoded (`FlowDecoder.decode(run:)`, one name table for the run),
    /// each file's result in the run's order.
    static func decodeRun(_ files: ArraySlice<FileDiscovery.Found>) -> [(flows: [Flow], diagnostics: [Diagnostic])] {
        let parsed = files.map(parseFile)
        var decoded = FlowDecoder.decode(run: parsed.compactMap { try? $0.get() })[...]
        return parsed.map { result in
            switch result {
            case .success:
                return decoded.removeFirst()
            case .failure(let unreadable):
                return (flows: [], diagnostics: [unreadable.diagnostic])
            }
        }
    }

    /// A file's tree, or why it could not be read.
    static func parseFile(_ file: FileDiscovery.Found) -> Result<YAMLTree, Unreadable> {
        if let problem = file.problem { return .failure(Unreadable(file.path, problem)) }
        switch SourceReader.read(file.path, limit: maxFileBytes) {
        case .success(let bytes):
            return .success(YAMLParser.parse(bytes, path: file.path))
        case .failure(let problem):
            return .failure(Unreadable(file.path, problem.message))
        }
    }

    /// A flow file that could not be read, reported as `unreadable`.
    struct Unreadable: Error {
        let diagnostic: Diagnostic

        init(_ path: String, _ message: String) {
            diagnostic = .error("unreadable", MessageText(message), at: SourceLocation(file: path, line: 1, column: 1))
        }
    }

    static func assemble(_ results: [(flows: [Flow], diagnostics: [Diagnostic])], files: [String]) -> LoadedProject {
        var flows: [Flow] = []
        var diagnostics: [Diagnostic] = []
        flows.reserveCapacity(results.reduce(0) { $0 + $1.flows.count })
        for result in results {
            flows += result.flows
            diagnostics += result.diagnostics
        }
        return LoadedProject(project: Project(flows: flows), diagnostics: diagnostics, files: files)
    }
}
