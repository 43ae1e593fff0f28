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

    /// The type of what `path` names, following a symbolic link when
    /// `followingLinks`; nil when nothing is there (or a link leads nowhere).
    static func type(of path: String, followingLinks: Bool = true) -> EntryType? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// The names in a folder (without `.` and `..`), unsorted; nil when it
    /// cannot be listed.
    static func entries(of folder: String) -> [String]? {
        guard let dir = opendir(folder) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The whole content of a regular file, refusing more than `limit` bytes.
    enum ReadResult { case bytes([UInt8]), tooLarge, failed(errno: Int32) }

    static func contents(of path: String, limit: Int) -> ReadResult {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failed(errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failed(errno: errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failed(errno: EISDIR) }
        // The size is a hint only (a file may grow while we read, or report
        // no size): reading goes on to end of file, growing the buffer, and
        // one byte past the limit tells "exactly at" from "over".
        var bytes = [UInt8](repeating: 0, count: min(max(Int(info.st_size), 0), limit) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                if bytes.count > limit { break }
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - bytes.count)))
            }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failed(errno: errno)
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes.count > limit ? .tooLarge : .bytes(bytes)
    }

    /// realpath(3): one spelling per file; nil for a dangling or looping link.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the calling process may read `path`.
    static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
