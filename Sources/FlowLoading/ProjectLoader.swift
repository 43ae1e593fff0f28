#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowDiagnostics
import FlowModel
import FlowYAML


/// A project read from disk (or from text), with every problem the parser
/// and decoder found. Rule checks are separate (`FlowValidation`).
public struct LoadedProject: Sendable {
    public let project: Project
    /// `yaml-syntax`, `duplicate-key`, `schema` and `unreadable`, unsorted.
    public let diagnostics: [Diagnostic]
    /// The files read, in the order they were considered.
    public let files: [String]
}

/// A path given by the user that does not exist or cannot be read: the
/// command cannot run (exit 2).
public struct LoadFailure: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}

/// Reads flow files and decodes them into a `Project`.
public enum ProjectLoader {
    /// Largest flow file accepted; a larger one is reported as `unreadable`.
    public static let maxFileBytes = 256 << 20

    /// Loads every flow file under `paths` (folders searched recursively).
    /// Files are parsed in parallel; the result never depends on the number
    /// of cores.
    ///
    /// `prepareReader` runs once on each thread that reads files, before
    /// its first file, with the total size of the files found in bytes:
    /// the CLI tunes the thread's allocator for a large project there.
    public static func load(
        paths: [String], prepareReader: @Sendable (_ inputBytes: Int) -> Void = { _ in }
    ) throws(LoadFailure) -> LoadedProject {
        let files: (files: [FileDiscovery.Found], bytes: Int)
        do {
            files = try FileDiscovery.files(under: paths)
        } catch {
            throw LoadFailure(message: error.message)
        }
        // As many workers as libdispatch has threads: the online cores.
        // Each takes a run of files at a time (see `FileRuns`).
        let cores = max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
        let found = files.files
        let runs = FileRuns.plan(sizes: found.map(\.size))
        let results = ParallelMap.map(runs, workers: cores, prepareWorker: { prepareReader(files.bytes) }) {
            decodeRun(found[$0])
        }
        return assemble(Array(results.joined()), files: found.map(\.path))
    }

    /// The files `load(paths:)` reads, in its order, found the same way;
    /// for tools that time its stages one by one.
    public static func flowFiles(under paths: [String]) throws(LoadFailure) -> [String] {
        do {
            return try FileDiscovery.files(under: paths).files.map(\.path)
        } catch {
            throw LoadFailure(message: error.message)
        }
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
