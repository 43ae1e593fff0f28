import Foundation

/// A fresh folder under the system's temporary directory, removed when the
/// last reference to it goes (the end of a test, for a suite that holds one).
final class TemporaryFolder {
    let path: String

    init(_ prefix: String) throws {
        path = NSTemporaryDirectory() + "flowgraph-\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
