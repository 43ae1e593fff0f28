/// Where the console writes: normal output and error reports kept apart, so
/// that the CLI can send errors to standard error and tests can check both.
public struct ConsoleOutput {
    public var write: (String) -> Void
    public var writeError: (String) -> Void

    public init(write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.write = write
        self.writeError = writeError
    }
}

/// Collects what the console writes, for tests.
public final class OutputRecorder {
    public private(set) var output = ""
    public private(set) var errors = ""

    public init() {}

    public var sink: ConsoleOutput {
        ConsoleOutput(write: { self.output += $0 }, writeError: { self.errors += $0 })
    }
}
