import FlowDiagnostics
import Foundation

/// One `# expect: [LINE:COL] RULE [MESSAGE FRAGMENT]` line of a fixture
/// (the same pattern as the decoder's fixtures in FlowModelTests).
struct FixtureExpectation: CustomStringConvertible {
    var line: Int?
    var column: Int?
    var rule: String
    var fragment: String

    /// Reads the expectations of a fixture file.
    static func parse(_ text: String) -> [FixtureExpectation] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
            guard raw.hasPrefix("# expect: ") else { return nil }
            var words = raw.dropFirst("# expect: ".count).split(separator: " ", maxSplits: 1).map(String.init)
            var expectation = FixtureExpectation(rule: "", fragment: "")
            if let place = words.first, place.contains(":"), place.first?.isNumber == true {
                let parts = place.split(separator: ":")
                expectation.line = Int(parts[0])
                expectation.column = Int(parts[1])
                words = words.count > 1 ? words[1].split(separator: " ", maxSplits: 1).map(String.init) : []
            }
            expectation.rule = words.first ?? ""
            expectation.fragment = words.count > 1 ? words[1] : ""
            return expectation
        }
    }

    func matches(_ d: Diagnostic) -> Bool {
        d.rule.rawValue == rule && (line == nil || d.location.line == line) && (column == nil || d.location.column == column)
            && (fragment.isEmpty || d.message.contains(fragment))
    }

    var description: String {
        "\(line.map { "\($0):\(column ?? 0) " } ?? "")\(rule) \(fragment)"
    }
}

enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func names(_ folder: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static func path(_ folder: String, _ name: String) -> String {
        root.appendingPathComponent(folder).appendingPathComponent(name).path
    }

    static func text(_ folder: String, _ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path(folder, name))), as: UTF8.self)
    }
}
