import FlowModel
import FlowRuntime
import Testing

/// `pop`, `pop NODE`, `from:` and `dismissing:` (format 2): screens go,
/// and child flows whose screens all go end without their outcome handled.
@Suite struct PopTests {
    static let app = """
        flow: App
        entry: true
        start: Front
        screens:
          Front:
            on:
              next: push Section
              menu: { modal: Menu, navigation: false }
              child: push Child
              sheet: modal Child
          Section:
            on:
              next: push Article
              top: pop
              child: push Child
          Article:
            on:
              toSection: pop Section
              toFront: pop Front
              toMissing: pop Menu
              jump: { push: Article, from: Section }
              jumpFromMissing: { push: Article, from: Menu }
          Menu:
            on:
              read: { push: Article, dismissing: true }
              open: { modal: Section, dismissing: true }
          Child:
            flow: Reader
            on:
              back: modal Menu
              done: pop
              closed: { push: Section, dismissing: true }
        ---
        flow: Reader
        start: Page
        outcomes: [done, closed]
        screens:
          Page:
            on:
              next: push Page
              home: pop Page
              all: pop
              out: finish done
              close: finish closed
              read: { push: Page, dismissing: true }
        """

    @Test func popAloneGoesBackToTheFlowsFirstScreenInTheStack() throws {
        var session = try Session(Self.app)
        try session.emit("next")
        try session.emit("next")
        #expect(try session.emit("toFront").lines == ["popped Article", "popped Section"])
        #expect(session.stack == ["Front"])
    }

    @Test func popNodeGoesBackToTheTopmostScreenOfThatNode() throws {
        var session = try Session(Self.app)
        try session.emit("next")
        try session.emit("next")
        try session.emit("jump")
        #expect(session.stack == ["Front", "Section", "Article"])
        try session.emit("toSection")
        #expect(session.stack == ["Front", "Section"])
    }

    @Test func popOnTheFlowsFirstScreenChangesNothing() throws {
        var session = try Session(Self.app)
        try session.emit("child")
        let before = session.state
        let effects = try session.emit("all")
        #expect(effects.lines == ["pop: the current screen is the first of flow Reader in this stack: nothing changed"])
        #expect(session.state == before)
    }

    @Test func popToANodeNotInTheStackIsAnErrorAndChangesNothing() throws {
        var session = try Session(Self.app)
        try session.emit("next")
        try session.emit("next")
        #expect(session.failure(.outcome("toMissing"))?.message == "pop Menu: App.Menu is not in the current stack")
        #expect(
            session.failure(.outcome("jumpFromMissing"))?.message == "from Menu: App.Menu is not in the current stack")
    }

    @Test func popWithNoScreenOfTheFlowInTheStackIsAnError() throws {
        // Wrapper shows no screen of its own: its start is a flow node.
        var session = try Session(
            """
            flow: Host
            entry: true
            start: Home
            screens:
              Home:
                on:
                  open: modal Wrapped
              Wrapped:
                flow: Wrapper
            ---
            flow: Wrapper
            start: Guest
            screens:
              Guest:
                flow: Guest
                on:
                  leave: pop
            ---
            flow: Guest
            start: G1
            outcomes: [leave]
            screens:
              G1:
                on:
                  leave: finish leave
            """)
        try session.emit("open")
        #expect(session.failure(.outcome("leave"))?.message == "pop: no screen of flow Wrapper is in the current stack")
    }

    @Test func aChildPoppingToItsFirstScreenKeepsItself() throws {
        var session = try Session(Self.app)
        try session.emit("child")
        try session.emit("next")
        try session.emit("next")
        #expect(try session.emit("all").lines == ["popped Page", "popped Page"])
        #expect(session.stack == ["Front", "Page"])
        #expect(session.flows == ["App", "Reader"])
        try session.emit("next")
        #expect(try session.emit("home").lines == ["pop Page: Page is already on top: nothing changed"])
        #expect(session.stack == ["Front", "Page", "Page"], "pop Page goes to the topmost Page")
    }

    @Test func aParentsPopAfterItsChildFinishedActsOnItsOwnScreens() throws {
        var session = try Session(Self.app)
        try session.emit("next")
        try session.emit("child")
        let effects = try session.emit("out")
        #expect(
            effects.lines == [
                "popped Page", "flow Reader finished with done", "App.Child handled done: pop", "popped Section",
            ])
        #expect(session.stack == ["Front"])
        #expect(session.flows == ["App"])
    }

    @Test func fromPopsBackThenPushes() throws {
        var session = try Session(Self.app)
        try session.emit("next")
        try session.emit("next")
        try session.emit("jump")
        #expect(session.stack == ["Front", "Section", "Article"])
        let effects = try session.emit("jump")
        #expect(effects.lines == ["popped Article", "pushed Article"])
    }

    @Test func dismissingClosesTheLayerThenRunsTheTransitionBelow() throws {
        var session = try Session(Self.app)
        try session.emit("menu")
        #expect(try session.emit("read").lines == ["dismissed the layer showing Menu", "pushed Article"])
        #expect(session.layers == [["Front", "Article"]])
        try session.send(.back)
        try session.emit("menu")
        try session.emit("open")
        #expect(session.layers == [["Front"], ["Section"]])
    }

    @Test func dismissingALayerThisFlowDidNotPresentIsAnError() throws {
        var session = try Session(Self.app)
        try session.emit("sheet")
        #expect(
            session.failure(.outcome("read"))?.message
                == "dismissing: the layer showing Reader.Page was not presented by flow Reader")
    }

    @Test func dismissingOutsideAModalLayerIsAnError() throws {
        var session = try Session(Self.app)
        try session.emit("child")
        #expect(session.failure(.outcome("read"))?.message == "dismissing: the current screen is in no modal layer")
    }

    @Test func dismissingInAHandlerClosesTheLayerTheChildEmptied() throws {
        var session = try Session(Self.app)
        try session.emit("sheet")
        try session.emit("next")
        // The child finishes; the parent's handler dismisses the layer the
        // child emptied (its own `push` would have filled it), then pushes below.
        let effects = try session.emit("close")
        #expect(effects.lines.contains("dismissed the emptied layer that showed Page"))
        #expect(session.layers == [["Front", "Section"]])
        #expect(session.flows == ["App"])
    }
}
