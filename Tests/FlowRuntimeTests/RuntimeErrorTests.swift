import FlowModel
import FlowRuntime
import Testing

/// The errors a step gives for what `validate` reports but the interpreter
/// still meets (it runs projects the validator rejects): each leaves the
/// state as it was and says what is wrong.
@Suite struct RuntimeErrorTests {
    static let app = """
        flow: App
        entry: true
        start: Home
        outcomes: [done]
        screens:
          Home:
            on:
              typo: push Detial
              lost: push Lost
              loop: push Again
              broken: push Broken
              end: finish done
          Detail: {}
          Lost:
            flow: Nowhere
          Again:
            flow: Looping
          Broken:
            flow: NoStart
        ---
        flow: Looping
        start: Inner
        screens:
          Inner:
            flow: Looping
        ---
        flow: NoStart
        start: Nope
        screens:
          Somewhere: {}
        """

    @Test(arguments: [
        ("typo", "flow App has no node 'Detial' (did you mean 'Detail'?)"),
        ("lost", "flow node App.Lost starts unknown flow 'Nowhere'"),
        ("loop", "starting flow Looping starts it again: it can never show a screen"),
        ("broken", "flow NoStart starts at unknown node 'Nope'"),
        ("nothing", "screen App.Home has no outcome 'nothing'"),
    ])
    func aStepThatCannotBeTakenSaysWhy(_ outcome: String, _ message: String) throws {
        let session = try Session(Self.app)
        let error = try #require(session.failure(.outcome(outcome)))
        #expect(error.description == message)
    }

    @Test func aFinishedSessionTakesNoMoreSteps() throws {
        var session = try Session(Self.app)
        try session.emit("end")
        let error = try #require(session.failure(.back))
        #expect(error.message == "the session finished with 'done': undo or reset to go on")
    }
}
