/// Where the console writes: normal output and error reports kept apart, so
/// that the CLI can send errors to standard error and tests can check both.
public struct ConsoleOutput {
    /// Receives answers and transcripts.
    public var write: (String) -> Void
    /// Receives error reports.
    public var writeError: (String) -> Void

    /// Output sent to `write`, errors to `writeError`.
    public init(write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.write = write
        self.writeError = writeError
    }
}

/// Collects what the console writes, for tests.
public final class OutputRecorder {
    /// Everything written as output so far.
    public private(set) var output = ""
    /// Everything written as errors so far.
    public private(set) var errors = ""

    /// A recorder that has recorded nothing yet.
    public init() {}

    /// An output that appends to this recorder.
    public var sink: ConsoleOutput {
        ConsoleOutput(write: { self.output += $0 }, writeError: { self.errors += $0 })
    }
}
