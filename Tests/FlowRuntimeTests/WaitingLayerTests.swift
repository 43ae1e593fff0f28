import Testing
@testable import FlowRuntime

/// A child flow presented modally that finishes leaves its layer empty for
/// the rest of the step. The parent's handler runs in that layer: its `push`
/// fills it, and its `dismiss` or `back` closes it, as a UIKit coordinator
/// dismisses what it presented its finished child in. The layer beneath is
/// left alone.
@Suite struct WaitingLayerTests {
    static let app = """
        flow: App
        entry: true
        start: Home
        screens:
          Home:
            on:
              list: push List
          List:
            on:
              settings: modal Settings
              edit: modal Editing
          Settings:
            on:
              edit: modal Editing
          Editing:
            flow: Editor
            on:
              saved: dismiss
              cancelled: back
        """

    static let editor = """
        flow: Editor
        start: Form
        outcomes: [saved, cancelled]
        screens:
          Form:
            on:
              next: push Confirm
              cancel: finish cancelled
          Confirm:
            on:
              save: finish saved
        """

    static func session(opening path: [String]) throws -> Session {
        var session = try Session(app, editor)
        for outcome in path { try session.emit(outcome) }
        return session
    }

    @Test func aParentsDismissClosesOnlyTheLayerItsChildEmptied() throws {
        var session = try Self.session(opening: ["list", "settings", "edit", "next"])
        #expect(session.layers == [["Home", "List"], ["Settings"], ["Form", "Confirm"]])
        let effects = try session.emit("save")
        #expect(
            effects.lines == [
                "popped Confirm", "popped Form", "flow Editor finished with saved",
                "App.Editing handled saved: dismiss",
                "dismissed the emptied layer that showed Confirm",
            ])
        // The Settings sheet the editor was presented from stays.
        #expect(session.layers == [["Home", "List"], ["Settings"]])
        #expect(session.flows == ["App"])
    }

    @Test func aParentsBackClosesTheLayerItsChildEmptiedAndPopsNothing() throws {
        var session = try Self.session(opening: ["list", "edit"])
        let effects = try session.emit("cancel")
        #expect(
            effects.lines == [
                "popped Form", "flow Editor finished with cancelled", "App.Editing handled cancelled: back",
                "dismissed the emptied layer that showed Form",
            ])
        // List, under the editor's sheet, is still there.
        #expect(session.layers == [["Home", "List"]])
    }

    @Test func withNoWaitingLayerDismissActsOnTheCurrentScreen() throws {
        // The system dismiss at the start of a step never meets an emptied
        // layer: it closes the sheet showing the current screen.
        var session = try Self.session(opening: ["list", "settings"])
        #expect(try session.send(.dismiss).lines == ["dismissed the layer showing Settings"])
        #expect(session.layers == [["Home", "List"]])
    }
}
