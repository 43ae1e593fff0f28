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

/// The REPL history kept in memory and its plain-text file.
///
/// File format: UTF-8, one entry per line. A backslash, newline or carriage
/// return inside an entry is written as `\\`, `\n` or `\r`, so every entry is
/// exactly one line and the file stays readable and editable by hand.
struct HistoryStore {
    /// Oldest first, at most `limit` entries.
    private(set) var entries: [String] = []
    let limit: Int

    init(limit: Int, entries: [String] = []) {
        self.limit = max(1, limit)
        for entry in entries { add(entry) }
    }

    /// Appends `line` unless it is blank or repeats the newest entry.
    /// Returns whether it was added.
    @discardableResult
    mutating func add(_ line: String) -> Bool {
        guard !line.allSatisfy(\.isWhitespace), line != entries.last else { return false }
        entries.append(line)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        return true
    }

    // MARK: - File format

    static func escape(_ entry: String) -> String {
        var out = ""
        out.reserveCapacity(entry.utf8.count)
        for scalar in entry.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func unescape(_ line: Substring) -> String {
        var out = ""
        var iterator = line.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\" else { out.unicodeScalars.append(scalar); continue }
            switch iterator.next() {
            case "n": out += "\n"
            case "r": out += "\r"
            case "\\": out += "\\"
            // Not something we write: keep it as typed rather than guess.
            case let other?: out += "\\"; out.unicodeScalars.append(other)
            case nil: out += "\\"
            }
        }
        return out
    }

    /// Entries from a history file's bytes. Lines that are not valid UTF-8 or
    /// contain NUL (a binary or damaged file) are skipped, not fatal.
    static func decode(_ data: Data) -> [String] {
        var entries: [String] = []
        for rawLine in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            var bytes = rawLine[...]
            if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }  // edited on Windows
            guard !bytes.isEmpty, !bytes.contains(0) else { continue }
            // A line that is not valid UTF-8 is damaged.
            guard let text = String(validating: bytes, as: UTF8.self) else { continue }
            entries.append(unescape(text[...]))
        }
        return entries
    }

    static func encode(_ entries: [String]) -> Data {
        var text = ""
        for entry in entries {
            text += escape(entry)
            text += "\n"
        }
        return Data(text.utf8)
    }

    // MARK: - Reading and writing

    /// Loads `url`. A missing or unreadable file is an empty history: losing
    /// old history must never stop the REPL from starting. `fileEntries` is
    /// how many entries the file held, before the limit.
    static func load(from url: URL, limit: Int) -> (store: HistoryStore, fileEntries: Int) {
        let entries = decode((try? Data(contentsOf: url)) ?? Data())
        return (HistoryStore(limit: limit, entries: entries), entries.count)
    }

    /// Adds one entry at the end of the file at `url` (created, with its
    /// folder, if missing). Each entry is written as it is entered, in one
    /// `write(2)` in append mode: a session that is killed or whose terminal
    /// closes keeps what was typed, and two sessions at once interleave
    /// their entries instead of overwriting each other's. A symbolic link
    /// at `url` is followed, so a history kept elsewhere stays there.
    static func append(_ entry: String, to url: URL) throws {
        var bytes = Array((escape(entry) + "\n").utf8)
        var fd = open(url.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        if fd < 0, errno == ENOENT {
            try createFolder(of: url)
            fd = open(url.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        }
        guard fd >= 0 else { throw HistorySaveError(path: url.path, operation: "open", code: errno) }
        defer { close(fd) }
        // A file that does not end a line (edited by hand, cut short) would
        // glue this entry onto its last one: end that line first.
        var info = stat()
        var last: UInt8 = 0
        if fstat(fd, &info) == 0, info.st_size > 0, pread(fd, &last, 1, off_t(info.st_size - 1)) == 1,
            last != UInt8(ascii: "\n")
        {
            bytes.insert(UInt8(ascii: "\n"), at: 0)
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw HistorySaveError(path: url.path, operation: "write", code: errno)
            }
            offset += written
        }
    }

    /// Makes the folders on the way to `url`, as `mkdir -p` does. With
    /// mkdir(2) a failure keeps its own `errno` (FileManager's error names
    /// its domain and codes instead of the cause).
    private static func createFolder(of url: URL) throws {
        var folder = ""
        for component in url.deletingLastPathComponent().path.split(separator: "/") {
            folder += "/" + component
            if mkdir(folder, 0o700) != 0, errno != EEXIST {
                throw HistorySaveError(path: url.path, operation: "create the folder of", code: errno)
            }
        }
    }

    /// Writes the history to `url` atomically: the bytes go to a temporary
    /// file in the same folder (so the rename cannot cross file systems), are
    /// flushed to disk, and then renamed over `url`. A crash or full disk
    /// leaves either the old file or the new one, never half of one. A
    /// symbolic link at `url` is kept: the file it leads to is replaced.
    func save(to given: URL) throws {
        let url = Self.followingLinks(given)
        let folder = url.deletingLastPathComponent()
        try Self.createFolder(of: url)
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp")
        let data = Self.encode(entries)

        // 0600: history can hold things typed by mistake (paths, tokens).
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw HistorySaveError(path: url.path, operation: "create", code: errno) }
        var failure: HistorySaveError?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = HistorySaveError(path: url.path, operation: "write", code: errno)
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(fd) != 0 {
            failure = HistorySaveError(path: url.path, operation: "sync", code: errno)
        }
        close(fd)
        if failure == nil, rename(temporary.path, url.path) != 0 {
            failure = HistorySaveError(path: url.path, operation: "replace", code: errno)
        }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
    }
}

extension HistoryStore {
    /// Where a symbolic link at `url` leads (all the way); `url` itself
    /// when it is no link, or a link that leads nowhere.
    static func followingLinks(_ url: URL) -> URL {
        var info = stat()
        guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
            let resolved = realpath(url.path, nil)
        else { return url }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved))
    }
}

/// Writing the history file failed; the old file, if any, is untouched.
public struct HistorySaveError: Error, CustomStringConvertible, Sendable {
    /// The history file that was being written.
    public let path: String
    /// The step that failed: "open", "create", "write", "sync", "replace"
    /// or "create the folder of".
    public let operation: String
    /// The `errno` value.
    public let code: Int32

    /// One line for the user: the step, the file and the system's reason.
    public var description: String {
        "cannot \(operation) history file \(path): \(String(cString: strerror(code)))"
    }
}
