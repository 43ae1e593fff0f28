#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowDiagnostics

/// Finds the flow files under the paths a user gave, in a deterministic
/// order, spelled the way the user spelled the path.
enum FileDiscovery {
    /// A path given on the command line that does not exist or cannot be
    /// read: the command cannot run.
    struct Unusable: Error { let message: String }

    /// A file found, with what tells it apart from the same file reached
    /// another way (nil for a link that leads nowhere), and its size as the
    /// file system gave it (0 for such a link). `problem` says why an entry
    /// found in a folder is not read at all; it is reported as `unreadable`.
    struct Found: Sendable {
        let path: String
        let identity: FileSystem.Identity?
        var size = 0
        var problem: String?
    }

    /// The files to read, and how many bytes they hold together (a hint for
    /// sizing: a file may change before it is read).
    static func files(under paths: [String]) throws(Unusable) -> (files: [Found], bytes: Int) {
        var result: [Found] = []
        var bytes = 0
        var seenFiles = Set<FileSystem.Identity>()
        var seenSpellings = Set<String>()
        for path in paths {
            guard let status = FileSystem.status(of: path) else {
                // The command line's bytes reach us as a String, with any
                // that are not UTF-8 replaced: such a name cannot be found.
                let hint =
                    path.unicodeScalars.contains("\u{FFFD}")
                    ? " (flowgraph reads file names as UTF-8, and this one is not: rename it)"
                    : FileSystem.status(of: path, followingLinks: false) != nil
                        ? " (a symbolic link that leads nowhere, or in a loop)" : ""
                throw Unusable(message: "no such file or folder: \(path)\(hint)")
            }
            // What the user named must be readable; what a folder holds is
            // checked file by file, the rest still read.
            let found: [Found]
            if status.type == .folder {
                do {
                    found = try walk(path)
                } catch {
                    throw Unusable(message: "cannot read the folder \(path): \(error.reason)")
                }
            } else {
                guard FileSystem.isReadable(path) else {
                    throw Unusable(message: "cannot read \(path): permission denied")
                }
                found = [Found(path: path, identity: status.identity, size: status.size)]
            }
            // A file reached twice (a folder given twice, a file and its
            // folder, a link to a file beside it) is read once: it is the
            // same file when device and inode agree, which costs no
            // syscall beyond the lstat(2) the walk makes anyway.
            for file in found {
                let isNew =
                    if let identity = file.identity {
                        seenFiles.insert(identity).inserted
                    } else {
                        seenSpellings.insert(file.path).inserted
                    }
                if isNew {
                    result.append(file)
                    bytes += file.size
                }
            }
        }
        return (result, bytes)
    }

    /// Every `*.yaml`/`*.yml` file below `root`, sorted; hidden folders and
    /// symbolic links to folders are skipped (so a link loop cannot trap us).
    /// Throws when `root` itself cannot be listed. A folder below it that
    /// cannot be listed, and a flow file that is not a regular file (a named
    /// pipe would block the reader) or whose name is not text, are found
    /// with a `problem` instead of being skipped without a word.
    static func walk(_ root: String) throws(FileSystem.ListingFailure) -> [Found] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var files: [Found] = []
        var folders = [""]
        while let relative = folders.popLast() {
            let folder = prefix + relative
            let listing: FileSystem.Listing
            do {
                listing = try FileSystem.list(folder)
            } catch {
                if relative.isEmpty { throw error }
                let path = String(folder.dropLast())
                files.append(
                    Found(path: path, identity: nil, problem: "cannot read the folder '\(path)': \(error.reason)"))
                continue
            }
            for entry in listing.names {
                let path = folder + entry
                guard let status = FileSystem.status(of: path, followingLinks: false) else {
                    let failure = errno
                    if failure == ENOENT || failure == ENOTDIR { continue }  // gone since the listing
                    // Anything else (a folder that can be listed but not
                    // searched, a path longer than the system takes 2,000
                    // folders down) holds for every entry: the folder is
                    // reported once, not skipped unseen.
                    let folderPath = String(folder.dropLast())
                    files.append(
                        Found(
                            path: folderPath, identity: nil,
                            problem:
                                "cannot look inside the folder '\(folderPath)': \(FileSystem.ListingFailure(errno: failure).reason)"
                        ))
                    break
                }
                if status.type == .folder {
                    if !entry.hasPrefix(".") { folders.append(relative + entry + "/") }
                } else if isFlowFile(entry), let file = found(path, status) {
                    files.append(file)
                }
            }
            files += namesNotText(in: folder, listing.notText)
        }
        return sortedByPath(files)
    }

    /// A flow file met in a folder, by what its `lstat(2)` said; nil for a
    /// link to a folder, which is skipped.
    private static func found(
        _ path: String, _ status: (type: FileSystem.EntryType, identity: FileSystem.Identity, size: Int)
    ) -> Found? {
        var target = status
        if status.type == .link {
            // A dangling or looping link is kept so that reading it
            // reports `unreadable`; a link to a folder is skipped.
            guard let followed = FileSystem.status(of: path) else { return Found(path: path, identity: nil) }
            target = followed
        }
        switch target.type {
        case .file, .link: return Found(path: path, identity: target.identity, size: target.size)
        case .folder: return nil
        case .other:
            return Found(
                path: path, identity: target.identity,
                problem: "'\(path)' is not a regular file (a named pipe, socket or device), so it is not read")
        }
    }

    /// The flow files and folders of `folder` whose names are not valid
    /// UTF-8: they cannot be opened through a `String` path, so each is
    /// reported rather than left out unseen.
    private static func namesNotText(in folder: String, _ entries: [(shown: String, type: FileSystem.EntryType?)])
        -> [Found]
    {
        entries.compactMap { entry in
            let isFolder = entry.type == .folder && !entry.shown.hasPrefix(".")
            guard isFolder || (entry.type != .folder && isFlowFile(entry.shown)) else { return nil }
            let path = folder + entry.shown
            return Found(
                path: path, identity: nil,
                problem: "the name of '\(path)' is not valid UTF-8, so it cannot be read; rename it")
        }
    }

    /// Byte order of the paths (`PathOrder`), the order diagnostics print
    /// in. This sort runs before any file can be parsed.
    static func sortedByPath(_ files: [Found]) -> [Found] {
        PathOrder.sortedIndices(files.map(\.path)).map { files[$0] }
    }

    static func isFlowFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }
}
