/// A position in a flow file: 1-based line and column, columns counting
/// Unicode scalars as libyaml does. The file is kept as the user spelled it.
///
/// 12 bytes and no references (the path is interned in `SourceFile`): the
/// model holds several locations per transition, so their size is most of
/// its memory and their copies most of its reference counting.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The file, interned.
    public let source: SourceFile
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// A place in `file`; line and column are clamped to 32 bits.
    public init(file: SourceFile, line: Int, column: Int) {
        source = file
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// A place in the file at `path`, which is interned here.
    public init(file: String, line: Int, column: Int) {
        self.init(file: SourceFile(file), line: line, column: column)
    }

    /// The path as the user spelled it.
    public var file: String { source.path }
    /// The line, from 1.
    public var line: Int { Int(storedLine) }
    /// The column in Unicode scalars, from 1.
    public var column: Int { Int(storedColumn) }

    /// Orders by file (by the bytes of its path, `PathOrder`), then line,
    /// then column: the order diagnostics print in.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        // Not `String`'s `<`: two files whose names differ only in their
        // Unicode normalization are equal to it, and neither would come first.
        if lhs.source != rhs.source { return PathOrder.precedes(lhs.file, rhs.file) }
        if lhs.storedLine != rhs.storedLine { return lhs.storedLine < rhs.storedLine }
        return lhs.storedColumn < rhs.storedColumn
    }
}

extension SourceLocation: CustomStringConvertible {
    /// `FILE:LINE:COL`, the form editors and CI annotations understand.
    public var description: String { "\(file):\(line):\(column)" }
}
