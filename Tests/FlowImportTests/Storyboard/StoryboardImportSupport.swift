import FlowDiagnostics
import FlowImport
import FlowLoading
import FlowValidation
import Foundation

/// Reading fixtures and checking what an import wrote, for the storyboard tests.
enum StoryboardFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The inputs at `paths` under this folder, named by those paths.
    static func inputs(_ paths: [String]) throws -> [ImportInput] {
        try paths.map { path in
            ImportInput(path: path, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(path))))
        }
    }

    /// Every storyboard of a real app's folder, sorted.
    static func realApp(_ app: String) throws -> [ImportInput] {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Real/\(app)").path)
        return try inputs(names.filter { $0.hasSuffix(".storyboard") }.sorted().map { "Real/\(app)/\($0)" })
    }

    /// The files of a result as written, one text per file.
    static func texts(_ result: ImportResult) -> [(path: String, text: String)] {
        result.files.map { ($0.name, FlowFileWriter.text(of: $0.flows, header: ["Imported for a test."])) }
    }

    /// The diagnostics of loading and validating what `result` writes.
    static func diagnostics(_ result: ImportResult) -> [Diagnostic] {
        let loaded = ProjectLoader.load(sources: texts(result))
        let context = ValidationContext(
            project: loaded.project, filesHaveErrors: loaded.diagnostics.errorCount > 0)
        return loaded.diagnostics + Validator.check(context)
    }
}
