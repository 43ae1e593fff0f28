import Foundation
import Testing

/// Golden files in `Golden/` beside the tests; `RECORD_GOLDEN=1 swift test`
/// rewrites them.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); record it with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "output differs from Golden/\(name)", sourceLocation: sourceLocation)
    }
}
