import FlowSchema
import Foundation
import TestSupport

/// Python's jsonschema (Draft202012Validator) and PyYAML, run by
/// `check_schema.py` on flow files against the schema `FlowSchema` builds.
/// `make test` installs them (`make jsonschema`); without them the tests
/// that need them are skipped, not failed, as the pexpect ones are.
enum SchemaChecker {
    static let isAvailable = Python.hasModules("jsonschema", "yaml")

    /// One error of one document: where (a JSON pointer) and which keyword.
    struct Problem: Decodable, Sendable, Hashable {
        var pointer: String
        var keyword: String
        var message: String
    }

    struct Document: Decodable, Sendable { var errors: [Problem] }

    /// What the checker says of one file.
    struct FileReport: Decodable, Sendable {
        var file: String
        var documents: [Document]
        var loadError: String?

        var problems: [Problem] { documents.flatMap(\.errors) }
        var isValid: Bool { loadError == nil && problems.isEmpty }
    }

    private struct Report: Decodable { var files: [FileReport] }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Checks `paths` in one run of Python, against the schema of this build.
    static func check(_ paths: [String]) throws -> [String: FileReport] {
        let folder = try TemporaryFolder("schema")
        defer { folder.remove() }
        let schema = folder.appending("flow.schema.json")
        try Data(FlowSchema.json.utf8).write(to: schema)
        let script = TestTarget.folder().appendingPathComponent("check_schema.py").path
        let result = try Python.run([script, schema.path] + paths)
        guard result.status == 0 else { throw Failure(description: "check_schema.py failed: \(result.stderr)") }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        return Dictionary(report.files.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
