/// The lines that differ between two texts, numbered, `-` for the old text's
/// and `+` for the new one's, in the order a reader meets them. A last line
/// without a newline says so, as diff(1) does.
public struct LineDiff: CustomStringConvertible, Sendable {
    public let description: String

    public init(from old: String, to new: String) {
        let oldLines = Self.lines(old), newLines = Self.lines(new)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in newLines.difference(from: oldLines) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var shown: [String] = []
        var o = 0, n = 0
        while o < oldLines.count || n < newLines.count {
            if o < oldLines.count, removed.contains(o) {
                shown.append("-\(o + 1): \(oldLines[o])")
                o += 1
            } else if n < newLines.count, inserted.contains(n) {
                shown.append("+\(n + 1): \(newLines[n])")
                n += 1
            } else {
                o += 1
                n += 1
            }
        }
        description = shown.joined(separator: "\n")
    }

    /// Whether the texts are the same.
    public var isEmpty: Bool { description.isEmpty }

    private struct Line: Hashable, CustomStringConvertible {
        var text: Substring
        var hasNewline: Bool
        var description: String { hasNewline ? String(text) : "\(text)\\ no newline at end" }
    }

    private static func lines(_ text: String) -> [Line] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Line(text: $0, hasNewline: true)
        }
        // The piece after the last newline: nothing, or a line without one.
        if lines.last?.text.isEmpty == true {
            lines.removeLast()
        } else {
            lines[lines.count - 1].hasNewline = false
        }
        return lines
    }
}
