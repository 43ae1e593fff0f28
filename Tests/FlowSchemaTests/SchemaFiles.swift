import FlowDiagnostics
import FlowLoading
import FlowYAML
import Foundation
import TestSupport

/// The flow files of the repository the schema is checked against, and
/// what the decoder says of each.
enum SchemaFiles {
    static let root = TestTarget.packageRoot

    /// Every `*.yaml`/`*.yml` under the example app (`Flows/`), the test
    /// targets' `Fixtures/` and `Projects/`, and this target's fixtures;
    /// paths relative to the package root, sorted. The fuzzer's inputs are
    /// left out: each holds several files, byte for byte as found.
    static let all: [String] = {
        var folders = ["Flows", "Tests/FlowSchemaTests/SchemaFixtures"]
        let tests = root.appendingPathComponent("Tests").path
        for target in (try? FileManager.default.contentsOfDirectory(atPath: tests)) ?? [] {
            folders += ["Tests/\(target)/Fixtures", "Tests/\(target)/Projects"]
        }
        var files: [String] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let name = enumerator?.nextObject() as? String {
                let lowered = name.lowercased()
                guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { continue }
                let path = "\(folder)/\(name)"
                if path.hasPrefix("Tests/FlowLoadingTests/Fixtures/fuzz/") { continue }
                files.append(path)
            }
        }
        return files.sorted()
    }()

    static func absolute(_ path: String) -> String { root.appendingPathComponent(path).path }

    /// The rules of reading and decoding: a file with none of them is one
    /// the schema must accept.
    static let decodingRules: Set<RuleID> = [.yamlSyntax, .schema, .duplicateKey]

    /// The decoding problems of one file.
    static func decodingProblems(_ path: String) throws -> [Diagnostic] {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: absolute(path))))
        return FlowDecoder.decode(YAMLParser.parse(bytes, path: path)).diagnostics.filter {
            decodingRules.contains($0.rule)
        }
    }

    /// The files the decoder reads without an error.
    static let decodable: [String] = all.filter { (try? decodingProblems($0).isEmpty) == true }

    /// The invalid fixtures, by name.
    static let invalidFolder = "Tests/FlowSchemaTests/SchemaFixtures/invalid"
    static var invalid: [String] {
        all.filter { $0.hasPrefix(invalidFolder + "/") }.map { String($0.dropFirst(invalidFolder.count + 1)) }
    }
}
