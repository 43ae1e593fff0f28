import Testing
@testable import FlowYAML

@Test func parsesAMapping() {
    let tree = YAMLParser.parse(Array("a: 1\nb: [x, y]\n".utf8), path: "t.yaml")
    #expect(tree.error == nil)
    let root = tree.documents[0].root!
    #expect(tree.pairs(root).count == 2)
}
