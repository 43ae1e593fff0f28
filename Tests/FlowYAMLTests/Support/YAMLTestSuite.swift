import Foundation
import TestSupport
import Testing

/// One case of the official YAML test suite: a folder holding `in.yaml`,
/// `test.event`, and an `error` file when the input must be rejected.
struct YAMLSuiteCase: Sendable, CustomTestStringConvertible {
    /// The folder relative to the suite root, e.g. `2JQS` or `DK95/01`.
    let id: String
    let folder: URL
    let mustFail: Bool

    var testDescription: String { id }

    func input() throws -> [UInt8] { try Array(Data(contentsOf: folder.appendingPathComponent("in.yaml"))) }

    func expectedEvents() throws -> [String] {
        let text = try String(contentsOf: folder.appendingPathComponent("test.event"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
            .filter { !$0.isEmpty }
    }
}

/// Finds the suite: `$YAML_TEST_SUITE` when set (to test against another
/// copy, such as the shared one beside the repository), else the copy kept
/// beside these tests (`yaml-test-suite/`, its inputs, events and error
/// markers; refreshed with `make yaml-test-suite`), so a fresh clone
/// anywhere runs every case.
enum YAMLTestSuite {
    static let root: URL = {
        if let override = ProcessInfo.processInfo.environment["YAML_TEST_SUITE"], !override.isEmpty {
            return URL(fileURLWithPath: override).standardizedFileURL
        }
        return TestTarget.folder().appendingPathComponent("yaml-test-suite").standardizedFileURL
    }()

    static var isPresent: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Every folder with an `in.yaml`, sorted by id; empty when the suite is
    /// missing (`suiteIsPresent` turns that into a failure).
    static let cases: [YAMLSuiteCase] = {
        guard isPresent, let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [YAMLSuiteCase] = []
        for case let relative as String in walker where relative.hasSuffix("in.yaml") {
            let folder = root.appendingPathComponent(relative).deletingLastPathComponent()
            // Only case folders: `tags/` and `name/` hold links back to them.
            let id = String(relative.dropLast("/in.yaml".count))
            guard id.first.map({ $0.isNumber || $0.isUppercase }) == true else { continue }
            let mustFail = FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path)
            found.append(YAMLSuiteCase(id: id, folder: folder, mustFail: mustFail))
        }
        return found.sorted { $0.id < $1.id }
    }()
}
