import Testing
@testable import FlowYAML

/// Aliases read as the node they name; an alias is never copied, and one
/// that names no earlier anchor, or its own ancestor, is an error.
@Suite struct AliasTests {
    @Test func aliasesReadAsTheirAnchoredNode() throws {
        let tree = parse("base: &b {x: 1, y: [2]}\nuse: *b\nname: &n hello\nagain: *n\n")
        #expect(tree.error == nil)
        let root = try #require(tree.root())
        let use = try #require(tree.value("use", in: root))
        #expect(tree.rawKind(use) == .alias)
        #expect(tree.kind(use) == .mapping)
        #expect(tree.pairs(use).map { tree.string($0.key) } == ["x", "y"])
        #expect(tree.items(try #require(tree.value("y", in: use))).count == 1)
        // The alias is located where `*b` is written, not at the anchor.
        #expect(tree.place(use) == Place(2, 6))
        #expect(tree.string(try #require(tree.value("again", in: root))) == "hello")
        #expect(tree.anchor(try #require(tree.aliasTarget(use))) == "b")
    }

    @Test func aRedefinedAnchorNamesItsLatestNode() throws {
        let tree = parse("- &a 1\n- *a\n- &a 2\n- *a\n")
        let items = tree.items(try #require(tree.root()))
        #expect(items.map { tree.string($0) } == ["1", "1", "2", "2"])
    }

    @Test func aliasWithoutAnchorIsALocatedError() {
        let tree = parse("a: 1\nb: *missing\n")
        #expect(tree.errorPlace == Place(2, 4))
        #expect(tree.error?.message.contains("missing") == true)
    }

    @Test(arguments: [
        ("&a [*a]", Place(1, 5)),
        ("&a {k: *a}", Place(1, 8)),
        ("top: &x\n  inner:\n    - *x\n", Place(3, 7)),
    ])
    func recursiveAliasIsALocatedError(_ text: String, _ place: Place) {
        let tree = parse(text)
        #expect(tree.errorPlace == place)
        #expect(tree.error?.message.contains("recursive") == true)
    }

    /// Nine levels of nine aliases stand for 9^9 (387 million) nodes.
    static let billionLaughs: String = {
        var text = "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
            text += "\(name): &\(name) [\(aliases)]\n"
        }
        return text
    }()

    @Test func billionLaughsIsStoppedQuicklyWithALocation() throws {
        let clock = ContinuousClock()
        var tree: YAMLTree?
        let elapsed = clock.measure { tree = parse(Self.billionLaughs) }
        let parsed = try #require(tree)
        let error = try #require(parsed.error)
        #expect(error.message.contains("aliases expand"))
        // Lines 1-3 add 891 nodes through aliases; the first `*c` on line 4
        // adds 819 more, past 8 for each of the 37 nodes written by then, plus 1,000.
        #expect(Place(error.location.line, error.location.column) == Place(4, 8))
        // Nothing is expanded: memory stays proportional to the text.
        #expect(parsed.nodeCount < 200)
        #expect(elapsed < .seconds(1))
    }

    @Test func budgetCountsWhatEachAliasAdds() {
        let limits = YAMLLimits(aliasGrowth: 0, aliasAllowance: 12)
        // The list stands for 6 nodes: its alias adds 5 to the one it is.
        let fits = "a: &l [1, 2, 3, 4, 5]\nb: *l\nc: *l\n"
        #expect(parse(fits, limits: limits).error == nil)
        // A third alias makes 15 added; it breaks the budget.
        let tree = parse(fits + "d: *l\n", limits: limits)
        #expect(tree.error?.message.contains("aliases expand this file by more than 12 nodes") == true)
        #expect(tree.errorPlace == Place(4, 4))
    }

    /// Forty documents of one file must not each spend a budget of their own.
    @Test func budgetRunsOverTheWholeFile() {
        let limits = YAMLLimits(aliasGrowth: 0, aliasAllowance: 12)
        let document = "a: &l [1, 2, 3, 4, 5]\nb: *l\n"
        let tree = parse(document + "---\n" + document + "---\n" + document, limits: limits)
        #expect(tree.errorPlace == Place(8, 4))
        #expect(tree.documents.count == 2)
    }

    @Test func budgetGrowsWithTheNodesWritten() {
        let limits = YAMLLimits(aliasGrowth: 1, aliasAllowance: 0)
        // 12 nodes written (the aliases among them) when two aliases have
        // added 10: within 1 for each.
        let fits = "a: &l [1, 2, 3, 4, 5]\nb: *l\nc: *l\n"
        #expect(parse(fits, limits: limits).error == nil)
        // A third adds 15 in all against 14 written.
        #expect(parse(fits + "d: *l\n", limits: limits).errorPlace == Place(4, 4))
    }

    /// A bad byte further on makes the parser read the bytes before it
    /// again; a broken budget among them is the file's first error, and
    /// the one reported.
    @Test func aBrokenBudgetBeforeABadByteIsTheErrorReported() {
        let limits = YAMLLimits(aliasGrowth: 0, aliasAllowance: 12)
        let text = "a: &l [1, 2, 3, 4, 5]\nb: *l\nc: *l\nd: *l\n---\n" + String(repeating: "k: v\n", count: 5_000)
        let tree = parse(bytes: Array(text.utf8) + [0xFF], limits: limits)
        #expect(tree.error?.message.contains("aliases expand") == true)
        #expect(tree.errorPlace == Place(4, 4))
    }
}
