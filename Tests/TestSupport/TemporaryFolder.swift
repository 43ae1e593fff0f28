import Foundation

/// A fresh folder under the system's temporary directory. It goes when the
/// last reference to it goes (the end of a test, for a suite that holds
/// one); a local one should say `defer { folder.remove() }`, since Swift may
/// release a local object right after its last use.
public final class TemporaryFolder: Sendable {
    /// The folder's path, `<tmp>/flowgraph-<prefix>-<UUID>`.
    public let path: String

    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    public init(_ prefix: String) throws {
        path = NSTemporaryDirectory() + "flowgraph-\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `name` inside the folder (which may contain `/`).
    public func appending(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names of the entries directly inside, sorted.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    deinit { remove() }
}
