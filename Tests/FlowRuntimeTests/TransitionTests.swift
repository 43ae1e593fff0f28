import FlowModel
import FlowRuntime
import Testing

/// One test per row of the transition table, in the entry flow.
@Suite struct TransitionTests {
    static let app = """
        flow: App
        entry: true
        start: Home
        outcomes: [done]
        screens:
          Home:
            on:
              open: push Detail
              sheet: modal Detail
              cover: { modal: Detail, style: fullscreen }
              pop: { modal: Detail, style: popover }
              alert: { modal: Alert, navigation: false }
              wait: stay
              quit: finish done
          Detail:
            on:
              more: push More
              edit: modal More
              restart: replace Home
              close: dismiss
              up: back
          More:
            on:
              restart: replace Fresh
              up: back
              close: dismiss
          Fresh:
          Alert:
            on:
              ok: dismiss
              more: push More
        """

    @Test func pushGoesOntoTheCurrentStack() throws {
        var session = try Session(Self.app)
        let effects = try session.emit("open")
        #expect(session.stack == ["Home", "Detail"])
        #expect(session.state.layers.count == 1)
        #expect(effects.lines == ["pushed Detail"])
        #expect(
            session.state.current == ScreenRef(flow: "App", screen: "Detail", coordinator: CoordinatorID(rawValue: 0)))
    }

    @Test(arguments: [
        ("sheet", ModalStyle.sheet, true),
        ("cover", .fullscreen, true),
        ("pop", .popover, true),
        ("alert", .sheet, false),
    ])
    func modalPresentsANewLayer(outcome: String, style: ModalStyle, navigation: Bool) throws {
        var session = try Session(Self.app)
        let effects = try session.emit(outcome)
        #expect(session.state.layers.count == 2)
        let top = try #require(session.state.layers.last)
        #expect(top.style == style)
        #expect(top.hasNavigation == navigation)
        #expect(session.layers == [["Home"], [navigation ? "Detail" : "Alert"]])
        #expect(effects == [.presented(try #require(session.state.current), style: style, navigation: navigation)])
    }

    @Test func modalStacksAboveModal() throws {
        var session = try Session(Self.app)
        try session.emit("sheet")
        try session.emit("more")
        #expect(session.layers == [["Home"], ["Detail", "More"]])
    }

    @Test func replaceTakesThePlaceOfAllTheFlowsScreens() throws {
        var session = try Session(Self.app)
        try session.emit("open")
        try session.emit("more")
        let effects = try session.emit("restart")
        #expect(session.layers == [["Fresh"]])
        #expect(effects.lines == ["replaced with Fresh"])
    }

    @Test func replaceFromAModalTheFlowPresentedDismissesItAndResetsTheHomeStack() throws {
        var session = try Session(Self.app)
        try session.emit("open")
        try session.emit("edit")
        #expect(session.layers == [["Home", "Detail"], ["More"]])
        let effects = try session.emit("restart")
        #expect(session.layers == [["Fresh"]])
        #expect(effects.lines == ["dismissed the layer showing More", "replaced with Fresh"])
    }

    @Test func finishInTheEntryFlowEndsTheSession() throws {
        var session = try Session(Self.app)
        let effects = try session.emit("quit")
        #expect(session.state.finishedOutcome == "done")
        #expect(effects == [.sessionFinished(outcome: "done")])
        #expect(session.interpreter.choices(in: session.state, context: [:]).isEmpty)
        let error = try #require(session.failure(.outcome("open")))
        #expect(error.message.contains("finished"))
        #expect(session.failure(.back) != nil)
    }

    @Test func backPopsTheCurrentScreen() throws {
        var session = try Session(Self.app)
        try session.emit("open")
        try session.emit("more")
        #expect(try session.emit("up").lines == ["popped More"])
        #expect(session.stack == ["Home", "Detail"])
    }

    @Test func backOnTheOnlyScreenOfAModalLayerDismissesIt() throws {
        var session = try Session(Self.app)
        try session.emit("sheet")
        #expect(try session.emit("up").lines == ["dismissed the layer showing Detail"])
        #expect(session.layers == [["Home"]])
    }

    @Test func backOnTheRootScreenDoesNothing() throws {
        var session = try Session(Self.app)
        let before = session.state
        #expect(try session.send(.back) == [.ignored("back on the root screen does nothing")])
        #expect(session.state == before)
    }

    @Test func dismissRemovesTheWholeLayer() throws {
        var session = try Session(Self.app)
        try session.emit("sheet")
        try session.emit("more")
        let effects = try session.emit("close")
        #expect(effects.lines == ["dismissed the layer showing More"])
        #expect(session.layers == [["Home"]])
    }

    @Test func dismissOutsideAModalLayerDoesNothing() throws {
        var session = try Session(Self.app)
        try session.emit("open")
        let before = session.state
        #expect(try session.emit("close") == [.ignored("dismiss outside a modal layer does nothing")])
        #expect(session.state == before)
    }

    @Test func stayChangesNothing() throws {
        var session = try Session(Self.app)
        let before = session.state
        #expect(try session.emit("wait") == [.stayed])
        #expect(session.state == before)
    }

    @Test func pushInALayerWithoutNavigationIsAnErrorAndKeepsTheState() throws {
        var session = try Session(Self.app)
        try session.emit("alert")
        let error = try #require(session.failure(.outcome("more")))
        #expect(error.message.contains("no navigation stack"))
        // Dismissing still works from the bare layer.
        try session.emit("ok")
        #expect(session.layers == [["Home"]])
    }
}
