import FlowDiagnostics
import FlowImport
import Testing

/// Storyboards of open-source apps (Real/*/SOURCES.md): each imports into
/// flows that validate without errors, the same bytes every time.
@Suite struct RealStoryboardTests {
    static let apps = ["Eureka", "IQKeyboardManager", "Loop", "NetNewsWire", "RxSwift"]

    @Test(arguments: apps) func importsIntoFlowsWithoutErrors(app: String) throws {
        let inputs = try StoryboardFixtures.realApp(app)
        let result = try StoryboardImporter.importFlows(from: inputs)
        #expect(result.files.count == inputs.count)
        let errors = StoryboardFixtures.diagnostics(result).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
        let again = try StoryboardImporter.importFlows(from: inputs)
        #expect(StoryboardFixtures.texts(result).map(\.text) == StoryboardFixtures.texts(again).map(\.text))
    }

    /// The apps together hold at least 150 scenes, every one a node or
    /// folded into one (navigation controllers, embedded controllers).
    @Test func theAppsHoldAtLeast150Scenes() throws {
        var scenes = 0
        var nodes = 0
        for app in Self.apps {
            let inputs = try StoryboardFixtures.realApp(app)
            scenes += inputs.reduce(0) {
                $0 + String(decoding: $1.bytes, as: UTF8.self).components(separatedBy: "<scene ").count - 1
            }
            let result = try StoryboardImporter.importFlows(from: inputs)
            nodes += result.files.reduce(0) { $0 + $1.flows.reduce(0) { $0 + $1.nodes.count } }
        }
        #expect(scenes >= 150)
        #expect(nodes >= 130)
    }
}
