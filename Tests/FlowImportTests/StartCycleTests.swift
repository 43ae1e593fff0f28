import FlowImport
import FlowLoading
import FlowValidation
import Testing

/// Storyboards (or graphs) whose starts start each other could never show
/// a screen; the import must still write flows without a `start-cycle`.
@Suite struct StartCycleTests {
    static func storyboard(initial: String, scenes: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
                <scenes>\(scenes)</scenes>
            </document>
            """.utf8)
    }

    static func reference(_ id: String, to storyboard: String, scene: String? = nil) -> String {
        let referenced = scene.map { " referencedIdentifier=\"\($0)\"" } ?? ""
        return """
            <scene sceneID="s-\(id)"><objects>
                <viewControllerPlaceholder storyboardName="\(storyboard)"\(referenced) id="\(id)" sceneMemberID="viewController"/>
            </objects></scene>
            """
    }

    static func errors(of result: ImportResult) -> [String] {
        let sources = result.files.map { (path: $0.name, text: FlowFileWriter.text(of: $0.flows, header: [])) }
        let loaded = ProjectLoader.load(sources: sources)
        return (loaded.diagnostics + Validator.check(loaded.project)).filter { $0.severity == .error }.map(\.message)
    }

    @Test func twoStoryboardsThatStartWithEachOtherAreBrokenWithANote() throws {
        let a = Self.storyboard(initial: "toB", scenes: Self.reference("toB", to: "B"))
        let b = Self.storyboard(initial: "toA", scenes: Self.reference("toA", to: "A"))
        let result = try StoryboardImporter.importFlows(from: [
            ImportInput(path: "A.storyboard", bytes: a), ImportInput(path: "B.storyboard", bytes: b),
        ])
        #expect(Self.errors(of: result).isEmpty)
        #expect(result.notes.map(\.kind) == ["reference cycle"])
        #expect(result.files.map(\.name) == ["A.yaml", "B.yaml"])
    }

    @Test func aReferenceToAnotherSceneThatLeadsBackIsBrokenToo() throws {
        let scenes =
            Self.reference("toB", to: "B")
                + """
                <scene sceneID="s-home"><objects>
                    <viewController storyboardIdentifier="Home" id="home" sceneMemberID="viewController"/>
                </objects></scene>
                """
        let a = Self.storyboard(initial: "toB", scenes: scenes)
        let b = Self.storyboard(initial: "toHome", scenes: Self.reference("toHome", to: "A", scene: "toB"))
        let result = try StoryboardImporter.importFlows(from: [
            ImportInput(path: "A.storyboard", bytes: a), ImportInput(path: "B.storyboard", bytes: b),
        ])
        #expect(Self.errors(of: result).isEmpty)
    }
}
