import Testing
@testable import FlowYAML

/// Nesting depth is bounded and costs heap, never stack.
@Suite struct NestingTests {
    @Test(arguments: ["[", "{"])
    func hundredThousandOpenBracketsFailAboutNesting(_ bracket: String) throws {
        let clock = ContinuousClock()
        var tree: YAMLTree?
        let elapsed = clock.measure { tree = parse(String(repeating: bracket, count: 100_000)) }
        let error = try #require(tree?.error)
        #expect(error.message.contains("nesting"))
        #expect(Place(error.location.line, error.location.column) == Place(1, YAMLLimits.default.maxDepth + 1))
        #expect(elapsed < .seconds(5))
    }

    @Test func deepBlockNestingFailsAboutNesting() throws {
        let text = (0..<2_000).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        let error = try #require(parse(text).error)
        #expect(error.message.contains("nesting"))
        #expect(error.location.line == YAMLLimits.default.maxDepth + 1)
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = YAMLLimits.default.maxDepth
        let tree = parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(tree.error == nil)
        #expect(tree.nodeCount == depth)
    }

    @Test func limitIsConfigurable() {
        let limits = YAMLLimits(maxDepth: 3)
        #expect(parse("[[[x]]]", limits: limits).error == nil)
        #expect(parse("[[[[x]]]]", limits: limits).errorPlace == Place(1, 4))
    }
}
