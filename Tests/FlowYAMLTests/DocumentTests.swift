import Testing
@testable import FlowYAML

/// A file may hold several documents; an error stops parsing but keeps every
/// document completed before it.
@Suite struct DocumentTests {
    @Test func syntaxErrorInThirdDocumentKeepsTheFirstTwo() throws {
        let tree = parse("a: 1\n---\nb: 2\n---\nc: [1, 2\nd: 3\n")
        #expect(tree.documents.count == 2)
        #expect(tree.error != nil)
        #expect((tree.errorPlace?.line ?? 0) >= 5)
        let second = try #require(tree.root(1))
        #expect(tree.string(try #require(tree.value("b", in: second))) == "2")
        #expect(tree.place(try #require(tree.key("b", in: second))) == Place(3, 1))
    }

    /// libyaml decodes ahead of its parser, so a bad byte used to cost the
    /// documents before it too.
    @Test(arguments: [[UInt8(0)], [0xC3, 0x28]])
    func encodingErrorInThirdDocumentKeepsTheFirstTwo(_ bad: [UInt8]) throws {
        let text = Array("a: 1\n---\nb: 2\nb: 3\n---\nc: x".utf8) + bad + Array("y\n".utf8)
        let tree = YAMLParser.parse(text, path: "f.yaml")
        #expect(tree.documents.count == 2)
        #expect(tree.errorPlace?.line == 6)
        let second = try #require(tree.root(1))
        #expect(tree.string(try #require(tree.value("b", in: second))) == "2")
        #expect(tree.duplicateKeys.count == 1)
    }

    @Test func encodingErrorInTheOnlyDocumentKeepsNothing() {
        let tree = YAMLParser.parse(Array("a: 1\nb: [x, ".utf8) + [0xFF], path: "f.yaml")
        #expect(tree.documents.isEmpty)
        #expect(tree.duplicateKeys.isEmpty)
        #expect(tree.error != nil)
    }

    @Test func markersAreRecordedPerDocument() throws {
        let tree = parse("a: 1\n--- x\n...\n---\n- y\n")
        #expect(tree.error == nil)
        #expect(tree.documents.map(\.explicitStart) == [false, true, true])
        #expect(tree.documents.map(\.explicitEnd) == [false, true, false])
        #expect(tree.documents.map { $0.location.line } == [1, 2, 4])
        #expect(tree.string(try #require(tree.root(1))) == "x")
    }

    @Test func anchorsDoNotCrossDocuments() {
        let tree = parse("a: &x 1\n---\nb: *x\n")
        #expect(tree.documents.count == 1)
        #expect(tree.errorPlace == Place(3, 4))
    }

    @Test func emptyExplicitDocumentHasAnEmptyRoot() throws {
        let tree = parse("---\n...\n")
        #expect(tree.documents.count == 1)
        let root = try #require(tree.root())
        #expect(tree.isNull(root))
    }
}

/// Tags are kept for tools that want them but change nothing: a `!!int`
/// is still read as text, and no tag makes the layer construct anything.
@Suite struct TagTests {
    @Test func tagsAreKeptAndIgnored() throws {
        let tree = parse("n: !!int abc\nm: !custom {a: 1}\nb: !!binary aGk=\np: !!python/object:os.system ls\n")
        #expect(tree.error == nil)
        let root = try #require(tree.root())
        let number = try #require(tree.value("n", in: root))
        #expect(tree.tag(number) == "tag:yaml.org,2002:int")
        #expect(tree.string(number) == "abc")
        let custom = try #require(tree.value("m", in: root))
        #expect(tree.tag(custom) == "!custom")
        #expect(tree.kind(custom) == .mapping)
        #expect(tree.pairs(custom).count == 1)
        #expect(tree.string(try #require(tree.value("b", in: root))) == "aGk=")
        #expect(tree.string(try #require(tree.value("p", in: root))) == "ls")
    }

    @Test func untaggedNodesHaveNoTag() throws {
        let tree = parse("a: 1\n")
        let root = try #require(tree.root())
        #expect(tree.tag(root) == nil)
        #expect(tree.tag(try #require(tree.value("a", in: root))) == nil)
    }
}
