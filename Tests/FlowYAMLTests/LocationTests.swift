import Testing
@testable import FlowYAML

/// Lines and columns are 1-based; columns count Unicode scalars, as libyaml
/// does, so they match what an editor shows for UTF-8 text.
@Suite struct LocationTests {
    @Test func keysAndValuesOfNestedBlocks() throws {
        let tree = parse("a: 1\nbb:\n  - x\n  - key: v\n")
        let root = try #require(tree.root())
        #expect(tree.place(try #require(tree.key("a", in: root))) == Place(1, 1))
        #expect(tree.place(try #require(tree.value("a", in: root))) == Place(1, 4))
        #expect(tree.place(try #require(tree.key("bb", in: root))) == Place(2, 1))
        let items = tree.items(try #require(tree.value("bb", in: root)))
        #expect(tree.place(items[0]) == Place(3, 5))
        #expect(tree.place(try #require(tree.key("key", in: items[1]))) == Place(4, 5))
        #expect(tree.place(try #require(tree.value("key", in: items[1]))) == Place(4, 10))
    }

    @Test func byteOrderMarkTakesNoColumn() throws {
        let tree = parse("\u{FEFF}a: 1\nb: 2\n")
        let root = try #require(tree.root())
        #expect(tree.error == nil)
        #expect(tree.place(try #require(tree.key("a", in: root))) == Place(1, 1))
        #expect(tree.place(try #require(tree.value("a", in: root))) == Place(1, 4))
        #expect(tree.place(try #require(tree.value("b", in: root))) == Place(2, 4))
    }

    @Test func crlfLineEndsCountAsOneBreakAndStayOutOfScalars() throws {
        let tree = parse("a: 1\r\nb: two\r\n\r\nc: |\r\n  x\r\n")
        let root = try #require(tree.root())
        #expect(tree.place(try #require(tree.key("b", in: root))) == Place(2, 1))
        #expect(tree.place(try #require(tree.value("b", in: root))) == Place(2, 4))
        #expect(tree.string(try #require(tree.value("b", in: root))) == "two")
        #expect(tree.place(try #require(tree.key("c", in: root))) == Place(4, 1))
        // libyaml normalises a break inside a block scalar to "\n".
        #expect(tree.string(try #require(tree.value("c", in: root))) == "x\n")
    }

    @Test func multiByteCharactersTakeOneColumnEach() throws {
        let tree = parse("ключ: значение\né: [ü, 😀, x]\n")
        let root = try #require(tree.root())
        #expect(tree.place(try #require(tree.value("ключ", in: root))) == Place(1, 7))
        let items = tree.items(try #require(tree.value("é", in: root)))
        #expect(items.map(tree.place) == [Place(2, 5), Place(2, 8), Place(2, 11)])
        #expect(tree.string(items[1]) == "😀")
    }

    @Test func bomCrlfAndMultiByteTogether() throws {
        let tree = parse("\u{FEFF}é: 1\r\nñ: [😀, z]\r\n")
        let root = try #require(tree.root())
        #expect(tree.place(try #require(tree.value("é", in: root))) == Place(1, 4))
        let items = tree.items(try #require(tree.value("ñ", in: root)))
        #expect(items.map(tree.place) == [Place(2, 5), Place(2, 8)])
    }

    @Test func syntaxErrorIsLocatedAfterBomAndMultiByte() {
        let tree = parse("\u{FEFF}é: [1, 2\n")
        #expect(tree.error != nil)
        #expect(tree.errorPlace?.line == 2)
        let unclosedQuote = parse("\u{FEFF}ü: \"ab\n")
        #expect(unclosedQuote.errorPlace?.line == 2)
    }
}
