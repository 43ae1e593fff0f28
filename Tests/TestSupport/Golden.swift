import Foundation

// Only a test build can see Swift Testing; a plain `swift build`, which
// builds this target too, gets the rest of TestSupport without it.
#if canImport(Testing)
import Testing

/// Golden files: a whole output compared byte for byte with a file in the
/// test target's `Golden/` folder. `RECORD_GOLDEN=1 swift test` writes the
/// files instead, and every check that wrote one fails, printing what
/// changed, so that a recording run never passes by accident: review the
/// change with `git diff`, then run again without the variable.
public enum Golden {
    /// What one check found.
    public enum Outcome: Equatable, Sendable {
        case matched
        /// The output is not the file's text; `diff` lists the lines that differ.
        case differs(diff: String)
        /// There is no file of that name.
        case missing
        /// Recording wrote the file; `diff` lists what changed in it, empty
        /// when nothing did.
        case recorded(diff: String)

        /// Only a match passes; recording never does.
        public var passed: Bool { self == .matched }
    }

    /// Whether `RECORD_GOLDEN` is set in the environment.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil }

    /// Compares `actual` with the file at `url`, or writes it there when
    /// `recording`. Records no issue: `check` does.
    public static func compare(_ actual: String, with url: URL, recording: Bool) throws -> Outcome {
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return .recorded(diff: LineDiff(from: expected ?? "", to: actual).description)
        }
        guard let expected else { return .missing }
        return actual == expected ? .matched : .differs(diff: LineDiff(from: expected, to: actual).description)
    }

    /// Checks `actual` against `Golden/<name>` in the calling test's target
    /// (or in `folder`), recording an issue unless it matches.
    @discardableResult
    public static func check(
        _ actual: String, _ name: String, in folder: URL? = nil,
        recording: Bool = isRecording,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Outcome {
        let folder = folder ?? TestTarget.folder(of: sourceLocation.filePath).appendingPathComponent("Golden")
        let outcome = try compare(actual, with: folder.appendingPathComponent(name), recording: recording)
        let message: String? =
            switch outcome {
            case .matched: nil
            case .differs(let diff): "output differs from Golden/\(name) (- golden, + actual):\n\(diff)"
            case .missing: "missing golden file Golden/\(name); record it with RECORD_GOLDEN=1"
            case .recorded(let diff) where diff.isEmpty:
                "recorded Golden/\(name), unchanged; a recording run always fails, run again without RECORD_GOLDEN"
            case .recorded(let diff):
                "recorded Golden/\(name) (- old, + new):\n\(diff)\nreview it with git diff, then run again without RECORD_GOLDEN"
            }
        if let message { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
        return outcome
    }
}
#endif
