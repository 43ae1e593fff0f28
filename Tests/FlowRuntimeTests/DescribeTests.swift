import FlowModel
import FlowRuntime
import Testing

@Suite struct DescribeTests {
    @Test func choicesNameTheTransitionAndTheFlowANodeStarts() throws {
        let session = try ChildFlowProject.session()
        let leadsTo = Dictionary(
            uniqueKeysWithValues: session.interpreter.choices(in: session.state, context: [:])
                .map { ($0.outcome, $0.leadsTo) })
        #expect(leadsTo["edit"] == "push Editing (flow Editor)")
        #expect(leadsTo["editCover"] == "modal Editing (fullscreen, flow Editor)")
        #expect(leadsTo["editBare"] == "modal Editing (sheet, no navigation, flow Editor)")
        #expect(leadsTo["restart"] == "replace Starting (flow Editor)")
        #expect(leadsTo["back"] == "nothing")
    }

    @Test func effectsReadAsOneShortLine() {
        let screen = ScreenRef(flow: "Checkout", screen: "EditAddress", coordinator: CoordinatorID(rawValue: 1))
        #expect(
            Effect.presented(screen, style: .sheet, navigation: true).description
                == "presented EditAddress (sheet, navigation)")
        #expect(
            Effect.flowStarted(flow: "AddressEditor", parentFlow: "Checkout", node: "EditAddress").description
                == "flow AddressEditor started by Checkout.EditAddress")
        #expect(
            Effect.flowFinished(flow: "AddressEditor", outcome: "saved").description
                == "flow AddressEditor finished with saved")
        #expect(
            Effect.handledByParent(flow: "Checkout", node: "EditAddress", outcome: "saved", transition: "stay")
                .description == "Checkout.EditAddress handled saved: stay")
        #expect(
            Effect.nothingMatched(outcome: "selected").description
                == "no alternative of 'selected' matched: nothing happened")
        #expect(Effect.pushed(screen).description == "pushed EditAddress")
        #expect(Effect.sessionFinished(outcome: "done").description == "session finished with done")
    }
}
