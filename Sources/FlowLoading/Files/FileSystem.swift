#if canImport(FoundationEssentials)
import FoundationEssentials  // not Foundation: its libraries and ICU cost memory and startup time
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
/// cost a dictionary per file, and all of Foundation (with ICU) megabytes of memory.
package enum FileSystem {
    package enum EntryType { case folder, file, link, other }

    /// Device and inode: equal for two paths that name the same file.
    struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    /// What `path` names, which file it is and its size in bytes, following
    /// a symbolic link when `followingLinks`; nil when nothing is there (or
    /// a link leads nowhere).
    static func status(of path: String, followingLinks: Bool = true) -> (
        type: EntryType, identity: Identity, size: Int
    )? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        let type = entryType(info.st_mode)
        return (type, Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), Int(info.st_size))
    }

    /// The type of what `path` names, following a symbolic link when
    /// `followingLinks`; nil when nothing is there (or a link leads nowhere).
    package static func type(of path: String, followingLinks: Bool = true) -> EntryType? {
        status(of: path, followingLinks: followingLinks)?.type
    }

    /// A folder's entries, read in one pass of readdir(3): the names that
    /// are text, and apart the ones that are not valid UTF-8 (shown with
    /// their bad bytes replaced, with what each is, nil if that is
    /// unknown), since no `String` path can name those.
    package struct Listing {
        package var names: [String] = []
        package var notText: [(shown: String, type: EntryType?)] = []
    }

    /// Why a folder could not be listed, in the user's terms.
    package struct ListingFailure: Error {
        package let reason: String

        init(errno code: Int32) {
            reason = code == EACCES ? "permission denied" : String(cString: strerror(code)).lowercased()
        }
    }

    /// The entries of `folder` (without `.` and `..`), unsorted. readdir(3)
    /// itself rather than FileManager, which failed on a folder whose path
    /// was just short of PATH_MAX and did not say why.
    package static func list(_ folder: String) throws(ListingFailure) -> Listing {
        guard let directory = opendir(folder) else { throw ListingFailure(errno: errno) }
        defer { closedir(directory) }
        var listing = Listing()
        while true {
            // readdir(3) returns nil at the end and on an error alike; only
            // errno tells them apart, and a listing cut short is no listing.
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw ListingFailure(errno: errno) }
                return listing
            }
            let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            if let text = String(validating: name, as: UTF8.self) {
                listing.names.append(text)
            } else {
                listing.notText.append((String(decoding: name, as: UTF8.self), rawType(folder, name)))
            }
        }
    }

    /// What the entry `name` of `folder` is, looked at through its bytes.
    private static func rawType(_ folder: String, _ name: [UInt8]) -> EntryType? {
        let rawPath = Array(folder.utf8) + (folder.hasSuffix("/") ? [] : [UInt8(ascii: "/")]) + name + [0]
        var info = stat()
        let listed = rawPath.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
        }
        return listed ? entryType(info.st_mode) : nil
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
    enum ReadResult {
        case bytes([UInt8])
        case tooLarge
        case failed(errno: Int32)
    }

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

    /// Whether the calling process may read `path`.
    static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
