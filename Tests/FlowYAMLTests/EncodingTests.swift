import Testing
@testable import FlowYAML

/// Bytes that are not YAML text end in an error at the offending character;
/// no input at all is simply a stream with no documents.
@Suite struct EncodingTests {
    @Test func nulByteIsALocatedError() throws {
        let tree = parse(bytes: Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8))
        let error = try #require(tree.error)
        #expect(tree.errorPlace == Place(2, 5))
        #expect(error.location.file == "t.yaml")
        #expect(
            error.message.hasSuffix(
                "(character U+0000): is this file UTF-16 or UTF-32 without a byte order mark? Flow files are UTF-8"))
    }

    @Test func utf16WithoutAByteOrderMarkGetsAHint() {
        let bytes = Array("flow: A\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(parse(bytes: bytes).error?.message.contains("UTF-16 or UTF-32 without a byte order mark") == true)
    }

    @Test func invalidUTF8IsALocatedError() {
        let tree = parse(bytes: Array("a: 1\nbé: ".utf8) + [0xFF] + Array("\n".utf8))
        #expect(tree.error != nil)
        #expect(tree.errorPlace == Place(2, 5))
    }

    @Test func truncatedMultiByteSequenceIsALocatedError() {
        // 0xC3 starts a two-byte sequence; "x" cannot continue it. libyaml
        // blames the byte that breaks the sequence, and so does the place.
        let tree = parse(bytes: Array("k: ".utf8) + [0xC3] + Array("x\n".utf8))
        #expect(tree.error?.message.contains("(byte 0x78)") == true)
        #expect(tree.errorPlace == Place(1, 5))
    }

    @Test func badByteAfterBomIsCountedWithoutTheBom() {
        let tree = parse(bytes: [0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0])
        #expect(tree.errorPlace == Place(1, 3))
    }

    @Test func badByteAfterCarriageReturnsIsOnTheRightLine() {
        let crlf = parse(bytes: Array("a: 1\r\nb: 2\r\nc: ".utf8) + [0xFF])
        #expect(crlf.errorPlace == Place(3, 4))
        // A lone CR is a line break for libyaml too.
        let cr = parse(bytes: Array("a: 1\rb: ".utf8) + [0])
        #expect(cr.errorPlace == Place(2, 4))
    }

    /// UTF-16 text as libyaml reads it: a byte order mark, then code units.
    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        let units = Array(text.utf16)
        let bytes = units.flatMap {
            bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        }
        return (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + bytes
    }

    @Test(arguments: [false, true])
    func badUnitInUTF16IsPlacedByCharactersNotBytes(bigEndian: Bool) {
        // The emoji is a surrogate pair, one column; CRLF is one line break.
        // A lone low surrogate (0xDC00) follows "ab" on line 4.
        let loneLow: [UInt8] = [0xDC, 0x00]
        let bytes =
            Self.utf16("a: 1\r\n---\r\nb: \u{1F600} x\r\nab", bigEndian: bigEndian)
            + (bigEndian ? loneLow : loneLow.reversed()) + Self.utf16("z\n", bigEndian: bigEndian).dropFirst(2)
        let tree = parse(bytes: bytes)
        #expect(tree.error?.message.contains("low surrogate") == true)
        #expect(tree.errorPlace == Place(4, 3))
        // The document before the broken one is kept, parsed again from the
        // bytes before the bad unit, which are UTF-16 too.
        #expect(tree.documents.count == 1)
    }

    @Test func brokenSurrogatePairInUTF16IsBlamedOnTheUnitThatBreaksIt() {
        // libyaml blames the unit after a high surrogate that is not a low
        // one, as it blames the byte that breaks a UTF-8 sequence.
        let bytes =
            Self.utf16("k: v", bigEndian: false) + [0x00, 0xD8] + Self.utf16("A\n", bigEndian: false).dropFirst(2)
        let tree = parse(bytes: bytes)
        // A character, not a byte: libyaml gives the UTF-16 unit.
        #expect(tree.error?.message.contains("(character U+0041)") == true)
        #expect(tree.errorPlace == Place(1, 6))
    }

    @Test func validUTF16IsReadLikeUTF8() throws {
        // Scalars are kept as the UTF-8 that libyaml hands over, not as
        // slices of the file's UTF-16 bytes; places count characters.
        let tree = parse(bytes: Self.utf16("é: \u{1F600}\nb: [1, 2]\n", bigEndian: false))
        #expect(tree.error == nil)
        let root = try #require(tree.root())
        let value = try #require(tree.value("é", in: root))
        #expect(tree.string(value) == "\u{1F600}")
        #expect(tree.place(value) == Place(1, 4))
    }

    @Test(arguments: ["", "\u{FEFF}", "# only a comment\n", "\n\n   \n"])
    func inputWithoutContentHasNoDocumentsAndNoError(_ text: String) {
        let tree = parse(text)
        #expect(tree.error == nil)
        #expect(tree.documents.isEmpty)
        #expect(tree.nodeCount == 0)
    }

    /// libyaml names no character when one cannot start a token; a tab is
    /// named, found by characters (libyaml's count) rather than bytes.
    @Test(arguments: [
        ("a:\n\tb: 1\n", true),
        ("\u{FEFF}# é 日本\na:\n\tb: 1\n", true),
        ("# é 日本\na: `x\n", false),
        ("# ééé\na: x\n`\tb\n", false),
    ])
    func aTabThatCannotStartATokenIsNamed(_ text: String, isTab: Bool) throws {
        let error = try #require(parse(bytes: Array(text.utf8)).error)
        #expect(error.message.hasPrefix("found character that cannot start any token"))
        #expect(error.message.contains("a tab, and YAML indents with spaces only") == isTab)
    }
}
