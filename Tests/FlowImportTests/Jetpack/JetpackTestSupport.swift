import FlowDiagnostics
import FlowImport
import FlowLoading
import FlowValidation
import Foundation
import TestSupport

/// Imports navigation files and checks the flows it writes as `validate` would.
enum JetpackTestSupport {
    static let folder = TestTarget.folder().appendingPathComponent("Jetpack")

    /// The bytes of `Jetpack/<relative>`.
    static func input(_ relative: String) throws -> ImportInput {
        let url = folder.appendingPathComponent(relative)
        return ImportInput(path: relative, bytes: [UInt8](try Data(contentsOf: url)))
    }

    struct Checked {
        var result: ImportResult
        /// Each output file's name and text, as the CLI writes them.
        var texts: [(name: String, text: String)]
        var diagnostics: [Diagnostic]
        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

        /// The summary and every file: what a golden file holds.
        var transcript: String {
            var out = result.summary
            for (name, text) in texts { out += "==> \(name) <==\n\(text)" }
            return out
        }
    }

    static func importAndCheck(_ inputs: [ImportInput]) throws -> Checked {
        let result = try JetpackImporter.importFlows(from: inputs)
        let texts: [(name: String, text: String)] = result.files.map { file in
            let sources = Set(file.flows.map(\.source.file)).sorted().joined(separator: ", ")
            return (file.name, FlowFileWriter.text(of: file.flows, header: ["Imported from \(sources)."]))
        }
        let loaded = ProjectLoader.load(sources: texts.map { (path: $0.name, text: $0.text) })
        let context = ValidationContext(project: loaded.project, filesHaveErrors: loaded.diagnostics.errorCount > 0)
        return Checked(result: result, texts: texts, diagnostics: loaded.diagnostics + Validator.check(context))
    }
}
