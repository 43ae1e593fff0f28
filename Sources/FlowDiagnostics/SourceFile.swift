import Synchronization

/// A file path interned once per process, so that a `SourceLocation` holds
/// a 4-byte id instead of a reference-counted `String`: a large project
/// carries millions of locations, and copying a `String` costs a retain and
/// a release.
public struct SourceFile: Hashable, Sendable {
    let id: UInt32

    /// The id of `path`, spelled exactly as given (two spellings of one file
    /// are two ids).
    public init(_ path: String) {
        id = SourceFileTable.shared.id(for: path)
    }

    /// The path as the user spelled it.
    public var path: String { SourceFileTable.shared.path(of: id) }
}

/// The process-wide table behind `SourceFile`. Paths are only ever added,
/// never removed: a run sees a few thousand files at most.
final class SourceFileTable: Sendable {
    static let shared = SourceFileTable()

    private struct Storage {
        var paths: [String] = []
        var ids: [PathKey: UInt32] = [:]
    }

    /// A path compared and hashed by its bytes: `String` equality is
    /// canonical equivalence, which would make `ü` written as one scalar
    /// and as `u` plus a combining mark one path, and they are two files.
    private struct PathKey: Hashable {
        let path: String

        static func == (a: PathKey, b: PathKey) -> Bool {
            PathOrder.compare(a.path, b.path) == 0
        }

        func hash(into hasher: inout Hasher) {
            // In one call, not a call per byte.
            var path = path
            path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private let storage = Mutex(Storage())

    func id(for path: String) -> UInt32 {
        let key = PathKey(path: path)
        return storage.withLock { table in
            if let id = table.ids[key] { return id }
            let id = UInt32(table.paths.count)
            table.paths.append(path)
            table.ids[key] = id
            return id
        }
    }

    func path(of id: UInt32) -> String {
        storage.withLock { $0.paths[Int(id)] }
    }

    /// Every path, indexed by id: for a caller that reads the paths of many
    /// locations (sorting, rendering), one lock instead of one per read.
    func allPaths() -> [String] {
        storage.withLock { $0.paths }
    }
}
