import Testing
@testable import FlowYAML

/// Large but honest files parse in time proportional to their size.
@Suite struct ScaleTests {
    /// The shape of a 100,000-screen flow: a big mapping whose values are
    /// small nested mappings. Each closed collection once copied the whole
    /// node array, which took minutes here instead of about a second.
    @Test func hundredThousandNestedMappingsParseInLinearTime() throws {
        var text = "screens:\n"
        for i in 0..<100_000 { text += "  S\(i):\n    on: { next: push S\(i + 1) }\n" }
        let clock = ContinuousClock()
        var tree: YAMLTree?
        let elapsed = clock.measure { tree = parse(text) }
        let parsed = try #require(tree)
        #expect(parsed.error == nil)
        let root = try #require(parsed.root())
        let screens = try #require(parsed.value("screens", in: root))
        #expect(parsed.pairs(screens).count == 100_000)
        #expect(elapsed < .seconds(20))
    }
}
