import FlowDiagnostics
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The source lines that the text renderer shows under each diagnostic on a
/// terminal (never in a pipe or a log, which keep one line a diagnostic).
enum SourceSnippets {
    /// A provider of lines for `diagnostics` when standard output is a
    /// terminal; nil otherwise. Each file named is read once, up front.
    /// `descriptor`: the stream they are written to (standard output by default).
    static func forTerminal(_ diagnostics: [Diagnostic], descriptor: Int32 = 1) -> (
        @Sendable (SourceLocation) -> String?
    )? {
        guard isatty(descriptor) != 0, !diagnostics.isEmpty else { return nil }
        var lines: [SourceFile: [Substring]] = [:]
        for diagnostic in diagnostics where lines[diagnostic.location.source] == nil {
            let file = diagnostic.location.source
            guard let data = FileManager.default.contents(atPath: file.path) else {
                lines[file] = []
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            lines[file] = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.last == "\r" ? $0.dropLast() : $0
            }
        }
        let table = lines
        return { location in
            guard let fileLines = table[location.source], location.line >= 1, location.line <= fileLines.count
            else { return nil }
            return String(fileLines[location.line - 1])
        }
    }
}
