import FlowIndex
import FlowLoading
import FlowModel
import Testing

/// Which link a URL opens across a project: of the patterns that match,
/// the one with more literal segments, the first written on a tie.
@Suite struct LinkMatchingTests {
    static let project = """
        flow: App
        entry: true
        links:
          /items/{id}: Item
          /items/new: New
          /{section}/all: Section
          /: Home
        start: Home
        screens:
          Home: { on: { a: push Item, b: push New, c: push Section } }
          Item: { on: { done: back } }
          New: { on: { done: back } }
          Section: { on: { done: back } }
        ---
        flow: Other
        links:
          /items/{itemId}/edit: Edit
          /items/{other}: Edit
          /items/all: Edit
        start: Edit
        screens:
          Edit: { on: { done: back } }
        """

    static let resolved = ResolvedProject(ProjectLoader.load(sources: [("app.yaml", project)]).project)

    @Test(arguments: [
        ("/items/42", "/items/{id}", ["id": "42"]),
        ("/items/new", "/items/new", [:]),
        ("myapp://host/items/new?from=mail", "/items/new", [:]),
        ("/items/n%65w", "/items/new", [:]),
        ("/items/42/edit", "/items/{itemId}/edit", ["itemId": "42"]),
        ("https://x.example/shoes/all#top", "/{section}/all", ["section": "shoes"]),
        ("/items/all", "/items/all", [:]),
        ("https://x.example", "/", [:]),
    ])
    func theMostLiteralMatchWinsAndTiesGoToTheFirst(_ url: String, _ pattern: String, _ values: [String: String])
        throws
    {
        let found = try #require(Self.resolved.link(matching: url))
        #expect(found.link.link.pattern.description == pattern)
        #expect(found.values == values)
    }

    @Test(arguments: ["/orders/42", "/items", "/items/42/edit/more", "/shoes/all/more"])
    func aURLNoPatternMatchesOpensNothing(_ url: String) {
        #expect(Self.resolved.link(matching: url) == nil)
    }

    @Test func eachLinkKnowsItsFlowAndTarget() throws {
        let links = Self.resolved.links
        #expect(
            links.map(\.link.pattern.description) == [
                "/items/{id}", "/items/new", "/{section}/all", "/", "/items/{itemId}/edit", "/items/{other}",
                "/items/all",
            ])
        let other = try #require(Self.resolved.flow(named: "Other"))
        #expect(
            links.suffix(3).allSatisfy { $0.flow == other && $0.target == Self.resolved.node(named: "Edit", in: other) }
        )
    }
}
