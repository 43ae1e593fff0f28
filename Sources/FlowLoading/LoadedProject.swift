import FlowDiagnostics
import FlowModel

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

/// The flow files under the paths a user gave, found and sized but not yet
/// read: what `ProjectLoader.load(_:)` reads.
public struct FlowFiles: Sendable {
    let found: [FileDiscovery.Found]
    /// What the files hold together, in bytes, as the file system sized them
    /// (a hint: a file may change before it is read), each file counted once.
    /// A caller may tune its allocator for the project before loading it.
    public let totalBytes: Int

    /// The files in the order they are read.
    public var paths: [String] { found.map(\.path) }
}
