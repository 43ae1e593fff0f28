import FlowSchema
import Foundation
import TestSupport

/// Python's jsonschema (Draft202012Validator) and PyYAML, run by
/// `check_schema.py` on flow files against the schema `FlowSchema` builds.
/// `make test` installs them (`make jsonschema`); without them the tests
/// that need them are skipped, not failed, as the pexpect ones are.
enum SchemaChecker {
    static let isAvailable: Bool = {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import jsonschema, yaml"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }()

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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, schema.path] + paths
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "check_schema.py failed: \(String(decoding: message, as: UTF8.self))")
        }
        let report = try JSONDecoder().decode(Report.self, from: data)
        return Dictionary(report.files.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
