#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many threads `ProjectLoader.load(_:threads:)` reads, parses and
/// decodes with.
public enum LoadingThreads {
    /// Input below which a project is loaded on the calling thread alone.
    /// A worker thread costs about a millisecond of CPU to start (the
    /// pool, its malloc arena); below four runs of files (`FileRuns`) it
    /// saves less wall time than that.
    public static let parallelInputBytes = 4 * FileRuns.defaultMaxBytes

    /// The cores online, at least one.
    public static var cores: Int { max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1) }

    /// The threads that load `files`: `requested` when given (at most one
    /// per core, as the worker pool runs no more), else one for a small
    /// project and one per core for a large one.
    public static func count(for files: FlowFiles, requested: Int? = nil) -> Int {
        if let requested { return min(max(requested, 1), cores) }
        return files.totalBytes < parallelInputBytes ? 1 : cores
    }
}
