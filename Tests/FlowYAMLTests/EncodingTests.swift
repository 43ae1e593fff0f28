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
        #expect(tree.error?.message.contains("0x78") == true)
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

    @Test(arguments: ["", "\u{FEFF}", "# only a comment\n", "\n\n   \n"])
    func inputWithoutContentHasNoDocumentsAndNoError(_ text: String) {
        let tree = parse(text)
        #expect(tree.error == nil)
        #expect(tree.documents.isEmpty)
        #expect(tree.nodeCount == 0)
    }
}
