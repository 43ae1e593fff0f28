
/// Finds the flow files under the paths a user gave, in a deterministic
/// order, spelled the way the user spelled the path.
enum FileDiscovery {
    /// A path given on the command line that does not exist.
    struct Missing: Error { let path: String }

    static func files(under paths: [String]) throws(Missing) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        for path in paths {
            guard let type = FileSystem.type(of: path) else { throw Missing(path: path) }
            let found = type == .folder ? walk(path) : [path]
            for file in found where seen.insert(canonical(file)).inserted {
                result.append(file)
            }
        }
        return result
    }

    /// Every `*.yaml`/`*.yml` file below `root`, sorted; hidden folders and
    /// symbolic links to folders are skipped (so a link loop cannot trap us).
    static func walk(_ root: String) -> [String] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var files: [String] = []
        var folders = [""]
        while let relative = folders.popLast() {
            let folder = prefix + relative
            guard let entries = FileSystem.entries(of: folder) else { continue }
            for entry in entries {
                let path = folder + entry
                let type = FileSystem.type(of: path, followingLinks: false)
                if type == .folder {
                    if !entry.hasPrefix(".") { folders.append(relative + entry + "/") }
                } else if isFlowFile(entry) {
                    // A link to a folder is skipped; a dangling or looping
                    // link is kept so that reading it reports `unreadable`.
                    if !(type == .link && FileSystem.type(of: path) == .folder) { files.append(path) }
                }
            }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func isFlowFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }

    /// One spelling per file, to drop a file reached twice. realpath(3) is
    /// one libc call per file; it fails for dangling or looping links, which
    /// keep the user's spelling (they can equal no real file anyway).
    static func canonical(_ path: String) -> String {
        FileSystem.realPath(path) ?? path
    }
}
