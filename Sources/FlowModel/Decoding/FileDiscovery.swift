/// Finds the flow files under the paths a user gave, in a deterministic
/// order, spelled the way the user spelled the path.
enum FileDiscovery {
    /// A path given on the command line that does not exist.
    struct Missing: Error { let path: String }

    /// A file found, with what tells it apart from the same file reached
    /// another way (nil for a link that leads nowhere), and its size as the
    /// file system gave it (0 for such a link).
    struct Found {
        let path: String
        let identity: FileSystem.Identity?
        var size = 0
    }

    /// The files to read, and how many bytes they hold together (a hint for
    /// sizing: a file may change before it is read).
    static func files(under paths: [String]) throws(Missing) -> (paths: [String], bytes: Int) {
        var result: [String] = []
        var bytes = 0
        var seenFiles = Set<FileSystem.Identity>()
        var seenSpellings = Set<String>()
        for path in paths {
            guard let status = FileSystem.status(of: path) else { throw Missing(path: path) }
            let found = status.type == .folder
                ? walk(path) : [Found(path: path, identity: status.identity, size: status.size)]
            // A file reached twice (a folder given twice, a file and its
            // folder, a link to a file beside it) is read once: it is the
            // same file when device and inode agree, which costs no
            // syscall beyond the lstat(2) the walk makes anyway.
            for file in found {
                let isNew = if let identity = file.identity {
                    seenFiles.insert(identity).inserted
                } else {
                    seenSpellings.insert(file.path).inserted
                }
                if isNew {
                    result.append(file.path)
                    bytes += file.size
                }
            }
        }
        return (result, bytes)
    }

    /// Every `*.yaml`/`*.yml` file below `root`, sorted; hidden folders and
    /// symbolic links to folders are skipped (so a link loop cannot trap us).
    static func walk(_ root: String) -> [Found] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var files: [Found] = []
        var folders = [""]
        while let relative = folders.popLast() {
            let folder = prefix + relative
            guard let entries = FileSystem.entries(of: folder) else { continue }
            for entry in entries {
                let path = folder + entry
                guard let status = FileSystem.status(of: path, followingLinks: false) else { continue }
                if status.type == .folder {
                    if !entry.hasPrefix(".") { folders.append(relative + entry + "/") }
                } else if isFlowFile(entry) {
                    if status.type != .link {
                        files.append(Found(path: path, identity: status.identity, size: status.size))
                    } else if let target = FileSystem.status(of: path) {
                        // A link to a folder is skipped.
                        if target.type != .folder {
                            files.append(Found(path: path, identity: target.identity, size: target.size))
                        }
                    } else {
                        // A dangling or looping link is kept so that
                        // reading it reports `unreadable`.
                        files.append(Found(path: path, identity: nil))
                    }
                }
            }
        }
        return sortedByPath(files)
    }

    /// Byte order of the paths. Comparing `[UInt8]` keys is several times
    /// faster than comparing `String.UTF8View`s, and this sort runs before
    /// any file can be parsed.
    static func sortedByPath(_ files: [Found]) -> [Found] {
        let keys = files.map { Array($0.path.utf8) }
        return files.indices
            .sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
            .map { files[$0] }
    }

    static func isFlowFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }
}
