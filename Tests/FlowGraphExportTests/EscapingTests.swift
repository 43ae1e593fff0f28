import FlowDiagnostics
import FlowGraphExport
import FlowModel
import Foundation
import Testing

/// Names and descriptions that try to break out of their quotes. The loader
/// would reject such names (`schema`), so the project is built by hand: the
/// renderers must be safe whatever reaches them.
@Suite struct EscapingTests {
    static let hostile =
        "q\"uote \\back\\N\\l slash\nnew line\r\n<b>{c}|d [e] (f) #35; %% `tick` ; end & é ❤\u{7}\u{2028}x"

    static var project: Project {
        let here = SourceLocation(file: "hostile.yaml", line: 1, column: 1)
        func transition(_ kind: TransitionKind, _ target: String? = nil) -> Alternative {
            Alternative(Transition(kind, target, at: here))
        }
        let screen = Node(
            "S\"1\\", at: here, description: hostile,
            handlers: [
                Handler("go\"|<>", at: here, [transition(.push, "T{2}")]),
                Handler(
                    "done\n", at: here,
                    [
                        Alternative(
                            when: [Condition("v|\"", ["a|b", "<c>"], at: here)], Transition(.finish, "o\"k", at: here))
                    ]),
                Handler("back", at: here, [transition(.back)]),
            ])
        let other = Node("T{2}", at: here, childFlow: Located("end", at: here), description: "%% comment")
        let parent = Flow(
            "Flow \"one\"\n<x>", at: here, entry: true, description: hostile,
            start: Located("S\"1\\", at: here), outcomes: [Located("o\"k", at: here)],
            nodes: [screen, other])
        let child = Flow(
            "end", at: here, start: Located("graph", at: here),
            nodes: [Node("graph", at: here, description: "subgraph x\nend")])
        return Project(flows: [parent, child])
    }

    @Test func graphvizAcceptsEveryHostileStringAsText() throws {
        let dot = try GraphExporter(Self.project).render(.dot)
        guard let result = try Graphviz.svg(dot) else { return }
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
        // Exactly the drawn nodes: start, two nodes, one exit, one child node.
        #expect(result.svg.components(separatedBy: "class=\"node\"").count - 1 == 5)
        #expect(result.svg.components(separatedBy: "class=\"cluster\"").count - 1 == 2)
        // Backslash escapes of Graphviz (\N = the node's name) stay literal.
        #expect(result.svg.contains("back\\N\\l slash"))
        #expect(result.svg.contains("&lt;b&gt;{c}|d [e] (f) #35; %% `tick` ; end &amp; é ❤"))
    }

    @Test func dotStringsNeverEndEarly() throws {
        let dot = try GraphExporter(Self.project).render(.dot)
        for line in dot.split(separator: "\n", omittingEmptySubsequences: false) {
            // Outside strings a line holds no stray quote: strip every
            // string, escapes included, and none may be left.
            let stripped = line.replacing(/"(?:[^"\\]|\\.)*"/, with: "S")
            #expect(!stripped.contains("\""), "unbalanced quote in: \(line)")
            #expect(!stripped.contains("\\"), "backslash outside a string in: \(line)")
        }
    }

    @Test func mermaidLinesAllHaveTheExpectedShape() throws {
        let mermaid = try GraphExporter(Self.project).render(.mermaid)
        let label = #""[^"]*""#
        let id = #"(?:start|f\d+(?:_[nx]\d+)?)"#
        let shapes = [
            #"flowchart TB"#,
            #"  start\(\("start"\)\)"#,
            #"  subgraph f\d+\[\#(label)\]"#,
            #"    f\d+_[nx]\d+(?:\(\#(label)\)|\[\[\#(label)\]\]|>\#(label)\])"#,
            #"  end"#,
            #"  \#(id) (?:-->|==>|==o|-\.->)(?:\|\#(label)\|)? \#(id)"#,
            #"  classDef \w+ [\w:#,.\- ]+"#,
            #"  class \#(id)(?:,\#(id))* \w+"#,
            #"  style f\d+ [\w:#,.\- ]+"#,
            #"  linkStyle \d+(?:,\d+)* [\w:#,.\- ]+"#,
        ].map { try! Regex($0) }
        for line in mermaid.split(separator: "\n") {
            #expect(shapes.contains { (try? $0.wholeMatch(in: line)) != nil }, "unexpected Mermaid line: \(line)")
        }
    }

    @Test func mermaidLabelsHoldOnlyEntitiesAndSafeText() throws {
        let mermaid = try GraphExporter(Self.project).render(.mermaid)
        let labels = mermaid.matches(of: /"([^"]*)"/).map { String($0.output.1) }
        #expect(labels.count > 8)
        for label in labels {
            let plain = label.replacing(/#\d+;/, with: "").replacing("<br/>", with: "")
            #expect(plain.allSatisfy { !"\"<>#|%`[]{}();\\&\n\r".contains($0) }, "unsafe text in label: \(label)")
        }
        // Decoded as Mermaid does, the description is back (controls as spaces).
        let decoded = labels.map { label in
            label.replacing(/#(\d+);/) { String(UnicodeScalar(UInt32($0.output.1)!)!) }
                .replacing("<br/>", with: "\n")
        }
        // By scalar: "\r\n" is one Character, so String.replacing misses its "\r".
        var expected = String.UnicodeScalarView()
        for scalar in Self.hostile.unicodeScalars where scalar != "\r" {
            expected.append(scalar == "\u{7}" ? " " : scalar == "\u{2028}" ? "\n" : scalar)
        }
        let expectedText = String(expected)
        #expect(decoded.contains { $0.hasSuffix(expectedText) })
        #expect(!mermaid.contains("\n    end"), "a node named 'end' must not close the subgraph")
    }

    /// A project of one screen whose description is `text`.
    static func described(_ text: String) -> Project {
        let here = SourceLocation(file: "described.yaml", line: 1, column: 1)
        let screen = Node("S", at: here, description: text, handlers: [])
        return Project(flows: [Flow("App", at: here, entry: true, start: Located("S", at: here), nodes: [screen])])
    }

    @Test func entitiesTheAuthorWroteStayTextInGraphviz() throws {
        let dot = try GraphExporter(Self.described("Tom &amp; Jerry &#945;")).render(.dot)
        guard let result = try Graphviz.svg(dot) else { return }
        // Shown as typed: the SVG escapes the author's '&' once more.
        #expect(result.svg.contains("Tom &amp;amp; Jerry &amp;#945;"))
    }

    @Test func aLabelMermaidWouldCutStillEndsWithItsEntity() throws {
        let mermaid = try GraphExporter(Self.described("Set the style: see https://example.com/a#b (1;2)")).render(
            .mermaid)
        let line = try #require(mermaid.split(separator: "\n").first { $0.contains("Set the style") })
        // What Mermaid's encodeEntities does to a line before parsing it:
        // `style` then a colon then later `#...;` loses its last character.
        let cut = line.replacing(/style.*:\S*#.*;/) { String($0.output.dropLast()) }
        #expect(cut == line, "Mermaid would cut: \(line)")
    }

    /// C0 and C1 controls (category Cc) become spaces; a no-break space
    /// (U+00A0, just past them) is text. Plain ASCII is copied as it is.
    @Test(arguments: [GraphFormat.dot, .mermaid])
    func controlCharactersBecomeSpacesAndTheRestStays(_ format: GraphFormat) throws {
        let output = try GraphExporter(Self.described("a\u{1F}b\u{7F}c\u{80}d\u{9F}e\u{A0}f")).render(format)
        #expect(output.contains("a b c d e\u{A0}f"), "\(output)")
        let plain = try GraphExporter(Self.described("Plain text, 42 = ok!")).render(format)
        #expect(plain.contains("Plain text, 42 = ok!\""), "\(plain)")
    }
}
