import FlowDiagnostics
import Foundation

/// What each renderer must hold for whatever text the diagnostics carry
/// (quotes, backslashes, control characters, invalid-looking Unicode).
enum RenderingChecks {
    /// JSON must parse and give back every message and place unchanged:
    /// tools read it instead of the text, so lossy escaping is a bug.
    static func json(_ output: FuzzPipeline.Output) {
        let parsed = try? JSONSerialization.jsonObject(with: Data(output.json.utf8))
        guard let root = parsed as? [String: Any],
              let list = root["diagnostics"] as? [[String: Any]],
              let summary = root["summary"] as? [String: Any] else {
            Invariants.require(false, "JSON output does not parse:\n\(output.json)")
            return
        }
        Invariants.require(list.count == output.diagnostics.count, "JSON has \(list.count) diagnostics, expected \(output.diagnostics.count)")
        for (entry, d) in zip(list, output.diagnostics) {
            Invariants.require(entry["message"] as? String == d.message, "JSON message differs: \(d.message.debugDescription)")
            Invariants.require(entry["file"] as? String == d.location.file
                    && entry["line"] as? Int == d.location.line
                    && entry["column"] as? Int == d.location.column, "JSON place differs for \(d.location)")
            Invariants.require(entry["rule"] as? String == d.rule, "JSON rule differs for \(d.rule)")
            Invariants.require((entry["notes"] as? [Any])?.count == d.notes.count, "JSON notes differ at \(d.location)")
        }
        Invariants.require(summary["errors"] as? Int == output.summary.errors
                && summary["warnings"] as? Int == output.summary.warnings, "JSON summary differs")
    }

    /// One workflow command per diagnostic and note: a raw newline in a
    /// message would end the command early and GitHub would drop the rest.
    static func github(_ output: FuzzPipeline.Output) {
        let expected = output.diagnostics.reduce(0) { $0 + 1 + $1.notes.count }
        let lines = output.github.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        Invariants.require(lines.count == expected, "GitHub output has \(lines.count) lines, expected \(expected)")
        for line in lines {
            Invariants.require(line.starts(with: "::".utf8) && !line.contains(UInt8(ascii: "\r")),
                    "GitHub line is not a workflow command: \(String(decoding: line, as: UTF8.self).debugDescription)")
        }
    }

    /// Each diagnostic starts with `FILE:LINE:COL: SEVERITY:` in order, and
    /// the summary closes the output. (Messages may hold a user's newline,
    /// so this does not count lines.)
    static func text(_ output: FuzzPipeline.Output) {
        var rest = Substring(output.text)
        for d in output.diagnostics {
            let head = "\(d.location): \(d.severity.rawValue): "
            guard let range = rest.range(of: head) else {
                Invariants.require(false, "text output lacks '\(head)'")
                return
            }
            rest = rest[range.upperBound...]
        }
        Invariants.require(output.text.hasSuffix(output.summary.line + "\n"), "text output does not end with the summary")
    }
}
