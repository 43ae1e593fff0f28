@testable import FlowLoading
import Testing

/// The decoder's name table, which the files of a run share: a name comes
/// back as the same text whichever file's bytes spell it, names that agree
/// in every byte the hash reads are still told apart, and only valid names
/// are kept.
@Suite struct NameTableTests {
    /// Looks up `name` as the bytes of a text with something before and after.
    func lookUp(_ name: String, in table: inout NameTable) -> String? {
        let text = Array(("x: " + name + "\n").utf8)
        return table.name(in: text, 3..<(3 + name.utf8.count))
    }

    @Test func aNameSpelledInAnotherFileComesBackAsTheSameText() {
        var table = NameTable(expected: 4)
        #expect(lookUp("next", in: &table) == "next")
        let elsewhere = Array("on:\n  next: push A\n".utf8)
        #expect(table.name(in: elsewhere, 6..<10) == "next")
        #expect(table.name(in: elsewhere, 17..<18) == "A")
    }

    /// Same length, same first 16 bytes and same last 8 (all that the hash
    /// and the packed head read): only the bytes in between differ.
    @Test func longNamesThatDifferOnlyInTheMiddleStayApart() {
        var table = NameTable(expected: 4)
        let first = "PaymentMethodSel" + "AAAAAA" + "ectionScreen"
        let second = "PaymentMethodSel" + "BBBBBB" + "ectionScreen"
        #expect(lookUp(first, in: &table) == first)
        #expect(lookUp(second, in: &table) == second)
        #expect(lookUp(first, in: &table) == first)
        #expect(lookUp(second, in: &table) == second)
    }

    @Test(arguments: ["", "two words", "1st", "a-b", "x:y"])
    func anInvalidNameIsNotKept(_ text: String) {
        var table = NameTable(expected: 4)
        #expect(lookUp(text, in: &table) == nil)
        #expect(lookUp(text, in: &table) == nil)
    }

    @Test func growingKeepsEveryName() {
        var table = NameTable(expected: 1)
        let names = (0..<2_000).map { $0 % 2 == 0 ? "screen\($0)" : "AVeryLongNameOfAScreenNumber\($0)" }
        for name in names { #expect(lookUp(name, in: &table) == name) }
        for name in names.reversed() { #expect(lookUp(name, in: &table) == name) }
    }
}
