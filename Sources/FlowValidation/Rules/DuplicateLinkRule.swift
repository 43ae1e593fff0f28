import FlowDiagnostics
import FlowIndex
import FlowModel

/// `duplicate-link` (format 2): two deep links, anywhere in the project,
/// whose patterns could match one URL with neither winning (the same
/// pattern, placeholders' names aside, or two that could tie). Reported at
/// the later one, with a note at the first.
public struct DuplicateLinkRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        guard context.project.flows.contains(where: { !$0.links.isEmpty }) else { return [] }
        let links = context.resolved.links
        var groups: [Shape: Group] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, resolvedLink) in links.enumerated() {
            let pattern = resolvedLink.link.pattern
            let shape = Shape(segments: pattern.segments.count, literals: pattern.literalCount)
            if let first = groups[shape, default: Group()].add(index, pattern, among: links) {
                diagnostics.append(report(resolvedLink, tyingWith: links[first], context.resolved))
            }
        }
        return diagnostics
    }

    /// Only patterns with as many segments and as many literals can tie.
    private struct Shape: Hashable {
        let segments: Int
        let literals: Int
    }

    /// The links of one shape, by which segments are literal: patterns
    /// with the same literal positions tie only when their literals are
    /// equal, so they are found by hashing; patterns with other literal
    /// positions (rare) are compared one by one.
    private struct Group {
        var byLiterals: [[Bool]: [[String]: Int]] = [:]
        var members: [[Bool]: [Int]] = [:]
        var layouts: [[Bool]] = []

        /// Adds the link at `index` and returns the first earlier one it may tie with.
        mutating func add(_ index: Int, _ pattern: LinkPattern, among links: [ResolvedLink]) -> Int? {
            var layout: [Bool] = [], literals: [String] = []
            for segment in pattern.segments {
                if case .literal(let text) = segment {
                    layout.append(true)
                    literals.append(text)
                } else {
                    layout.append(false)
                }
            }
            var first = byLiterals[layout]?[literals]
            for other in layouts where other != layout {
                for earlier in members[other] ?? [] where earlier < first ?? .max {
                    if links[earlier].link.pattern.mayTie(with: pattern) {
                        first = earlier
                        break
                    }
                }
            }
            if members[layout] == nil { layouts.append(layout) }
            members[layout, default: []].append(index)
            if byLiterals[layout]?[literals] == nil { byLiterals[layout, default: [:]][literals] = index }
            return first
        }
    }

    private func report(_ later: ResolvedLink, tyingWith first: ResolvedLink, _ resolved: ResolvedProject)
        -> Diagnostic
    {
        let pattern = later.link.pattern, earlier = first.link.pattern
        let flow = resolved.model(first.flow).name
        let note = Note("link '\(earlier)' is defined here", at: first.link.location)
        let sameLayout = zip(pattern.segments, earlier.segments).allSatisfy { a, b in
            if case .literal = a, case .literal = b { return true }
            if case .placeholder = a, case .placeholder = b { return true }
            return false
        }
        if sameLayout {
            let aside = pattern.description == earlier.description ? "" : " (placeholders' names aside)"
            return diagnostic(
                "link '\(pattern)' has the same pattern as link '\(earlier)' of flow '\(flow)'\(aside): a URL that matches one matches the other, and neither wins; remove one or change it",
                at: later.link.location, notes: [note])
        }
        return diagnostic(
            "link '\(pattern)' and link '\(earlier)' of flow '\(flow)' both match '\(Self.example(pattern, earlier))' with as many literal segments, so neither wins: make one of them more specific",
            at: later.link.location, notes: [note])
    }

    /// A path both patterns match: the literal of either at each segment,
    /// else the placeholder of `pattern`.
    private static func example(_ pattern: LinkPattern, _ other: LinkPattern) -> String {
        "/"
            + zip(pattern.segments, other.segments).map { a, b in
                switch (a, b) {
                case (.literal(let text), _), (_, .literal(let text)): text
                case (.placeholder(let name), _): "{\(name)}"
                }
            }.joined(separator: "/")
    }
}

extension DuplicateLinkRule {
    public static let description = RuleDescription(
        id: .duplicateLink, severity: .error,
        summary: "two links with the same pattern (placeholders' names aside)",
        rationale: """
            A URL that matches both could open either node: which screen a notification or a web link
            shows would depend on the order the files are read in.
            """,
        details: """
            Links are compared across the whole project. Of two patterns that match a URL, the one with more
            literal segments wins (`/items/new` over `/items/{id}`), so only patterns with as many segments
            and as many literals can clash: the same pattern with other placeholder names
            (`/items/{id}` and `/items/{itemId}`), or two whose literals sit in different places
            (`/items/{id}` and `/{section}/new` both match `/items/new`). Points at the later pattern's key,
            in project order (flow by flow, as the files are read), with a note at the first.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: Shop
                links:
                  /products/{productId}: ProductDetail
                  /products/{id}: ProductList   # the same pattern
                start: ProductList
                screens:
                  ProductList:
                    on:
                      selected: push ProductDetail
                  ProductDetail:
                    on:
                      done: back
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: Shop
                links:
                  /products/{productId}: ProductDetail
                  /products/new: ProductList   # more literal segments: it wins
                start: ProductList
                screens:
                  ProductList:
                    on:
                      selected: push ProductDetail
                  ProductDetail:
                    on:
                      done: back
                """)
        ])
}
