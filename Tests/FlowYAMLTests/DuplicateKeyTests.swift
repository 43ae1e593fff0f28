import Testing
@testable import FlowYAML

/// A repeated key is reported with both places; the first pair counts.
@Suite struct DuplicateKeyTests {
    @Test func repeatedKeyIsReportedAndSkipped() throws {
        let tree = parse("a: 1\nb: 2\na: 3\n")
        #expect(tree.error == nil)
        let duplicate = try #require(tree.duplicateKeys.first)
        #expect(tree.duplicateKeys.count == 1)
        #expect(tree.place(duplicate.first) == Place(1, 1))
        #expect(tree.place(duplicate.duplicate) == Place(3, 1))
        let root = try #require(tree.root())
        #expect(tree.pairs(root).count == 2)
        #expect(tree.string(try #require(tree.value("a", in: root))) == "1")
        #expect(tree.rawChildren(root).count == 6)
    }

    @Test func sameKeyInDifferentMappingsIsNoDuplicate() {
        let tree = parse("x: {a: 1}\ny: {a: 2}\nz:\n  a: 3\n  b: {a: 4, a: 5}\n")
        #expect(tree.duplicateKeys.count == 1)
        #expect(tree.duplicateKeys.first.map { tree.place($0.duplicate) } == Place(5, 13))
    }

    @Test func aliasedKeyRepeatingAKeyIsADuplicate() {
        let tree = parse("k: &name a\nm:\n  a: 1\n  *name : 2\n")
        #expect(tree.duplicateKeys.count == 1)
    }

    @Test func eachRepeatIsReported() {
        let tree = parse("{a: 1, a: 2, a: 3, b: 4}")
        #expect(tree.duplicateKeys.count == 2)
        #expect(Set(tree.duplicateKeys.map(\.first)).count == 1)
    }

    /// Small mappings are checked pairwise, larger ones hashed: both paths
    /// must report the same pairs.
    @Test(arguments: [3, 8, 9, 40])
    func repeatsAreFoundInMappingsOfAnySize(_ keyCount: Int) throws {
        let unique = (0..<keyCount - 1).map { "k\($0): \($0)" }
        let tree = parse("{" + (unique + ["k0: again"]).joined(separator: ", ") + "}")
        let duplicate = try #require(tree.duplicateKeys.first)
        #expect(tree.duplicateKeys.count == 1)
        #expect(tree.string(duplicate.first) == "k0")
        #expect(tree.place(duplicate.first) == Place(1, 2))
        #expect(tree.pairs(try #require(tree.root())).count == keyCount - 1)
    }

    @Test func hundredThousandKeysAreCheckedInLinearTime() throws {
        let count = 100_000
        var text = (0..<count).map { "key\($0): \($0)\n" }.joined()
        text += "key\(count / 2): again\n"
        let clock = ContinuousClock()
        var tree: YAMLTree?
        let elapsed = clock.measure { tree = parse(text) }
        let parsed = try #require(tree)
        #expect(parsed.error == nil)
        let duplicate = try #require(parsed.duplicateKeys.first)
        #expect(parsed.duplicateKeys.count == 1)
        #expect(parsed.place(duplicate.first) == Place(count / 2 + 1, 1))
        #expect(parsed.place(duplicate.duplicate) == Place(count + 1, 1))
        // Quadratic checking would take minutes here.
        #expect(elapsed < .seconds(10))
    }
}
