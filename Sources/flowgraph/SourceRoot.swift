import FlowDiagnostics
import FoundationEssentials

extension SARIFSourceRoot {
    /// The repository's root for the SARIF of a run from the current
    /// directory: the nearest folder, from the current directory up, that
    /// holds `.git` (a folder, or a file in a worktree or submodule), else
    /// the current directory.
    static func ofCurrentRepository() -> SARIFSourceRoot {
        let manager = FileManager.default
        let current = manager.currentDirectoryPath
        var folder = current
        while true {
            if manager.fileExists(atPath: folder + (folder.hasSuffix("/") ? "" : "/") + ".git") {
                return SARIFSourceRoot(path: folder, currentDirectory: current)
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return SARIFSourceRoot(path: current, currentDirectory: current)
    }
}
