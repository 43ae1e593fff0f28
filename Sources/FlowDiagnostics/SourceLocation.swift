/// A position in a flow file: 1-based line and column, columns counting
/// Unicode scalars as libyaml does. The file is kept as the user spelled it.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders by file, then line, then column: the order diagnostics print in.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }
}

/// A span of source text, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }
}

extension SourceLocation: CustomStringConvertible {
    /// `FILE:LINE:COL`, the form editors and CI annotations understand.
    public var description: String { "\(file):\(line):\(column)" }
}
