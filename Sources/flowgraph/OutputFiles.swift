#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the commands that write into a folder (`paths`, `generate swift`,
/// `import`) share: a file that already holds the bytes is left alone, so
/// its modification time stays; files an earlier run wrote, known by their
/// first bytes, are removed once no longer written; other files are never
/// touched.
enum OutputFiles {
    /// Whether `file` exists and holds exactly `text`.
    static func holds(_ text: String, at file: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file) else { return false }
        return data.elementsEqual(text.utf8)
    }

    /// Removes the files of `folder` whose names end with `suffix`, are not
    /// in `keep`, and begin with `marker`; how many it removed.
    static func removeStale(in folder: String, suffix: String, keeping keep: Set<String>, marker: String) throws -> Int
    {
        let manager = FileManager.default
        let prefix = Data(marker.utf8)
        var removed = 0
        for name in try manager.contentsOfDirectory(atPath: folder).sorted()
        where name.hasSuffix(suffix) && !keep.contains(name) {
            let file = "\(folder)/\(name)"
            guard let data = manager.contents(atPath: file), data.starts(with: prefix) else { continue }
            try manager.removeItem(atPath: file)
            removed += 1
        }
        return removed
    }
}
