import FlowDiagnostics
import Foundation

/// What each renderer must hold for whatever text the diagnostics carry
/// (quotes, backslashes, control characters, invalid-looking Unicode).
enum RenderingChecks {
    /// JSON must parse and give back every message and place unchanged:
    /// tools read it instead of the text, so lossy escaping is a bug.
    /// `JSONSerialization` checks it parses as any client would; the exact
    /// round trip uses `JSONDecoder`, because corelibs' `JSONSerialization`
    /// drops a U+FEFF at the start of a string or right after an escape,
    /// where our output has it.
    static func json(_ output: FuzzPipeline.Output) {
        let data = Data(output.json.utf8)
        Invariants.require(
            (try? JSONSerialization.jsonObject(with: data)) is [String: Any],
            "JSON output does not parse:\n\(output.json)")
        guard let root = try? JSONDecoder().decode(JSONOutput.self, from: data) else {
            Invariants.require(false, "JSON output does not have the documented shape:\n\(output.json)")
            return
        }
        let list = root.diagnostics
        Invariants.require(
            list.count == output.diagnostics.count,
            "JSON has \(list.count) diagnostics, expected \(output.diagnostics.count)")
        for (entry, d) in zip(list, output.diagnostics) {
            Invariants.require(entry.message == d.message, "JSON message differs: \(d.message.debugDescription)")
            Invariants.require(
                entry.file == d.location.file && entry.line == d.location.line
                    && entry.column == d.location.column, "JSON place differs for \(d.location)")
            Invariants.require(
                entry.rule == d.rule.rawValue && entry.severity == d.severity.rawValue,
                "JSON rule differs for \(d.rule)")
            Invariants.require(
                entry.notes.map(\.message) == d.notes.map(\.message), "JSON notes differ at \(d.location)")
            Invariants.require(
                entry.fixIt?.replacement == d.fixIt?.replacement && entry.fixIt?.line == d.fixIt?.location.line
                    && entry.fixIt?.column == d.fixIt?.location.column, "JSON fix-it differs at \(d.location)")
        }
        Invariants.require(
            root.summary.errors == output.summary.errors
                && root.summary.warnings == output.summary.warnings, "JSON summary differs")
    }

    /// The JSON format as README documents it.
    private struct JSONOutput: Decodable {
        struct Entry: Decodable {
            struct NoteEntry: Decodable { var file: String; var line: Int; var column: Int; var message: String }
            struct FixEntry: Decodable { var file: String; var line: Int; var column: Int; var replacement: String }
            var file: String, line: Int, column: Int
            var severity: String, rule: String, message: String
            var notes: [NoteEntry]
            var fixIt: FixEntry?
        }
        struct Totals: Decodable { var flows: Int, nodes: Int, errors: Int, warnings: Int }
        var diagnostics: [Entry]
        var summary: Totals
    }

    /// One workflow command per diagnostic, its notes folded in: a raw
    /// newline in a message would end the command early and GitHub would
    /// drop the rest.
    static func github(_ output: FuzzPipeline.Output) {
        let expected = output.diagnostics.count
        let lines = output.github.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        Invariants.require(lines.count == expected, "GitHub output has \(lines.count) lines, expected \(expected)")
        for line in lines {
            Invariants.require(
                line.starts(with: "::".utf8) && !line.contains(UInt8(ascii: "\r")),
                "GitHub line is not a workflow command: \(String(decoding: line, as: UTF8.self).debugDescription)")
        }
    }

    /// SARIF must parse, with one result per diagnostic, its rule, its
    /// message first and one related location per note, whatever the text.
    static func sarif(_ output: FuzzPipeline.Output) {
        let data = Data(output.sarif.utf8)
        guard let log = try? JSONDecoder().decode(SARIFLog.self, from: data), let run = log.runs.first else {
            Invariants.require(false, "SARIF output does not parse:\n\(output.sarif)")
            return
        }
        Invariants.require(
            run.results.count == output.diagnostics.count,
            "SARIF has \(run.results.count) results, expected \(output.diagnostics.count)")
        for (result, d) in zip(run.results, output.diagnostics) {
            Invariants.require(result.ruleId == d.rule.rawValue, "SARIF rule differs for \(d.rule)")
            Invariants.require(result.message.text.hasPrefix(d.message), "SARIF message differs at \(d.location)")
            Invariants.require(
                (result.relatedLocations ?? []).count == d.notes.count, "SARIF notes differ at \(d.location)")
        }
    }

    /// The parts of a SARIF log the check reads.
    private struct SARIFLog: Decodable {
        struct Message: Decodable { var text: String }
        struct Related: Decodable { var message: Message? }
        struct Result: Decodable { var ruleId: String; var message: Message; var relatedLocations: [Related]? }
        struct Run: Decodable { var results: [Result] }
        var runs: [Run]
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
        Invariants.require(
            output.text.hasSuffix(output.summary.line + "\n"), "text output does not end with the summary")
    }
}
