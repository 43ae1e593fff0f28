import Testing
@testable import FlowYAML

/// The decoder's retain-free accessors (`forEachPair`, `scalarRange` with
/// `scalarText`) must read exactly what the plain ones do, on every node of
/// a tree: repeated keys left out, aliases followed, nothing for the wrong
/// kind of node.
@Suite struct HotPathAccessTests {
    static let texts = [
        "a: 1\nb: [x, y]\nc: {d: e}\n",
        "a: 1\nb: 2\na: 3\n",  // a repeated key
        "base: &b {x: 1, y: 2}\ncopy: *b\nname: &n Cart\nalso: *n\n",  // aliases to a mapping and a scalar
        "- push Next\n- {modal: Help, style: sheet}\n- ''\n- ~\n",
        "k: &name a\nm:\n  a: 1\n  *name : 2\n",  // an aliased key repeating a key
        "long: \"a name well past sixteen bytes, with ünïcödé\"\n",
    ]

    @Test(arguments: texts)
    func forEachPairYieldsWhatPairsReturns(_ text: String) {
        let tree = parse(text)
        for index in 0..<tree.nodeCount {
            let node = NodeID(index)
            var seen: [NodeID] = []
            tree.forEachPair(node) { key, value in seen += [key, value] }
            let expected = tree.pairs(node).flatMap { [$0.key, $0.value] }
            #expect(seen == expected, "node \(index) of \(text.debugDescription)")
        }
    }

    @Test(arguments: texts)
    func scalarRangeReadsWhatScalarBytesReturns(_ text: String) {
        let tree = parse(text)
        let bytes = tree.scalarText
        for index in 0..<tree.nodeCount {
            let node = NodeID(index)
            let viaRange = tree.scalarRange(node).map { Array(bytes[$0]) }
            #expect(viaRange == tree.scalarBytes(node).map(Array.init), "node \(index) of \(text.debugDescription)")
            #expect((viaRange != nil) == (tree.kind(node) == .scalar))
        }
    }
}
