import FlowModel
import FlowRuntime
import Testing

@Suite struct ChildFlowTests {
    @Test func pushingAFlowNodeStartsTheChildOnTheCurrentStack() throws {
        var session = try ChildFlowProject.session()
        let effects = try session.emit("edit")
        #expect(effects.lines == ["flow Editor started by App.Editing", "pushed E1"])
        #expect(session.stack == ["Home", "E1"])
        #expect(session.flows == ["App", "Editor"])
        let child = try #require(session.state.currentCoordinator)
        #expect(child.parent == session.state.coordinators[0].id)
        #expect(child.startedBy == "Editing")
    }

    @Test func replaceInAPushedChildReplacesOnlyItsOwnScreens() throws {
        var session = try ChildFlowProject.session()
        try session.emit("edit")
        try session.emit("next")
        try session.emit("reset")
        #expect(session.layers == [["Home", "E1"]])
        #expect(session.flows == ["App", "Editor"])
    }

    @Test func replaceInAChildWhoseHomeIsAModalLayerKeepsThatLayer() throws {
        var session = try ChildFlowProject.session()
        try session.emit("editSheet")
        try session.emit("next")
        try session.emit("reset")
        #expect(session.layers == [["Home"], ["E1"]])
    }

    @Test func finishFromAChildThatPresentedItsOwnModalsRemovesEverythingFirst() throws {
        var session = try ChildFlowProject.session()
        for outcome in ["edit", "next", "confirm", "really"] { try session.emit(outcome) }
        #expect(session.layers == [["Home", "E1", "E2"], ["E3"], ["E4"]])
        let effects = try session.emit("save")
        #expect(
            effects.lines == [
                "dismissed the layer showing E4", "dismissed the layer showing E3", "popped E2", "popped E1",
                "flow Editor finished with saved", "App.Editing handled saved: push Thanks", "pushed Thanks",
            ])
        #expect(session.layers == [["Home", "Thanks"]])
        #expect(session.flows == ["App"])
    }

    @Test func backPastAPushedChildsFirstScreenEndsItWithBack() throws {
        var session = try ChildFlowProject.session()
        try session.emit("edit")
        try session.emit("next")
        #expect(try session.send(.back).lines == ["popped E2"])
        #expect(session.flows == ["App", "Editor"])
        let effects = try session.send(.back)
        #expect(
            effects.lines == [
                "popped E1", "flow Editor finished with back",
                "App.Editing handled back: modal Notice (sheet, no navigation)",
                "presented Notice (sheet, no navigation)",
            ])
        #expect(session.flows == ["App"])
        #expect(session.layers == [["Home"], ["Notice"]])
    }

    @Test func aChildEndingWithBackWhoseParentDoesNotHandleItJustEnds() throws {
        var session = try ChildFlowProject.session()
        try session.emit("plain")
        let effects = try session.send(.back)
        #expect(effects.lines == ["popped E1", "flow Editor finished with back"])
        #expect(session.flows == ["App"])
        #expect(session.layers == [["Home"]])
    }

    @Test func swipingASheetHoldingAChildEndsTheChild() throws {
        var session = try ChildFlowProject.session()
        try session.emit("plainSheet")
        try session.emit("next")
        let effects = try session.send(.dismiss)
        #expect(effects.lines == ["dismissed the layer showing E2", "flow Editor finished with back"])
        #expect(session.flows == ["App"])
        #expect(session.layers == [["Home"]])
    }

    @Test func aFullscreenLayerHoldingAChildCannotBeSwipedAway() throws {
        var session = try ChildFlowProject.session()
        try session.emit("editCover")
        let before = session.state
        #expect(try session.send(.dismiss) == [.ignored("a fullscreen layer cannot be swiped away")])
        #expect(session.state == before)
    }

    @Test func aModalLayerEmptiedByFinishIsFilledByTheParentsHandler() throws {
        var session = try ChildFlowProject.session()
        try session.emit("editSheet")
        let effects = try session.emit("save")
        #expect(
            effects.lines == [
                "popped E1", "flow Editor finished with saved", "App.Editing handled saved: push Thanks",
                "pushed Thanks",
            ])
        #expect(session.layers == [["Home"], ["Thanks"]])
        #expect(session.state.current?.coordinator == session.state.coordinators[0].id)
    }

    @Test func anEmptiedBareLayerMayTakeOneScreenFromTheParent() throws {
        var session = try ChildFlowProject.session()
        try session.emit("editBare")
        try session.emit("save")
        #expect(session.layers == [["Home"], ["Thanks"]])
    }

    @Test func aModalLayerStillEmptyAtTheEndOfTheStepIsDismissed() throws {
        var session = try ChildFlowProject.session()
        try session.emit("editSheet")
        let effects = try session.emit("cancel")
        #expect(
            effects.lines == [
                "popped E1", "flow Editor finished with cancelled", "App.Editing handled cancelled: stay", "stayed",
                "dismissed the emptied layer that showed E1",
            ])
        #expect(session.layers == [["Home"]])
    }

    @Test func nestedStartsMakeAChainOfCoordinators() throws {
        var session = try ChildFlowProject.session()
        let effects = try session.emit("nested")
        #expect(
            effects.lines == [
                "flow Outer started by App.Wrapping", "flow Inner started by Outer.InnerNode", "pushed I1",
            ])
        #expect(session.flows == ["App", "Outer", "Inner"])
        #expect(session.state.depth(of: try #require(session.state.current).coordinator) == 2)
    }

    @Test func backPastNestedChildrenEndsOnlyTheOutermost() throws {
        var session = try ChildFlowProject.session()
        try session.emit("nested")
        let effects = try session.send(.back)
        #expect(
            effects.lines == [
                "popped I1", "flow Outer finished with back",
                "App.Wrapping handled back: modal Notice (sheet, no navigation)",
                "presented Notice (sheet, no navigation)",
            ])
        #expect(session.flows == ["App"])
        #expect(session.layers == [["Home"], ["Notice"]])
    }

    @Test func finishCascadesThroughNestedParents() throws {
        var session = try ChildFlowProject.session()
        try session.emit("nested")
        let effects = try session.emit("done")
        #expect(
            effects.lines == [
                "popped I1", "flow Inner finished with done", "Outer.InnerNode handled done: finish finished",
                "flow Outer finished with finished", "App.Wrapping handled finished: stay", "stayed",
            ])
        #expect(session.flows == ["App"])
        #expect(session.layers == [["Home"]])
    }

    @Test func replaceByAFlowNodeStartsTheChildInTheHomeStack() throws {
        var session = try ChildFlowProject.session()
        let effects = try session.emit("restart")
        #expect(effects.lines == ["flow Editor started by App.Starting", "replaced with E1"])
        #expect(session.layers == [["E1"]])
        #expect(session.flows == ["App", "Editor"])
    }

    @Test(arguments: [("cancel", "Home"), ("save", "Thanks")])
    func replaceInAFlowWithNoScreensLeftPutsTheNodeOnTop(outcome: String, screen: String) throws {
        var session = try ChildFlowProject.session()
        try session.emit("restart")
        try session.emit(outcome)
        #expect(session.layers == [[screen]])
        #expect(session.flows == ["App"])
    }

    @Test func aStepThatWouldLeaveNoScreenIsAnErrorAndKeepsTheState() throws {
        var session = try ChildFlowProject.session()
        try session.emit("restartPlain")
        #expect(session.layers == [["E1"]])
        let error = try #require(session.failure(.outcome("cancel")))
        #expect(error.message == "the step would leave no screen shown")
    }

    @Test func backOnTheOnlyRootScreenShownByAChildDoesNothing() throws {
        var session = try ChildFlowProject.session()
        try session.emit("restartPlain")
        let before = session.state
        #expect(try session.send(.back) == [.ignored("back on the root screen does nothing")])
        #expect(session.state == before)
    }

    @Test func choicesPreviewWhereSystemNavigationLeads() throws {
        var session = try ChildFlowProject.session()
        try session.emit("edit")
        let choices = session.interpreter.choices(in: session.state, context: [:])
        #expect(choices.map(\.outcome) == ["next", "save", "cancel", "back", "dismiss"])
        #expect(
            choices[3].leadsTo == "pop E1, end Editor with back, then App.Editing: modal Notice (sheet, no navigation)")
        #expect(choices[4].leadsTo == "nothing")
        try session.emit("cancel")
        try session.emit("plainSheet")
        let sheet = session.interpreter.choices(in: session.state, context: [:])
        #expect(sheet.last?.leadsTo == "dismiss the layer of E1, end Editor with back")
    }
}
