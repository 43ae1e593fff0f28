import TestSupport
import Testing

/// The diff a failing golden check prints: only the lines that differ,
/// numbered in their own text, in reading order.
@Suite struct LineDiffTests {
    @Test(arguments: [
        ("a\nb\n", "a\nb\n", ""),
        ("a\nb\nc", "a\nX\nc", "-2: b\n+2: X"),
        ("a\nc", "a\nb\nc", "+2: b"),
        ("a\nb\nc", "a\nc", "-2: b"),
        ("a\n", "a", "-1: a\n+1: a\\ no newline at end"),
        ("", "x\n", "+1: x"),
        ("x\n", "", "-1: x"),
    ])
    func listsTheChangedLines(old: String, new: String, diff: String) {
        #expect(LineDiff(from: old, to: new).description == diff)
        #expect(LineDiff(from: old, to: new).isEmpty == diff.isEmpty)
    }
}
