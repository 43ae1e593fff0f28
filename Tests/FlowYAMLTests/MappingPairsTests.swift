import Testing
@testable import FlowYAML

/// `eachPair` is a whole `Sequence`: the standard library's `map` and
/// `Array(_:)` trust its count hint, and trap when a repeated key makes the
/// pairs fewer than the hint promised.
@Suite struct MappingPairsTests {
    @Test(arguments: [
        ("a: 1\nb: 2\n", ["a", "b"]),
        ("a: 1\nb: 2\na: 3\n", ["a", "b"]),
        ("{x: 1, x: 2, x: 3}", ["x"]),
        ("{}", []),
    ])
    func mapAndArrayGiveThePairsWithoutRepeats(text: String, keys: [String]) throws {
        let tree = parse(text)
        let root = try #require(tree.root())
        #expect(tree.eachPair(root).map { tree.string($0.key) } == keys)
        #expect(Array(tree.eachPair(root)).map { tree.string($0.key) } == keys)
    }
}
