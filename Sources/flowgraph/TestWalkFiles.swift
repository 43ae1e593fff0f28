import FlowDiagnostics
import FlowLoading

/// The walk files `flowgraph test` runs: every `*.walk` below each
/// `--walks` path (a file is taken as it is), or, without `--walks`,
/// below every folder named `walks` inside the project's paths. Sorted
/// by path (`PathOrder`), each once.
enum TestWalkFiles {
    /// Why there are no walks to run: a usage error (exit 2).
    struct Problem: Error {
        let message: String
    }

    static func find(walks: [String], projectPaths: [String]) throws(Problem) -> [String] {
        var found: [String] = []
        if walks.isEmpty {
            var folders: [String] = []
            for path in projectPaths where kind(of: path) == .folder {
                if lastComponent(of: path) == "walks" { folders.append(path) }
                folders += try walksFolders(below: path)
            }
            if folders.isEmpty {
                let paths = projectPaths.joined(separator: " ")
                throw Problem(
                    message:
                        "no walks found: no folder named 'walks' in \(paths); put *.walk files in one, or give --walks PATH"
                )
            }
            for folder in folders { found += try walkFiles(below: folder) }
            if found.isEmpty {
                throw Problem(message: "no walks found: no *.walk file in \(folders.joined(separator: ", "))")
            }
        } else {
            for path in walks {
                switch kind(of: path) {
                case nil: throw Problem(message: "no such file or folder: \(path) (given with --walks)")
                case .folder: found += try walkFiles(below: path)
                case .file: found.append(path)
                case .other: throw Problem(message: "'\(path)' is not a regular file (a named pipe, socket or device)")
                }
            }
            if found.isEmpty {
                throw Problem(message: "no walks found: no *.walk file in \(walks.joined(separator: ", "))")
            }
        }
        var seen = Set<String>()
        let unique = found.filter { seen.insert($0).inserted }
        return PathOrder.sortedIndices(unique).map { unique[$0] }
    }

    enum Kind { case file, folder, other }

    /// What `path` is, links followed; nil when there is nothing there.
    static func kind(of path: String) -> Kind? {
        switch FileSystem.type(of: path) {
        case nil: nil
        case .folder: .folder
        case .file: .file
        case .link, .other: .other
        }
    }

    /// Whether `path` is a symbolic link (which a search does not follow
    /// into a folder, so that a loop cannot trap it).
    private static func isLink(_ path: String) -> Bool {
        FileSystem.type(of: path, followingLinks: false) == .link
    }

    private static func lastComponent(of path: String) -> Substring {
        path.split(separator: "/").last ?? ""
    }

    /// The folders named `walks` below `root` (not inside one another:
    /// a walks folder is searched whole).
    private static func walksFolders(below root: String) throws(Problem) -> [String] {
        var result: [String] = []
        for entry in try entries(of: root) where !entry.hasPrefix(".") {
            let path = join(root, entry)
            guard !isLink(path), kind(of: path) == .folder else { continue }
            if entry == "walks" { result.append(path) } else { result += try walksFolders(below: path) }
        }
        return result
    }

    /// Every `*.walk` below `root`. An entry named so that is a folder or
    /// no regular file is an error: a walk that would silently not run.
    private static func walkFiles(below root: String) throws(Problem) -> [String] {
        var result: [String] = []
        for entry in try entries(of: root) where !entry.hasPrefix(".") {
            let path = join(root, entry)
            let isWalk = entry.hasSuffix(".walk")
            switch kind(of: path) {
            case .folder where isWalk:
                throw Problem(message: "'\(path)' is a folder, not a walk file")
            case .folder:
                if !isLink(path) { result += try walkFiles(below: path) }
            case .other where isWalk:
                throw Problem(message: "'\(path)' is not a regular file (a named pipe, socket or device)")
            case nil where isWalk:
                throw Problem(message: "cannot read '\(path)': it is a symbolic link that leads nowhere")
            case .file where isWalk:
                result.append(path)
            default:
                continue
            }
        }
        return result
    }

    private static func join(_ folder: String, _ entry: String) -> String {
        folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
    }

    /// The names in `folder`, sorted. A `*.walk` entry whose name is not
    /// valid UTF-8 is an error: no path can name it, and it would not run.
    private static func entries(of folder: String) throws(Problem) -> [String] {
        let listing: FileSystem.Listing
        do {
            listing = try FileSystem.list(folder)
        } catch {
            throw Problem(message: "cannot read the folder \(folder): \(error.reason)")
        }
        if let bad = listing.notText.first(where: { $0.shown.hasSuffix(".walk") }) {
            throw Problem(message: "cannot read '\(join(folder, bad.shown))': its name is not valid UTF-8")
        }
        return listing.names.sorted()
    }
}
