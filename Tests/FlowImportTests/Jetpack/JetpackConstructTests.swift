import FlowImport
import Testing
import TestSupport

/// Small hand-written graphs, one per construct: each imports to the
/// flows in its golden file, and those validate without errors.
@Suite struct JetpackConstructTests {
    @Test(arguments: [
        ["basic.xml"], ["dialogs.xml"], ["popupto.xml"], ["nested.xml"], ["include_main.xml", "include_settings.xml"],
        ["arguments.xml"], ["deeplinks.xml"], ["names.xml"],
    ])
    func importsAsInItsGoldenFile(files: [String]) throws {
        let checked = try JetpackTestSupport.importAndCheck(
            files.map { try JetpackTestSupport.input("Fixtures/\($0)") })
        #expect(checked.errors.isEmpty, "\(checked.errors.map(\.message))\n\(checked.transcript)")
        let name = files[0].replacingOccurrences(of: ".xml", with: ".txt")
        try Golden.check(checked.transcript, "Jetpack/\(name)")
    }

    @Test func anActionToAParentDestinationLeavesTheNestedFlowWithItsValues() throws {
        let checked = try JetpackTestSupport.importAndCheck([try JetpackTestSupport.input("Fixtures/nested.xml")])
        let flows = checked.result.files[0].flows
        let payment = try #require(flows.first { $0.name == "PaymentGraph" })
        #expect(payment.payloads.contains { $0.outcome == "toOrder" && $0.values.map(\.name) == ["orderId"] })
        let checkout = try #require(flows.first { $0.name == "CheckoutGraph" })
        let node = try #require(checkout.nodes.first { $0.name == "PaymentGraph" })
        #expect(node.handlers.contains { $0.outcome == "toOrder" && $0.transition == .finish("toOrder") })
        let app = try #require(flows.first { $0.name == "AppGraph" })
        let checkoutNode = try #require(app.nodes.first { $0.name == "CheckoutGraph" })
        #expect(
            checkoutNode.handlers.contains {
                $0.outcome == "toOrder"
                    && $0.transition == .pushing("OrderFragment", from: "HomeFragment", dismissing: false)
            })
        #expect(checkoutNode.handlers.contains { $0.outcome == "globalCancel" && $0.transition == .stay })
    }

    @Test func popUpToBecomesPopFromOrReplace() throws {
        let checked = try JetpackTestSupport.importAndCheck([try JetpackTestSupport.input("Fixtures/popupto.xml")])
        let flow = checked.result.files[0].flows[0]
        func transition(_ node: String, _ outcome: String) -> ImportedTransition? {
            flow.nodes.first { $0.name == node }?.handlers.first { $0.outcome == outcome }?.transition
        }
        #expect(transition("Splash", "toHome") == .replace("Home"))
        #expect(transition("A", "toBClearing") == .pushing("B", from: "Home", dismissing: false))
        #expect(transition("A", "aRestart") == .replace("Home"))
        #expect(transition("B", "toHome") == .pop("Home"))
        #expect(transition("B", "bClose") == .back)
        #expect(transition("B", "bQuit") == .finish("bQuit"))
        #expect(transition("B", "bNothing") == .stay)
        #expect(flow.outcomes == ["bQuit"])
    }

    @Test func aDialogClosesBeforeItPushes() throws {
        let checked = try JetpackTestSupport.importAndCheck([try JetpackTestSupport.input("Fixtures/dialogs.xml")])
        let dialog = try #require(checked.result.files[0].flows[0].nodes.first { $0.name == "ConfirmDialog" })
        #expect(dialog.handlers.contains { $0.outcome == "back" && $0.transition == .back })
        #expect(dialog.handlers.contains { $0.transition == .pushing("SettingsFragment", from: nil, dismissing: true) })
        #expect(dialog.handlers.contains { $0.transition == .modal("OtherDialog", navigation: false) })
    }

    @Test func importingTwiceGivesTheSameBytes() throws {
        let inputs = try ["include_main.xml", "include_settings.xml"].map {
            try JetpackTestSupport.input("Fixtures/\($0)")
        }
        let first = try JetpackTestSupport.importAndCheck(inputs).transcript
        let second = try JetpackTestSupport.importAndCheck(inputs).transcript
        #expect(first == second)
    }
}
