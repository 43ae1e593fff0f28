#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import FlowImport

/// The output folder of `import`: made when missing; each flow file is
/// written there unless it already holds the same bytes. Other files are
/// left alone.
struct ImportFolder {
    let path: String

    /// Writes every file of `result`; the paths written, in order.
    func write(_ result: ImportResult, kind: String) throws -> [String] {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            var written: [String] = []
            for file in result.files {
                let sources = Set(file.flows.map(\.source.file)).sorted().joined(separator: ", ")
                let header = [
                    "Imported by `flowgraph import \(kind)` from \(sources).",
                    "Comments mark what the import could not say exactly: finish those by hand.",
                ]
                let text = FlowFileWriter.text(of: file.flows, header: header)
                let target = "\(path)/\(file.name)"
                if !OutputFiles.holds(text, at: target) {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: target))
                }
                written.append(target)
            }
            return written
        } catch {
            printError("error: cannot write the flows to \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }
}
