import FlowDiagnostics
@testable import FlowLoading
import FlowModel
import Foundation
import TestSupport
import Testing

/// Every fixture in `Fixtures/trigger` must produce exactly the diagnostics
/// its `# expect:` lines name; every one in `Fixtures/clean` must produce none.
@Suite struct DecoderFixtureTests {
    @Test(arguments: Fixtures.names("trigger"))
    func triggers(_ name: String) throws {
        let path = Fixtures.path("trigger", name)
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        let expectations = FixtureExpectation.parse(text)
        try #require(!expectations.isEmpty, "fixture \(name) has no '# expect:' line")
        let diagnostics = try ProjectLoader.load(paths: [path]).diagnostics
        var unmatched = diagnostics
        for expectation in expectations {
            let index = unmatched.firstIndex(where: expectation.matches)
            #expect(index != nil, "\(name): expected \(expectation), got \(render(diagnostics))")
            if let index { unmatched.remove(at: index) }
        }
        #expect(unmatched.isEmpty, "\(name): unexpected \(render(unmatched))")
    }

    @Test(arguments: Fixtures.names("clean"))
    func clean(_ name: String) throws {
        let loaded = try ProjectLoader.load(paths: [Fixtures.path("clean", name)])
        #expect(loaded.diagnostics.isEmpty, "\(name): \(render(loaded.diagnostics))")
    }

    @Test func cleanFixturesDecodeToTheExpectedModel() throws {
        let project = try ProjectLoader.load(paths: [Fixtures.path("clean", "full.yaml")]).project
        #expect(project.flows.map(\.name) == ["Checkout", "AddressEditor"])
        let checkout = try #require(project.flow(named: "Checkout"))
        #expect(checkout.entry == true)
        #expect(checkout.outcomes.map(\.name) == ["completed", "cancelled", "on", "yes"])
        #expect(checkout.start.name == "Cart")
        let cart = try #require(checkout.node(named: "Cart"))
        #expect(cart.handlers.map(\.outcome) == ["proceed", "close", "yes", "on"])
        let edit = try #require(
            checkout.node(named: "Shipping")?.handler(for: "editAddress")?.alternatives.first?.transition)
        #expect(edit.kind == .modal && edit.style == .fullscreen && edit.hasNavigation)
        let failed = try #require(
            checkout.node(named: "Payment")?.handler(for: "failed")?.alternatives.first?.transition)
        #expect(failed.kind == .modal && !failed.hasNavigation && failed.style == .sheet)
        let chosen = try #require(checkout.node(named: "Payment")?.handler(for: "chosen"))
        #expect(chosen.isList && chosen.alternatives.map(\.transition.kind) == [.push, .modal, .dismiss, .back, .stay])
        #expect(chosen.alternatives[1].when?.first?.values == ["modal", "sheet"])
        #expect(chosen.alternatives[2].when == [])
        #expect(chosen.alternatives[4].when == nil)
        #expect(checkout.node(named: "EditAddress")?.childFlow?.name == "AddressEditor")
        #expect(project.flow(named: "AddressEditor")?.entry == false)
    }

    @Test func locationsPointAtKeysAndValues() throws {
        let loaded = ProjectLoader.load(sources: [
            ("f.yaml", "flow: A\nstart: S\nscreens:\n  S:\n    on:\n      go: push S\n")
        ])
        let flow = try #require(loaded.project.flow(named: "A"))
        #expect(flow.location.line == 1 && flow.location.column == 7)
        #expect(flow.start.location.line == 2 && flow.start.location.column == 8)
        let node = flow.nodes[0]
        #expect(node.location.line == 4 && node.location.column == 3)
        let transition = node.handlers[0].alternatives[0].transition
        #expect(transition.location.line == 6 && transition.location.column == 11)
    }

    /// A bad or misplaced option is reported and left out; the transition
    /// stays, with the option's default. Two kinds leave nothing to keep.
    @Test(arguments: [
        ("{ modal: S, stlye: fullscreen }", TransitionKind.modal, ModalStyle.sheet, true),
        ("{ modal: S, style: card, navigation: false }", .modal, .sheet, false),
        ("{ modal: S, style: popover, navigation: maybe }", .modal, .popover, true),
        ("{ push: S, style: fullscreen, navigation: false }", .push, .sheet, true),
    ])
    func aTransitionWithABadOptionIsKeptWithoutIt(
        _ written: String, kind: TransitionKind, style: ModalStyle, hasNavigation: Bool
    ) throws {
        let text = "flow: A\nstart: S\nscreens:\n  S:\n    on:\n      go: \(written)\n"
        let loaded = ProjectLoader.load(sources: [("f.yaml", text)])
        #expect(!loaded.diagnostics.isEmpty && loaded.diagnostics.allSatisfy { $0.rule == "schema" })
        let handler = try #require(loaded.project.flow(named: "A")?.node(named: "S")?.handler(for: "go"))
        let transition = try #require(handler.alternatives.first?.transition)
        #expect(handler.alternatives.count == 1)
        #expect(transition.kind == kind && transition.target == "S")
        #expect(transition.style == style && transition.hasNavigation == hasNavigation)
    }

    @Test func twoKindsInOneTransitionKeepNeither() throws {
        let text = "flow: A\nstart: S\nscreens:\n  S:\n    on:\n      go: { push: S, modal: S }\n"
        let loaded = ProjectLoader.load(sources: [("f.yaml", text)])
        let handler = try #require(loaded.project.flow(named: "A")?.node(named: "S")?.handler(for: "go"))
        #expect(handler.alternatives.isEmpty)
        #expect(loaded.diagnostics.map(\.rule) == ["schema"])
    }

    @Test func anchorsShareTheirContent() throws {
        let project = try ProjectLoader.load(paths: [Fixtures.path("clean", "anchors.yaml")]).project
        let flow = try #require(project.flow(named: "Anchored"))
        #expect(flow.node(named: "T")?.handlers.map(\.outcome) == ["help", "back"])
    }

    @Test func coreTagsDecideHowAScalarReads() throws {
        let project = try ProjectLoader.load(paths: [Fixtures.path("clean", "core-tags.yaml")]).project
        let flow = try #require(project.flow(named: "Tagged"))
        #expect(flow.entry == true)
        #expect(flow.description == "null")
        #expect(flow.node(named: "S")?.description == "ignored tag")
    }

    @Test func namesAreReadAsWritten() throws {
        let project = try ProjectLoader.load(paths: [Fixtures.path("clean", "names-as-written.yaml")]).project
        let flow = try #require(project.flow(named: "A"))
        #expect(flow.start.name == "null")
        #expect(flow.outcomes.map(\.name) == ["Null"])
        #expect(flow.nodes.map(\.name) == ["null", "yes"])
        let handlers = try #require(flow.node(named: "null")).handlers
        #expect(handlers.map(\.outcome) == ["a", "b", "c", "d", "e"])
        #expect(handlers.map { $0.alternatives.first?.transition.target } == ["yes", "Null", "yes", "yes", "yes"])
        let conditions = handlers[4].alternatives.first?.when
        #expect(conditions?.map(\.variable) == ["idiom"])
        #expect(conditions?.first.map { Array($0.values) } == ["null"])
    }

    /// A file reports its first thousand problems, then how many more it
    /// has: memory stays bounded by what is shown, not by the file.
    @Test func aFileReportsAtMostAThousandProblems() {
        let text = String(repeating: "--- {}\n", count: 500)
        let diagnostics = ProjectLoader.load(sources: [("f.yaml", text)]).diagnostics
        #expect(diagnostics.count == 1_001)
        #expect(
            diagnostics.last?.message
                == "500 more problems in this file are not shown (nor counted below): fix the 1000 shown and run again")
        #expect(diagnostics.last?.location.line == 334)
        // Duplicate keys are found first, so past the cap they are kept.
        let duplicated = "a: 1\na: 2\n" + String(repeating: "--- {}\n", count: 500)
        let capped = ProjectLoader.load(sources: [("f.yaml", duplicated)]).diagnostics
        #expect(capped.contains { $0.rule == "duplicate-key" })
        #expect(capped.count == 1_001)
        let fewer = ProjectLoader.load(sources: [("f.yaml", String(repeating: "--- {}\n", count: 333))]).diagnostics
        #expect(fewer.count == 999 && !fewer.contains { $0.message.contains("more problems") })
    }

    func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule) \($0.message)" }.joined(separator: "\n")
    }
}
