import FlowDiagnostics
import FlowImport
import Foundation
import Testing
import TestSupport

@Suite struct StoryboardImporterTests {
    static let golden = StoryboardFixtures.folder.appendingPathComponent("Golden")

    /// Every construct of the hand-written storyboards, written out whole.
    @Test func handWrittenStoryboardsMatchTheirGoldenFlows() throws {
        let result = try StoryboardImporter.importFlows(
            from: StoryboardFixtures.inputs(["Fixtures/Main.storyboard", "Fixtures/Settings.storyboard"]))
        let text = StoryboardFixtures.texts(result).map { "=== \($0.path)\n\($0.text)" }.joined()
        try Golden.check(text + "=== summary\n" + result.summary, "constructs.txt", in: Self.golden)
        let errors = StoryboardFixtures.diagnostics(result).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func aTabBarBecomesTabsWithOneFlowPerTabAndReferencesBecomeFlowNodes() throws {
        let result = try StoryboardImporter.importFlows(
            from: StoryboardFixtures.inputs(["Fixtures/Main.storyboard", "Fixtures/Settings.storyboard"]))
        let main = try #require(result.files.first?.flows.first)
        #expect(main.entry)
        #expect(main.nodes.first?.kind == .tabs(["FeedTab", "Settings", "SettingsAccountTab"]))
        let accountTab = try #require(result.files[0].flows.first { $0.name == "SettingsAccountTab" })
        #expect(accountTab.nodes.first?.kind == .flow("Settings", start: "Account"))
    }

    @Test func segueKindsBecomeTheNearestTransitions() throws {
        let result = try StoryboardImporter.importFlows(
            from: StoryboardFixtures.inputs(["Fixtures/Main.storyboard", "Fixtures/Settings.storyboard"]))
        let feed = try #require(result.files[0].flows.first { $0.name == "FeedTab" })
        func transition(_ node: String, _ outcome: String) -> ImportedTransition? {
            feed.nodes.first { $0.name == node }?.handlers.first { $0.outcome == outcome }?.transition
        }
        #expect(transition("FeedViewController", "showItem") == .push("ItemDetail"))
        #expect(
            transition("FeedViewController", "showComposeViewController")
                == .modal("ComposeViewController", style: .fullscreen))
        #expect(
            transition("FeedViewController", "filters")
                == .modal("FiltersViewController", style: .popover, navigation: false))
        #expect(transition("EditItem", "unwindToFeedWithSegue") == .pop("FeedViewController"))
        #expect(transition("EditItem", "saved") == .back)
        #expect(transition("ComposeViewController", "cancel") == .dismiss)
        #expect(transition("ItemDetail", "openAuthor") == .push("ItemDetail"), "embedded controller's segue")
    }

    @Test func importingTwiceGivesTheSameFlows() throws {
        let inputs = try StoryboardFixtures.inputs(["Fixtures/Main.storyboard", "Fixtures/Settings.storyboard"])
        let first = try StoryboardImporter.importFlows(from: inputs)
        let second = try StoryboardImporter.importFlows(from: inputs)
        #expect(StoryboardFixtures.texts(first).map(\.text) == StoryboardFixtures.texts(second).map(\.text))
        #expect(first.summary == second.summary)
    }
}
