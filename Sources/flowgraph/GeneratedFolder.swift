#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import FlowCodegen

/// The output folder of `generate`: made when missing. A file whose bytes
/// are already right is left alone (its modification time too, so that a
/// build does not recompile it); files an earlier run wrote, known by
/// their first line, and not written now are removed; other files are
/// never touched.
struct GeneratedFolder {
    let path: String
    /// The first line of every file the generator writes.
    let marker: String

    struct Result {
        var written = 0
        var unchanged = 0
        var removed = 0
    }

    func update(with files: [GeneratedFile]) throws -> Result {
        let manager = FileManager.default
        var result = Result()
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            for file in files {
                let target = "\(path)/\(file.name)"
                if let existing = manager.contents(atPath: target) {
                    if existing.elementsEqual(file.contents.utf8) {
                        result.unchanged += 1
                        continue
                    }
                    guard isGenerated(existing) else {
                        printError("error: \(target) exists and was not written by flowgraph; not replacing it")
                        throw ExitCode(2)
                    }
                }
                // Written beside, then renamed: a build never reads half a file.
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
                result.written += 1
            }
            result.removed = try OutputFiles.removeStale(
                in: path, suffix: ".swift", keeping: Set(files.map(\.name)), marker: marker + "\n")
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("error: cannot write the generated files to \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        return result
    }

    private func isGenerated(_ data: Data) -> Bool {
        data.starts(with: Data((marker + "\n").utf8))
    }
}
