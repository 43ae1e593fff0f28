import FlowDiagnostics
import FlowImport
import FlowLoading
import FlowModel
import FlowValidation

/// The import target: any bytes, split into a few files, go to both
/// importers. Each must refuse them with a located error, or write flows
/// that load and validate without an error, the same bytes twice.
enum ImportFuzz {
    static var importers: [any NavigationImporter.Type] { [StoryboardImporter.self, JetpackImporter.self] }

    static func check(_ bytes: [UInt8]) {
        let inputs = InputSplitter.split(bytes).enumerated().map { index, file in
            ImportInput(path: "fuzz/graph\(index).xml", bytes: file.bytes)
        }
        for importer in importers { check(importer, inputs) }
    }

    static func check(_ importer: any NavigationImporter.Type, _ inputs: [ImportInput]) {
        let first: ImportResult
        do {
            first = try importer.importFlows(from: inputs)
        } catch {
            Invariants.require(!error.message.isEmpty, "\(importer.kind): an import error without a message")
            Invariants.require(
                inputs.contains { $0.path == error.file }, "\(importer.kind): an error outside the inputs: \(error)")
            return
        }
        let written = first.files.map { (path: "out/\($0.name)", text: FlowFileWriter.text(of: $0.flows, header: [])) }
        let again = try? importer.importFlows(from: inputs)
        Invariants.require(again?.files == first.files, "\(importer.kind): importing twice differs")
        Invariants.require(
            Set(first.files.map(\.name)).count == first.files.count, "\(importer.kind): two output files of one name")
        let loaded = ProjectLoader.load(sources: written)
        let diagnostics =
            loaded.diagnostics
            + Validator.check(
                loaded.project, projectFile: written.first?.path ?? "out",
                filesHaveErrors: loaded.diagnostics.errorCount > 0)
        let errors = diagnostics.filter { $0.severity == .error }
        Invariants.require(
            errors.isEmpty,
            "\(importer.kind): the imported flows have errors:\n"
                + TextRenderer(colored: false).render(
                    errors, summary: Summary(flows: 0, nodes: 0, errors: errors.count, warnings: 0))
                + written.map { "--- \($0.path)\n\($0.text)" }.joined(separator: "\n"))
    }
}
