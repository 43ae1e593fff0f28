internal import CYAML
import FlowDiagnostics

/// Parses YAML text with the system libyaml into a `YAMLTree`.
public enum YAMLParser {
    /// Parses every document of `bytes`. Never throws: a syntax error or a
    /// broken limit ends up in `tree.error`, with the documents before it kept.
    public static func parse(_ bytes: [UInt8], path: String, limits: YAMLLimits = .default) -> YAMLTree {
        let (tree, readerErrorOffset) = parseOnce(bytes[...], path: path, limits: limits)
        guard let offset = readerErrorOffset, offset > 0, offset <= bytes.count else { return tree }
        // libyaml decodes the input up to 16 KB ahead of the parser, so a bad
        // byte in a later document stops parsing before the earlier documents
        // are delivered. Parsing the bytes before it again recovers them; the
        // last document of that prefix is cut short, so it is left out unless
        // the prefix already failed inside it.
        let (prefix, _) = parseOnce(bytes[..<offset], path: path, limits: limits)
        let kept = prefix.error == nil ? Array(prefix.documents.dropLast()) : prefix.documents
        // A document's nodes all come after its root, so the dropped
        // document's duplicate keys are the ones past the last kept node.
        let firstDropped = prefix.documents.count > kept.count ? prefix.documents.last?.root : nil
        let duplicates = prefix.duplicateKeys.filter { key in firstDropped.map { key.duplicate < $0 } ?? true }
        // The prefix may stop on a mistake of its own before the bad byte
        // (a broken alias budget, a syntax error): that one comes first in
        // the file and is the one to report. One on the bad byte's line is
        // the cut itself (an incomplete sequence, a document cut short).
        let error =
            prefix.error.flatMap { own in
                tree.error.map { own.location.line < $0.location.line ? own : $0 }
            } ?? tree.error
        return prefix.replacing(documents: kept, error: error, duplicateKeys: duplicates)
    }

    /// One pass of libyaml over `bytes`; also returns the byte offset of a
    /// reader (encoding) error, if that is what stopped it.
    private static func parseOnce(_ bytes: ArraySlice<UInt8>, path: String, limits: YAMLLimits) -> (YAMLTree, Int?) {
        var builder = TreeBuilder(path: path, limits: limits)
        builder.reserve(forInputBytes: bytes.count)
        var readerErrorOffset: Int?
        bytes.withUnsafeBufferPointer { input in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else {
                builder.fail("libyaml could not start (out of memory)", line: 1, column: 1)
                return
            }
            defer { yaml_parser_delete(&parser) }
            // An empty buffer still needs a valid pointer for libyaml.
            let empty: [UInt8] = [0]
            empty.withUnsafeBufferPointer { fallback in
                let base = input.count > 0 ? input.baseAddress! : fallback.baseAddress!
                yaml_parser_set_input_string(&parser, base, input.count)
                var event = yaml_event_t()
                while builder.error == nil {
                    guard yaml_parser_parse(&parser, &event) != 0 else {
                        builder.fail(parserError(parser, input: input))
                        if parser.error == YAML_READER_ERROR { readerErrorOffset = parser.problem_offset }
                        break
                    }
                    let done = event.type == YAML_STREAM_END_EVENT
                    builder.handle(&event)
                    yaml_event_delete(&event)
                    if done { break }
                }
            }
        }
        return (builder.finish(), readerErrorOffset)
    }

    /// What a reader error is about: libyaml gives a byte for the UTF-8
    /// errors ("octet") and a character for the others. A NUL is what
    /// UTF-16 or UTF-32 text without a byte order mark looks like.
    static func readerDetail(_ problem: String, value: Int) -> String {
        guard value >= 0 else { return "" }
        if problem.contains("octet") { return " (byte 0x\(String(value, radix: 16, uppercase: true)))" }
        let hex = String(value, radix: 16, uppercase: true)
        let character = " (character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))"
        return value == 0
            ? character + ": is this file UTF-16 or UTF-32 without a byte order mark? Flow files are UTF-8"
            : character
    }

    /// libyaml's problem and context as one message, at the problem's place.
    /// Reader errors (bad encoding) carry only a byte offset, which is turned
    /// into a line and column here.
    static func parserError(_ parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> (String, Int, Int) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown YAML error"
        if parser.error == YAML_READER_ERROR {
            let (line, column) = lineAndColumn(ofByte: parser.problem_offset, in: input)
            return (problem + readerDetail(problem, value: Int(parser.problem_value)), line, column)
        }
        var message = problem
        // libyaml names no character here; a tab is the usual one, typed
        // by an editor set to indent with tabs.
        if problem.hasPrefix("found character that cannot start any token"),
            isTab(atCharacter: Int(parser.problem_mark.index), in: input)
        {
            message += ": a tab, and YAML indents with spaces only"
        }
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context) at line \(parser.context_mark.line + 1), column \(parser.context_mark.column + 1))"
        }
        return (message, Int(parser.problem_mark.line) + 1, Int(parser.problem_mark.column) + 1)
    }
}
