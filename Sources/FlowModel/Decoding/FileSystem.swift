#if canImport(FoundationEssentials)
import FoundationEssentials  // not Foundation: its libraries and ICU cost 6 MB of memory and startup time
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few questions discovery and reading ask of the file system, answered
/// with stat(2) and lstat(2) directly: Foundation's attribute dictionaries
/// cost a dictionary per file, and all of Foundation (with ICU) 6 MB of memory.
enum FileSystem {
    enum EntryType { case folder, file, link, other }

    /// Device and inode: equal for two paths that name the same file.
    struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    /// What `path` names, which file it is and its size in bytes, following
    /// a symbolic link when `followingLinks`; nil when nothing is there (or
    /// a link leads nowhere).
    static func status(of path: String, followingLinks: Bool = true) -> (type: EntryType, identity: Identity, size: Int)? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        let type = entryType(info.st_mode)
        return (type, Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), Int(info.st_size))
    }

    /// The type of what `path` names, following a symbolic link when
    /// `followingLinks`; nil when nothing is there (or a link leads nowhere).
    static func type(of path: String, followingLinks: Bool = true) -> EntryType? {
        status(of: path, followingLinks: followingLinks)?.type
    }

    /// The names in a folder (without `.` and `..`), unsorted; nil when it
    /// cannot be listed. A name that is not valid UTF-8 comes back with its
    /// bad bytes replaced, so that it names nothing (see `undecodableEntries`).
    static func entries(of folder: String) -> [String]? {
        // readdir(3) itself: FileManager's listing failed on a folder whose
        // path was just short of PATH_MAX, where opendir(3) does not.
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            // readdir(3) returns nil at the end and on an error alike; only
            // errno tells them apart, and a listing cut short is no listing.
            errno = 0
            guard let entry = readdir(directory) else { return errno == 0 ? names : nil }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)  // bad bytes become U+FFFD
            }
            if name != "." && name != ".." { names.append(name) }
        }
    }

    /// The entries of `folder` whose names are not valid UTF-8, each as
    /// shown (bad bytes replaced) with what it is (nil if that is unknown).
    /// Such a name cannot be spelled as a `String` path, so it is looked at
    /// through its raw bytes; rare, so read only when `entries` gave one.
    static func undecodableEntries(of folder: String) -> [(shown: String, type: EntryType?)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var found: [(shown: String, type: EntryType?)] = []
        while let entry = readdir(directory) {
            let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            let isText = (name + [0]).withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { String(validatingCString: $0.baseAddress!) }
            } != nil
            guard !isText else { continue }
            let rawPath = Array(folder.utf8) + (folder.hasSuffix("/") ? [] : [UInt8(ascii: "/")]) + name + [0]
            var info = stat()
            let listed = rawPath.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
            }
            found.append((String(decoding: name, as: UTF8.self), listed ? entryType(info.st_mode) : nil))
        }
        return found
    }

    private static func entryType(_ mode: mode_t) -> EntryType {
        switch mode & S_IFMT {
        case S_IFDIR: .folder
        case S_IFREG: .file
        case S_IFLNK: .link
        default: .other
        }
    }

    /// The whole content of a regular file, refusing more than `limit` bytes.
    enum ReadResult { case bytes([UInt8]), tooLarge, failed(errno: Int32) }

    static func contents(of path: String, limit: Int) -> ReadResult {
        // A named pipe given by name waits here for its writer, as cat(1)
        // does; one met in a folder is never opened (`FileDiscovery`).
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failed(errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failed(errno: errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failed(errno: EISDIR) }
        let isRegular = (info.st_mode & S_IFMT) == S_IFREG
        // The size is a hint only (a file may grow while we read, or report
        // no size, as a pipe does): reading goes on to end of file, and one
        // byte past the limit tells "exactly at" from "over". The buffer has
        // room for one byte more than the size, so the usual file fills it
        // short and the read that finds the end needs no second buffer.
        // Arrays are passed to read(2) whole (`&bytes`), never through a
        // pointer of our own: the rest of a longer input comes in chunks.
        let capacity = min(max(Int(info.st_size), 0), limit) + 1
        var bytes = [UInt8](repeating: 0, count: capacity)
        guard let first = retryingInterrupted({ read(fd, &bytes, capacity) }) else { return .failed(errno: errno) }
        bytes.removeSubrange(first...)
        // A regular file reads short only at its end, so the read that
        // would return 0 is skipped: one system call less per file.
        if first == 0 || (isRegular && first < capacity) { return .bytes(bytes) }
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            guard let n = retryingInterrupted({ read(fd, &chunk, wanted) }) else { return .failed(errno: errno) }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[..<n])
        }
        return bytes.count > limit ? .tooLarge : .bytes(bytes)
    }

    /// A read's byte count, read again when a signal interrupted it; nil
    /// on failure, `errno` set.
    private static func retryingInterrupted(_ read: () -> Int) -> Int? {
        while true {
            let n = read()
            if n >= 0 { return n }
            if errno != EINTR { return nil }
        }
    }

    /// Why a folder could not be listed, in the user's terms.
    static func listingFailure(of folder: String) -> String {
        // Asked again of opendir(3), for its errno: FileManager's error
        // does not say why (permission, a path too long for the system).
        guard let directory = opendir(folder) else {
            return errno == EACCES ? "permission denied" : String(cString: strerror(errno)).lowercased()
        }
        closedir(directory)
        return "it could not be listed"
    }

    /// Whether the calling process may read `path`.
    static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
