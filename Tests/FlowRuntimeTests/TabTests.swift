import FlowModel
import FlowRuntime
import Testing

/// Tab bars (format 2): one live stack per tab, the `tab` event, and a tab
/// flow's `finish` ending the whole tab bar before the tabs node's handler.
@Suite struct TabTests {
    static let app = """
        flow: App
        entry: true
        start: Main
        screens:
          Main:
            tabs: [Feed, Profile]
            on:
              signedOut: replace Welcome
          Welcome:
            on:
              signIn: replace Main
              present: modal Main
              pushTabs: push Main
              visit: push Visit
          Visit:
            flow: Visitor
            on:
              back: stay
        ---
        flow: Feed
        start: List
        outcomes: [signedOut]
        screens:
          List:
            on:
              open: push Detail
              compose: modal Composer
              article: push Article
          Detail:
            on:
              more: push Detail
          Composer:
            on:
              send: dismiss
          Article:
            flow: Reader
            on:
              back: stay
              done: back
        ---
        flow: Profile
        start: Me
        outcomes: [signedOut]
        screens:
          Me:
            on:
              signOut: finish signedOut
              edit: push Edit
          Edit:
            on:
              save: back
        ---
        flow: Reader
        start: Page
        outcomes: [done]
        screens:
          Page:
            on:
              next: push Page
              close: finish done
        ---
        flow: Visitor
        start: Door
        screens:
          Door:
            on:
              tabsHere: replace Hall
          Hall:
            tabs: [Profile]
        """

    @Test func showingATabBarStartsEveryTabFlowInOrderEachWithItsOwnStack() throws {
        let session = try Session(Self.app)
        #expect(session.flows == ["App", "Feed", "Profile"])
        #expect(session.tabStacks == [["List"], ["Me"]])
        #expect(session.selectedTab == "Feed")
        #expect(session.screen == "List")
        #expect(session.stack == ["List"])
        #expect(session.state.layers.count == 1)
    }

    @Test func pushActsOnTheSelectedTabAndEachTabKeepsItsStack() throws {
        var session = try Session(Self.app)
        try session.emit("open")
        try session.emit("more")
        #expect(try session.send(.tab(.flow("Profile"))).lines == ["selected tab Profile"])
        try session.emit("edit")
        #expect(session.tabStacks == [["List", "Detail", "Detail"], ["Me", "Edit"]])
        try session.send(.tab(.position(1)))
        #expect(session.screen == "Detail")
        #expect(session.stack == ["List", "Detail", "Detail"])
    }

    @Test func selectingTheSelectedTabPopsItToItsFirstScreen() throws {
        var session = try Session(Self.app)
        try session.emit("open")
        try session.emit("more")
        #expect(try session.send(.tab(.flow("Feed"))).lines == ["popped Detail", "popped Detail"])
        #expect(session.stack == ["List"])
        #expect(try session.send(.tab(.flow("Feed"))).lines == ["tab Feed already shows its first screen"])
    }

    @Test func aReselectEndsTheChildFlowsItRemovesWithBack() throws {
        var session = try Session(Self.app)
        try session.emit("article")
        try session.emit("next")
        let effects = try session.send(.tab(.position(1)))
        #expect(
            effects.lines == [
                "popped Page", "popped Page", "flow Reader finished with back", "Feed.Article handled back: stay",
                "stayed",
            ])
        #expect(session.flows == ["App", "Feed", "Profile"])
    }

    @Test func tabIsAnErrorWhileAModalCoversTheTabBar() throws {
        var session = try Session(Self.app)
        try session.emit("compose")
        #expect(session.state.layers.count == 2, "a modal from inside a tab covers the whole tab bar")
        #expect(session.failure(.tab(.flow("Profile")))?.message.contains("a modal layer covers the tab bar") == true)
        try session.emit("send")
        try session.send(.tab(.flow("Profile")))
        #expect(session.screen == "Me")
    }

    @Test func unknownTabsAreErrorsWithASuggestion() throws {
        let session = try Session(Self.app)
        #expect(session.failure(.tab(.flow("Profil")))?.suggestion == "Profile")
        #expect(session.failure(.tab(.position(3)))?.message == "tab 3: the tab bar App.Main has tabs 1 to 2")
        #expect(session.failure(.tab(.position(0))) != nil)
    }

    @Test func tabWithNoTabBarIsAnError() throws {
        let session = try Session(Self.app, flow: "Profile")
        #expect(session.failure(.tab(.position(1)))?.message == "tab: no tab bar is shown")
    }

    @Test func backOnTheFirstScreenOfATabDoesNothing() throws {
        var session = try Session(Self.app)
        let before = session.state
        #expect(try session.send(.back).lines == ["back on the first screen of a tab does nothing"])
        #expect(session.state == before)
    }

    @Test func aTabFlowsFinishEndsTheWholeTabBarBeforeTheHandlerRuns() throws {
        var session = try Session(Self.app)
        try session.emit("article")
        try session.send(.tab(.flow("Profile")))
        let effects = try session.emit("signOut")
        #expect(
            effects.lines == [
                "closed the tab bar App.Main with every tab's stack", "flow Feed ended without an outcome",
                "flow Profile finished with signedOut", "App.Main handled signedOut: replace Welcome",
                "replaced with Welcome",
            ])
        #expect(session.flows == ["App"])
        #expect(session.layers == [["Welcome"]])
    }

    @Test func aTabBarInAModalLayerGoesWhenTheLayerIsSwipedAway() throws {
        var session = try Session(Self.app)
        try session.send(.tab(.flow("Profile")))
        try session.emit("signOut")
        try session.emit("present")
        #expect(session.layers == [["Welcome"], ["List"]])
        try session.emit("open")
        let effects = try session.send(.dismiss)
        #expect(
            effects.lines == [
                "dismissed the layer showing Detail", "flow Feed finished with back", "flow Profile finished with back",
            ])
        #expect(session.flows == ["App"])
        #expect(session.layers == [["Welcome"]])
    }

    @Test func aTabBarReachedByPushIsARunTimeError() throws {
        var session = try Session(Self.app)
        try session.send(.tab(.flow("Profile")))
        try session.emit("signOut")
        let error = session.failure(.outcome("pushTabs"))
        #expect(error?.message.hasPrefix("cannot show the tab bar App.Main: it is pushed") == true)
    }

    @Test func aTabBarOnAStackHoldingOtherFlowsScreensIsARunTimeError() throws {
        var session = try Session(Self.app)
        try session.send(.tab(.flow("Profile")))
        try session.emit("signOut")
        try session.emit("visit")
        #expect(
            session.failure(.outcome("tabsHere"))?.message
                == "cannot show the tab bar Visitor.Hall: its stack already holds App.Welcome")
    }

    @Test func undoingATabStepGivesBackTheIdenticalStateAndSharesTheStacks() throws {
        var session = try Session(Self.app)
        try session.emit("open")
        let before = session.state
        let step = try session.interpreter.step(before, .tab(.flow("Profile")), context: [:]).get()
        #expect(step.state != before)
        #expect(before.topmostTabBar?.selectedFlow == "Feed", "the earlier state is untouched")
        let back = try session.interpreter.step(step.state, .tab(.flow("Feed")), context: [:]).get()
        #expect(back.state == before)
    }
}
