import FlowDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// Whether `path` is a symbolic link (which a search does not follow
    /// into a folder, so that a loop cannot trap it).
    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
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

    /// The names in `folder`, sorted.
    private static func entries(of folder: String) throws(Problem) -> [String] {
        guard let directory = opendir(folder) else {
            throw Problem(message: "cannot read the folder \(folder): \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
