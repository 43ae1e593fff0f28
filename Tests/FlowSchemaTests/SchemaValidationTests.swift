import FlowDiagnostics
import Foundation
import Testing

/// The schema against the repository's flow files, with a validator that is
/// not ours: whatever the decoder accepts the schema accepts, and each
/// invalid fixture fails where and why its header says.
@Suite(
    .enabled(if: SchemaChecker.isAvailable, "needs python3 with jsonschema and PyYAML (make jsonschema installs them)"))
struct SchemaValidationTests {
    /// One run of the checker over every file, shared by the tests below.
    static let reports: Result<[String: SchemaChecker.FileReport], SchemaChecker.Failure> = {
        do {
            return .success(try SchemaChecker.check(SchemaFiles.all.map(SchemaFiles.absolute)))
        } catch {
            return .failure(SchemaChecker.Failure(description: "\(error)"))
        }
    }()

    static func report(_ path: String) throws -> SchemaChecker.FileReport {
        let report = try reports.get()[SchemaFiles.absolute(path)]
        return try #require(report, "the checker said nothing of \(path)")
    }

    @Test func everyFileTheDecoderAcceptsValidates() throws {
        let files = SchemaFiles.decodable
        // The example app and the fixtures: if this drops, files were missed.
        #expect(files.count >= 100, "only \(files.count) decodable flow files found")
        for path in files {
            let report = try Self.report(path)
            let first = report.loadError ?? report.problems.first.map { "\($0.pointer): \($0.message)" } ?? ""
            let valid = report.isValid
            #expect(valid, "\(path) decodes without errors, but the schema refuses it: \(first)")
        }
    }

    @Test func theExampleAppAndTheValidFixturesDecode() throws {
        let meantValid = SchemaFiles.all.filter {
            $0.hasPrefix("Flows/") || $0.hasPrefix("Tests/FlowSchemaTests/SchemaFixtures/valid/")
        }
        #expect(meantValid.count >= 7)
        for path in meantValid {
            let problems = try SchemaFiles.decodingProblems(path)
            #expect(problems.isEmpty, "\(path): \(problems.first.map { "\($0.message)" } ?? "")")
        }
    }

    @Test(arguments: SchemaFiles.invalid)
    func invalidFixtureFailsWhereItSays(_ name: String) throws {
        let path = "\(SchemaFiles.invalidFolder)/\(name)"
        let text = try String(contentsOfFile: SchemaFiles.absolute(path), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("# Must fail: ") }, "\(name) does not say why it must fail")
        let expectation = try #require(
            lines.first { $0.hasPrefix("# expect: ") }, "\(name) lacks '# expect: POINTER KEYWORD'")
        let parts = expectation.dropFirst("# expect: ".count).split(separator: " ").map(String.init)
        try #require(parts.count == 2, "\(name): '# expect: POINTER KEYWORD'")
        let report = try Self.report(path)
        #expect(report.loadError == nil, "\(name) is not YAML: \(report.loadError ?? "")")
        let found = report.problems.map { "\($0.pointer) \($0.keyword)" }
        #expect(
            found.contains("\(parts[0]) \(parts[1])"),
            "\(name) must fail at \(parts[0]) by '\(parts[1])'; the schema said \(found)")
    }

    @Test(arguments: SchemaFiles.invalid)
    func theDecoderRefusesEveryInvalidFixtureToo(_ name: String) throws {
        let problems = try SchemaFiles.decodingProblems("\(SchemaFiles.invalidFolder)/\(name)")
        #expect(!problems.isEmpty, "\(name) is refused by the schema but read by the decoder")
    }

    /// A schema cannot see a key written twice (JSON has no such thing, and
    /// editors report it themselves); every other decoding error in the
    /// fixtures is one it refuses too.
    @Test func theSchemaRefusesWhatTheDecoderRefuses() throws {
        for path in SchemaFiles.all where !SchemaFiles.decodable.contains(path) {
            let problems = try SchemaFiles.decodingProblems(path)
            guard problems.contains(where: { $0.rule != .duplicateKey }) else { continue }
            let refused = try !Self.report(path).isValid
            #expect(
                refused,
                "\(path) has decoding errors the schema does not see: \(problems.first.map { "\($0.message)" } ?? "")")
        }
    }
}
