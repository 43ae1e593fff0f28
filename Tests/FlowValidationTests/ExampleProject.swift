import FlowDiagnostics
import FlowLoading
import FlowModel
import FlowValidation
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A rule description's example written to a fresh folder and validated as
/// `flowgraph validate FOLDER` does: loaded from disk, checked, sorted.
enum ExampleProject {
    static func diagnostics(of example: RuleExample) throws -> [Diagnostic] {
        let folder = NSTemporaryDirectory() + "flowgraph-rule-example-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in example.files {
            let path = folder + "/" + file.path
            switch file.contents {
            case .yaml(let text):
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            case .namedPipe:
                guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            }
        }
        let loaded = try ProjectLoader.load(paths: [folder])
        var diagnostics = Validator.check(
            loaded.project, projectFile: loaded.files.first ?? folder,
            filesHaveErrors: loaded.diagnostics.errorCount > 0)
        diagnostics += loaded.diagnostics
        diagnostics.sortForOutput()
        diagnostics.removeRepeats()
        return diagnostics
    }

    /// One line per diagnostic, for a failing expectation's message.
    static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)" }.joined(
            separator: "\n")
    }
}
