import FlowModel
import FlowRuntime
import Testing

/// A sheet holding a child flow's screen and, above it, a grandchild's: one
/// swipe empties both, and only the outermost ends.
@Suite struct OutermostChildTests {
    static let flows = """
        flow: App
        entry: true
        start: Home
        screens:
          Home:
            on:
              open: modal Middling
          Middling:
            flow: Middle
            on:
              back: push Left
              done: stay
          Left:
        ---
        flow: Middle
        start: M1
        outcomes: [done]
        screens:
          M1:
            on:
              deeper: push Sub
              restart: replace Sub
          Sub:
            flow: Leaf
            on:
              back: push Never
              finished: stay
          Never:
        ---
        flow: Leaf
        start: L1
        outcomes: [finished]
        screens:
          L1:
            on:
              end: finish finished
        """

    @Test func swipingAwayASheetWithAChildAndAGrandchildEndsOnlyTheChild() throws {
        var session = try Session(Self.flows)
        try session.emit("open")
        try session.emit("deeper")
        #expect(session.layers == [["Home"], ["M1", "L1"]])
        #expect(session.flows == ["App", "Middle", "Leaf"])
        let effects = try session.send(.dismiss)
        #expect(
            effects.lines == [
                "dismissed the layer showing L1", "flow Middle finished with back",
                "App.Middling handled back: push Left", "pushed Left",
            ])
        #expect(session.flows == ["App"])
        #expect(session.layers == [["Home", "Left"]])
    }

    @Test func backOnTheGrandchildEndsOnlyTheGrandchildWhenTheChildStillShowsAScreen() throws {
        var session = try Session(Self.flows)
        try session.emit("open")
        try session.emit("deeper")
        let effects = try session.send(.back)
        #expect(
            effects.lines == [
                "popped L1", "flow Leaf finished with back", "Middle.Sub handled back: push Never", "pushed Never",
            ])
        #expect(session.layers == [["Home"], ["M1", "Never"]])
        #expect(session.flows == ["App", "Middle"])
    }

    @Test func aChildLeftShowingNothingIsAnError() throws {
        var session = try Session(Self.flows)
        try session.emit("open")
        try session.emit("restart")
        #expect(session.layers == [["Home"], ["L1"]])
        #expect(session.flows == ["App", "Middle", "Leaf"])
        let error = try #require(session.failure(.outcome("end")))
        #expect(error.message == "the step would leave flow Middle running with no screen shown")
    }
}
