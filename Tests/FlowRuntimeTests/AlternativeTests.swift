import FlowModel
import FlowRuntime
import Testing

@Suite struct AlternativeTests {
    static let app = """
        flow: App
        entry: true
        start: List
        screens:
          List:
            on:
              selected:
                - { when: { idiom: pad }, push: Detail }
                - { when: { text: [modal, sheet] }, modal: Detail }
                - stay
              strict:
                - { when: { idiom: pad }, push: Detail }
              pick: push Picking
          Detail:
          Picking:
            flow: Picker
            on:
              picked:
                - { when: { mode: push }, push: Detail }
                - stay
        ---
        flow: Picker
        start: P1
        outcomes: [picked]
        screens:
          P1:
            on:
              choose: finish picked
        """

    @Test(
        arguments: [
            ([:], [:], [["List"]]),
            (["idiom": "pad"], [:], [["List", "Detail"]]),
            (["idiom": "phone"], ["text": "sheet"], [["List"], ["Detail"]]),
            // Values win over the context.
            (["idiom": "pad"], ["idiom": "phone", "text": "modal"], [["List"], ["Detail"]]),
            (["idiom": "phone"], ["idiom": "pad"], [["List", "Detail"]]),
        ] as [([String: String], [String: String], [[String]])])
    func theFirstMatchingAlternativeIsTaken(
        context: [String: String], values: [String: String],
        layers: [[String]]
    ) throws {
        var session = try Session(Self.app)
        session.context = context
        try session.emit("selected", values)
        #expect(session.layers == layers)
    }

    @Test func noMatchingAlternativeDoesNothing() throws {
        var session = try Session(Self.app)
        let before = session.state
        #expect(try session.emit("strict") == [.nothingMatched(outcome: "strict")])
        #expect(session.state == before)
    }

    @Test func valuesHoldForTheParentsHandlerInTheSameStep() throws {
        var session = try Session(Self.app)
        try session.emit("pick")
        try session.emit("choose", ["mode": "push"])
        #expect(session.layers == [["List", "Detail"]])
    }

    @Test func valuesAreNotKeptAfterTheStep() throws {
        var session = try Session(Self.app)
        try session.emit("selected", ["idiom": "pad"])
        try session.send(.back)
        try session.emit("pick")
        try session.emit("choose")
        #expect(session.layers == [["List"]])
    }

    @Test func choicesFollowTheContext() throws {
        var session = try Session(Self.app)
        session.context = ["idiom": "pad"]
        let choices = session.interpreter.choices(in: session.state, context: session.context)
        #expect(choices.map(\.outcome) == ["selected", "strict", "pick", "back", "dismiss"])
        #expect(
            choices.map(\.leadsTo) == [
                "push Detail", "push Detail", "push Picking (flow Picker)",
                "nothing", "nothing",
            ])
        #expect(choices.map(\.isSystem) == [false, false, false, true, true])
        let plain = session.interpreter.choices(in: session.state, context: [:])
        #expect(plain[0].leadsTo == "stay")
        #expect(plain[1].leadsTo == "nothing (no alternative matches)")
    }
}
