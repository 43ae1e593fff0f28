import FlowRuntime
import Testing

/// Data along transitions at run time: what each shown node and flow holds.
@Suite struct ValueTests {
    static let project = """
        flow: App
        entry: true
        inputs: { userId: UserID }
        start: List
        screens:
          List:
            inputs: { userId: UserID }
            outputs:
              open: { itemId: ItemID }
            on:
              open:
                - { when: { itemId: special }, push: Special }
                - push: Detail
              tabs: replace Main
          Detail:
            inputs: { itemId: ItemID, userId: UserID }
            on:
              edit: modal Edit
          Special:
            inputs: { itemId: ItemID }
          Edit:
            flow: Editor
            on:
              saved: push Saved
              back: stay
          Saved:
            inputs: { version: Int, itemId: ItemID }
          Main:
            tabs: [A, B]
        ---
        flow: Editor
        inputs: { itemId: ItemID }
        outcomes:
          saved: { version: Int }
        start: Form
        screens:
          Form:
            inputs: { itemId: ItemID }
            outputs:
              save: { version: Int }
            on:
              save: finish saved
        ---
        flow: A
        inputs: { userId: UserID }
        start: Page
        screens:
          Page:
            inputs: { userId: UserID }
        ---
        flow: B
        start: Other
        screens:
          Other:
        """

    @Test func theRootFlowTakesItsInputsFromTheContext() throws {
        let session = try Session(Self.project, context: ["userId": "u1", "mood": "fine"])
        #expect(session.state.coordinators[0].values == ["userId": "u1"])
        #expect(session.state.current?.values == ["userId": "u1"])
    }

    @Test func aScreenPicksItsInputsFromWhatTheTransitionHas() throws {
        var session = try Session(Self.project, context: ["userId": "u1"])
        try session.emit("open", ["itemId": "7", "extra": "x"])
        // The payload, the screen's values and the flow's; `extra` is no
        // part of the payload and is not handed on.
        #expect(session.state.current?.values == ["itemId": "7", "userId": "u1"])
    }

    @Test func aPayloadValueIsAnOutcomeValueForWhen() throws {
        var session = try Session(Self.project, context: ["userId": "u1"])
        try session.emit("open", ["itemId": "special"])
        #expect(session.screen == "Special")
    }

    @Test func aChildFlowTakesItsInputsAndItsPayloadReachesTheParent() throws {
        var session = try Session(Self.project, context: ["userId": "u1"])
        try session.emit("open", ["itemId": "7"])
        try session.emit("edit")
        #expect(session.state.coordinators.last?.values == ["itemId": "7"])
        #expect(session.state.current?.values == ["itemId": "7"])
        try session.emit("save", ["version": "3"])
        // The handler has the payload, the flow node's inputs (the child's)
        // and the parent's own values.
        #expect(session.screen == "Saved")
        #expect(session.state.current?.values == ["version": "3", "itemId": "7"])
    }

    @Test func anOutcomeWithoutItsPayloadIsRefused() throws {
        let session = try Session(Self.project, context: ["userId": "u1"])
        let error = session.failure(.outcome("open", values: ["itemid": "7"]))
        #expect(
            error?.message
                == "outcome 'open' carries itemId (ItemID): give it with the outcome, as in 'open itemId=...'")
    }

    @Test func eachTabFlowPicksItsInputs() throws {
        var session = try Session(Self.project, context: ["userId": "u1"])
        try session.emit("tabs")
        let tabs = session.state.coordinators.filter { $0.startedBy == "Main" }
        #expect(tabs.map(\.values) == [["userId": "u1"], [:]])
        #expect(session.state.current?.values == ["userId": "u1"])
    }
}
