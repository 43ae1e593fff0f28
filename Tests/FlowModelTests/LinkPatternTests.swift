import FlowModel
import Testing

/// Deep link patterns: what parses, what a URL's path is, what matches
/// and which patterns could tie.
@Suite struct LinkPatternTests {
    static func pattern(_ text: String) throws -> LinkPattern {
        try LinkPattern(parsing: text)
    }

    @Test(arguments: [
        ("products/x", "a path starting with '/'"),
        ("", "a path starting with '/'"),
        ("/a//b", "an empty segment"),
        ("/a/", "an empty segment"),
        ("/a/{b", "'{b' opens a placeholder that is not closed"),
        ("/a/{}", "'{}' opens a placeholder that is not closed"),
        ("/a/{b}/{b}", "placeholder '{b}' appears twice"),
        ("/a?x=1", "query strings and fragments are not matched"),
        ("/a#top", "query strings and fragments are not matched"),
        ("/c/{1x}", "placeholder '1x' is not a valid name"),
        ("/d/x{y}", "'x{y}' mixes text and a placeholder"),
        ("/d/x}", "'x}' mixes text and a placeholder"),
    ])
    func malformedPatternsSayWhy(_ text: String, _ reason: String) {
        #expect {
            try LinkPattern(parsing: text)
        } throws: { error in
            (error as? LinkPatternError)?.message.contains(reason) == true
        }
    }

    @Test(arguments: [
        ("/", [LinkPattern.Segment]()),
        ("/cart", [.literal("cart")]),
        ("/products/{productId}", [.literal("products"), .placeholder("productId")]),
        ("/caf%C3%A9/{id}", [.literal("café"), .placeholder("id")]),
    ])
    func wellFormedPatternsParseIntoSegments(_ text: String, _ segments: [LinkPattern.Segment]) throws {
        let parsed = try Self.pattern(text)
        #expect(parsed.segments == segments)
        #expect(parsed.placeholders == segments.compactMap { if case .placeholder(let n) = $0 { n } else { nil } })
    }

    @Test(arguments: [
        ("/products/42", ["products", "42"]),
        ("myapp://host/products/42", ["products", "42"]),
        ("https://shop.example.com/products/42?ref=mail#reviews", ["products", "42"]),
        ("https://shop.example.com", []),
        ("https://shop.example.com/?q=1", []),
        ("/products/a%20b", ["products", "a b"]),
        ("/products/a%2Fb", ["products", "a/b"]),
        ("/products/100%", ["products", "100%"]),
        ("/products/%zz", ["products", "%zz"]),
        ("/a#frag/ment", ["a"]),
    ])
    func aURLsPathIsItsDecodedSegments(_ url: String, _ segments: [String]) {
        #expect(LinkPattern.pathSegments(of: url) == segments)
    }

    @Test(arguments: [
        ("/products/{productId}", "/products/42", ["productId": "42"]),
        ("/products/{productId}", "myapp://x/products/caf%C3%A9", ["productId": "café"]),
        ("/caf%C3%A9", "/caf%c3%a9", [:]),
        ("/caf%C3%A9", "/café", [:]),
        ("/", "https://example.com", [:]),
        ("/a/{x}/c/{y}", "/a/1/c/2?z=3", ["x": "1", "y": "2"]),
    ])
    func matchingGivesThePlaceholdersValues(_ text: String, _ url: String, _ values: [String: String]) throws {
        #expect(try Self.pattern(text).match(LinkPattern.pathSegments(of: url)) == values)
    }

    @Test(arguments: [
        ("/products/{productId}", "/products"),
        ("/products/{productId}", "/products/42/reviews"),
        ("/products/new", "/products/old"),
        ("/cart", "/Cart"),
        ("/", "/cart"),
    ])
    func otherPathsDoNotMatch(_ text: String, _ url: String) throws {
        #expect(try Self.pattern(text).match(LinkPattern.pathSegments(of: url)) == nil)
    }

    @Test(arguments: [
        ("/products/{productId}", "/products/{id}", true),
        ("/cart", "/cart", true),
        ("/items/{id}", "/{section}/new", true),
        ("/{a}/{b}", "/{c}/{d}", true),
        ("/", "/", true),
        ("/items/{id}", "/items/new", false),
        ("/items/{id}", "/orders/{id}", false),
        ("/items/{id}", "/items/{id}/edit", false),
        ("/a/{x}/c", "/a/{x}/d", false),
        ("/a/{x}", "/{y}/{z}", false),
    ])
    func patternsMayTieOnlyWithAsManyLiteralsAndNoClash(_ a: String, _ b: String, _ ties: Bool) throws {
        let first = try Self.pattern(a), second = try Self.pattern(b)
        #expect(first.mayTie(with: second) == ties)
        #expect(second.mayTie(with: first) == ties)
    }

    @Test(arguments: ["/", "/cart", "/products/{productId}", "/a/{x}/c"])
    func aPatternPrintsAsWritten(_ text: String) throws {
        #expect(try Self.pattern(text).description == text)
    }
}
