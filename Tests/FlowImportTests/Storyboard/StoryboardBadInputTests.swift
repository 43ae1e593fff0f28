import FlowDiagnostics
import FlowImport
import Testing

/// Input that is no storyboard, or a hostile one: a located error or a
/// comment, never a crash, a hang or a read of another file.
@Suite struct StoryboardBadInputTests {
    static let header =
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    static func storyboard(_ scenes: String, initial: String = "a") -> String {
        header
            + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\#(initial)"><scenes>"#
            + scenes + "</scenes></document>\n"
    }
    static func scene(_ id: String, _ attributes: String = "", _ connections: String = "") -> String {
        #"<scene sceneID="s-\#(id)"><objects><viewController id="\#(id)" \#(attributes)><connections>\#(connections)</connections></viewController></objects></scene>"#
    }

    static func importing(_ text: String, path: String = "Bad.storyboard") throws(ImportError) -> ImportResult {
        try StoryboardImporter.importFlows(from: [ImportInput(path: path, bytes: Array(text.utf8))])
    }

    static let refused: [(name: String, text: String, message: String)] = [
        (
            "not well-formed",
            storyboard("<scene>\n<objects>\n</scene>"), "not well-formed XML"
        ),
        (
            "billion laughs",
            header
                + "<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n<!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">\n]>\n<document>&lol2;</document>",
            "DOCTYPE"
        ),
        (
            "external entity",
            header + "<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>", "DOCTYPE"
        ),
        (
            "another version",
            header + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0"/>"#,
            "version '2.0'"
        ),
        (
            "a macOS storyboard",
            header + #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0"/>"#,
            "not an iOS storyboard"
        ),
        ("a XIB", header + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>"#, "type"),
        ("another root", header + "<navigation/>", "<navigation>"),
        ("empty", "", "empty"),
        ("blank", "  \n\n", "empty"),
        ("binary", "\u{0}\u{1}\u{2}PNG", "binary"),
    ]

    @Test(arguments: refused.indices) func isRefusedWithALocatedError(index: Int) {
        let (name, text, message) = Self.refused[index]
        do {
            _ = try Self.importing(text)
            Issue.record("\(name) was imported")
        } catch {
            #expect(error.file == "Bad.storyboard", "\(name)")
            #expect(error.description.contains(message), "\(name): \(error.description)")
        }
    }

    @Test func anEntityBombIsRefusedBeforeAnyExpansionAtItsLine() throws {
        let text =
            Self.header + "<!DOCTYPE lolz [\n"
            + (1...9).map { "<!ENTITY lol\($0) \"" + String(repeating: "&lol\($0 - 1);", count: 10) + "\">" }
            .joined(separator: "\n") + "]>\n<document>&lol9;</document>"
        #expect(throws: ImportError.self) { try Self.importing(text) }
        do { _ = try Self.importing(text) } catch { #expect(error.line == 2) }
    }

    @Test func aReferenceToAStoryboardNotGivenIsAStandInScreenAndANote() throws {
        let text = Self.storyboard(
            Self.scene("a", "", #"<segue destination="r" kind="show" id="g"/>"#)
                + #"<scene sceneID="s-r"><objects><viewControllerPlaceholder storyboardName="Elsewhere" id="r"/></objects></scene>"#
        )
        let result = try Self.importing(text)
        #expect(result.notes.map(\.kind) == ["missing storyboard"])
        let node = try #require(result.files.first?.flows.first?.nodes.last)
        #expect(node.kind == .screen && node.name == "Elsewhere")
        #expect(node.comments.first?.contains("Elsewhere") == true)
        #expect(StoryboardFixtures.diagnostics(result).allSatisfy { $0.severity != .error })
    }

    @Test func idsWithoutIdentifierCharactersAndScenesOfOneNameGetDistinctNames() throws {
        let text = Self.storyboard(
            Self.scene(
                "a", #"customClass="Über View""#,
                #"<segue destination="b" kind="show" identifier="🙂" id="g1"/><segue destination="c" kind="show" identifier="🙂" id="g2"/>"#
            )
                + Self.scene("b", #"customClass="Detail""#) + Self.scene("c", #"customClass="Detail""#)
                + Self.scene("9-$", ""))
        let result = try Self.importing(text)
        let flow = try #require(result.files.first?.flows.first)
        #expect(flow.nodes.map(\.name) == ["UberView", "Detail", "Detail2", "S9"])
        #expect(flow.nodes[0].handlers.map(\.outcome) == ["segue", "segue2"])
        #expect(flow.nodes.map(\.source.id) == ["a", "b", "c", "9-$"])
        #expect(StoryboardFixtures.diagnostics(result).allSatisfy { $0.severity != .error })
    }

    @Test func aStoryboardWithoutInitialControllerStartsAtItsFirstSceneWithANote() throws {
        let text = Self.storyboard(Self.scene("a") + Self.scene("b"), initial: "")
        let result = try Self.importing(text)
        #expect(result.files.first?.flows.first?.start == "A")
        #expect(result.notes.map(\.kind) == ["no initial view controller"])
    }

    @Test func aLargeStoryboardImportsInSeconds() throws {
        var scenes = ""
        for index in 0..<20_000 {
            scenes +=
                Self.scene(
                    "v\(index)", #"customClass="Screen\#(index)""#,
                    #"<segue destination="v\#(index + 1)" kind="show" id="g\#(index)"/>"#
                        + String(repeating: #"<outlet property="label" destination="x" id="o"/>"# + "\n", count: 40))
                + "\n"
        }
        let text = Self.storyboard(scenes, initial: "v0")
        #expect(text.utf8.count > 50_000_000 / 5)
        let clock = ContinuousClock()
        let elapsed = try clock.measure { _ = try Self.importing(text) }
        #expect(elapsed < .seconds(20))
    }
}
