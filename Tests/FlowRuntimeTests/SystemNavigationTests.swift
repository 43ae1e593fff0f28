import FlowModel
import FlowRuntime
import Testing

@Suite struct SystemNavigationTests {
    static let app = """
        flow: App
        entry: true
        start: Home
        screens:
          Home:
            on:
              sheet: modal Plain
              cover: { modal: Plain, style: fullscreen }
              pop: { modal: Plain, style: popover }
              coverGuarded: { modal: Guarded, style: fullscreen }
              edit: push Editor
          Plain:
            on:
              next: push Plain
          Guarded:
            on:
              dismiss: dismiss
          Editor:
            on:
              back: modal ConfirmDiscard
              dismiss: modal ConfirmDiscard
              save: back
          ConfirmDiscard:
            on:
              discard: dismiss
        """

    @Test(arguments: ["sheet", "pop"])
    func sheetsAndPopoversCanBeSwipedAway(outcome: String) throws {
        var session = try Session(Self.app)
        try session.emit(outcome)
        try session.emit("next")
        #expect(try session.send(.dismiss).lines == ["dismissed the layer showing Plain"])
        #expect(session.layers == [["Home"]])
    }

    @Test func aFullscreenLayerIgnoresTheSwipe() throws {
        var session = try Session(Self.app)
        try session.emit("cover")
        let before = session.state
        #expect(try session.send(.dismiss) == [.ignored("a fullscreen layer cannot be swiped away")])
        #expect(session.state == before)
    }

    @Test func aFullscreenScreenThatMapsDismissIsDismissed() throws {
        var session = try Session(Self.app)
        try session.emit("coverGuarded")
        try session.send(.dismiss)
        #expect(session.layers == [["Home"]])
    }

    @Test func systemDismissOnTheRootStackDoesNothing() throws {
        var session = try Session(Self.app)
        #expect(try session.send(.dismiss) == [.ignored("dismiss outside a modal layer does nothing")])
    }

    @Test func systemBackPopsOrDismisses() throws {
        var session = try Session(Self.app)
        try session.emit("sheet")
        try session.emit("next")
        #expect(try session.send(.back).lines == ["popped Plain"])
        #expect(try session.send(.back).lines == ["dismissed the layer showing Plain"])
        #expect(session.layers == [["Home"]])
    }

    @Test(arguments: [Event.back, .dismiss, .outcome("back"), .outcome("dismiss")])
    func aScreenOverridesSystemNavigation(event: Event) throws {
        var session = try Session(Self.app)
        try session.emit("edit")
        try session.send(event)
        #expect(session.layers == [["Home", "Editor"], ["ConfirmDiscard"]])
    }

    @Test func anAuthoredBackStillWorksWhenSystemBackIsOverridden() throws {
        var session = try Session(Self.app)
        try session.emit("edit")
        try session.emit("save")
        #expect(session.layers == [["Home"]])
    }

    @Test func outcomesBackAndDismissAreTheSystemEventsOnAScreenThatDoesNotMapThem() throws {
        var session = try Session(Self.app)
        try session.emit("sheet")
        try session.emit("dismiss")
        #expect(session.layers == [["Home"]])
    }
}
