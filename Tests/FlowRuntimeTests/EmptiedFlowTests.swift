import Testing
@testable import FlowRuntime

/// A flow whose only content was a child flow (its start is a flow node)
/// is left showing nothing when that child finishes. Its handler's `back`
/// or `dismiss` then leaves the flow: it ends with `back`, as when the user
/// leaves it, and its parent handles that. It never acts on a screen of the
/// parent beneath it.
@Suite struct EmptiedFlowTests {
    static let app = """
        flow: App
        entry: true
        start: Home
        screens:
          Home:
            on:
              mid: push Mid
              open: modal Wrapper
          Mid:
            on:
              open: push Wrapper
          Wrapper:
            flow: Wrapper
            on:
              back: stay
        """

    /// Wrapper shows nothing of its own: its start starts Inner.
    static func wrapper(handling kind: String) -> String {
        """
        flow: Wrapper
        start: InnerNode
        screens:
          InnerNode:
            flow: Inner
            on:
              up: \(kind)
        """
    }

    static let inner = """
        flow: Inner
        start: I1
        outcomes: [up]
        screens:
          I1:
            on:
              u: finish up
        """

    @Test(arguments: ["dismiss", "back"])
    func inAModalLayerTheFlowEndsWithBack(kind: String) throws {
        var session = try Session(Self.app, Self.wrapper(handling: kind), Self.inner)
        try session.emit("open")
        let effects = try session.emit("u")
        #expect(
            effects.lines == [
                "popped I1", "flow Inner finished with up", "Wrapper.InnerNode handled up: \(kind)",
                "dismissed the emptied layer that showed I1", "flow Wrapper finished with back",
                "App.Wrapper handled back: stay",
                "stayed",
            ])
        #expect(session.layers == [["Home"]])
        #expect(session.flows == ["App"])
    }

    @Test(arguments: ["dismiss", "back"])
    func pushedTheFlowEndsWithBackAndTheScreenThatPushedItStays(kind: String) throws {
        var session = try Session(Self.app, Self.wrapper(handling: kind), Self.inner)
        try session.emit("mid")
        try session.emit("open")
        let effects = try session.emit("u")
        #expect(
            effects.lines == [
                "popped I1", "flow Inner finished with up", "Wrapper.InnerNode handled up: \(kind)",
                "flow Wrapper finished with back", "App.Wrapper handled back: stay", "stayed",
            ])
        #expect(session.layers == [["Home", "Mid"]])
        #expect(session.flows == ["App"])
    }
}

/// Flows that start themselves nest one level per step; the nesting is
/// bounded so that ending them all at once cannot exhaust the stack.
@Suite struct FlowNestingTests {
    static let app = """
        flow: App
        entry: true
        start: Home
        screens:
          Home:
            on:
              open: push Sub
          Sub:
            flow: App
            on:
              back: back
        """

    @Test func nestingIsBoundedAndEndingEveryLevelAtOnceWorks() throws {
        var session = try Session(Self.app)
        for _ in 1..<Interpreter.maxFlowNesting { try session.emit("open") }
        #expect(session.flows.count == Interpreter.maxFlowNesting)
        let before = session.state
        let error = try #require(session.failure(.outcome("open", values: [:])))
        #expect(error.message.contains("would run \(Interpreter.maxFlowNesting + 1) flows inside one another"))
        #expect(session.state == before)
        // One back empties the innermost flow; each parent's `back: back`
        // then empties the next: every level ends within one step.
        let effects = try session.send(.back)
        #expect(
            effects.filter { $0.description.hasSuffix("finished with back") }.count == Interpreter.maxFlowNesting - 1)
        #expect(session.flows == ["App"])
        #expect(session.stack == ["Home"])
    }
}
