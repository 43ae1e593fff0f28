import Foundation

/// Writes a planned project to disk.
enum ProjectWriter {
    struct Written {
        var files = 0, flows = 0, bytes = 0, errors = 0
    }

    /// Replaces `folder` with a fresh project, so a smaller preset never
    /// leaves stale files of a larger one behind.
    static func write(nodes: Int, seed: UInt64, errors: Int, to folder: String) throws -> Written {
        var rng = SeededGenerator(seed: seed)
        let plan = ProjectPlan(nodes: nodes, rng: &rng)
        var writer = FlowWriter(plan: plan, rng: rng, errors: errors, totalNodes: nodes)
        let fm = FileManager.default
        if fm.fileExists(atPath: folder) { try fm.removeItem(atPath: folder) }
        var written = Written()
        for file in plan.files {
            let path = folder + "/" + file.path
            try fm.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let text = writer.file(file.flows)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            written.files += 1
            written.flows += file.flows.count
            written.bytes += text.utf8.count
        }
        written.errors = writer.errorsWritten
        return written
    }
}
