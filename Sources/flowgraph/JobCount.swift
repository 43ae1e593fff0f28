import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread count `validate` is asked for: `--jobs N`, else the
/// `FLOWGRAPH_JOBS` environment variable, else none (the loader decides).
enum JobCount {
    static let variable = "FLOWGRAPH_JOBS"

    /// The count asked for, or nil when neither the option nor the
    /// environment asks; a value that is not a whole number of 1 or more
    /// is a usage error (exit 2), named after where it came from.
    static func requested(option: String?) throws -> Int? {
        if let option { return try parse(option, from: "--jobs") }
        guard let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty else { return nil }
        return try parse(value, from: variable)
    }

    private static func parse(_ text: String, from source: String) throws -> Int {
        guard let count = Int(text), count >= 1 else {
            throw ValidationError("\(source) must be a whole number of threads, 1 or more; it is '\(text)'")
        }
        return count
    }

    /// Threads for work on `count` independent items (walks run or
    /// written): one below 16 items, where starting threads costs more
    /// than it saves; else `FLOWGRAPH_JOBS`, or one per core.
    static func workers(forItems count: Int) -> Int {
        guard count >= 16 else { return 1 }
        let requested = (try? JobCount.requested(option: nil)) ?? nil
        return requested ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
