import FlowIndex
import FlowRuntime

/// What one walk of `flowgraph test` did: run from a fresh start, on its
/// own session, so that no walk's result depends on another's.
public struct WalkResult: Sendable, Hashable {
    /// The walk file, as it is reported.
    public let file: String
    /// Every step it ran, undone ones included.
    public let steps: Int
    /// The `expect` lines that held.
    public let expectations: Int
    /// Where it stopped, when it did not pass.
    public let failure: ScriptFailure?
    /// The transitions its steps ran and did not undo, in source order:
    /// a failed walk's count too, up to where it stopped.
    public let taken: [TransitionRef]
    /// How long it ran.
    public let duration: Duration

    public var passed: Bool { failure == nil }

    public init(
        file: String, steps: Int, expectations: Int, failure: ScriptFailure?, taken: [TransitionRef],
        duration: Duration
    ) {
        self.file = file
        self.steps = steps
        self.expectations = expectations
        self.failure = failure
        self.taken = taken
        self.duration = duration
    }
}

/// Runs walk scripts as `run --script` does, one fresh session each.
public struct WalkRunner: Sendable {
    /// The session every walk starts from, copied: at the entry flow,
    /// with an empty context. Made once, since a session's start reads
    /// every `when` of the project.
    private let start: Session

    /// Walks over `interpreter`, each started at the entry flow with an
    /// empty context, as `flowgraph test` starts them. Throws the start's
    /// error (no entry flow, a start that shows nothing).
    public init(interpreter: Interpreter) throws(ConsoleError) {
        start = try Session(interpreter: interpreter)
    }

    /// Runs the lines of `text`, reported as `file`.
    public func run(_ text: String, file: String) -> WalkResult {
        let clock = ContinuousClock()
        let began = clock.now
        var runner = ScriptRunner(console: Console(session: start), file: file)
        let end = runner.run(text, echo: nil)
        let walked = runner.console.session
        var expectations = 0
        var failure: ScriptFailure?
        switch end {
        case .passed(let held): expectations = held
        case .quit: break
        case .failed(let stop): failure = stop
        }
        return WalkResult(
            file: file, steps: walked.stepsRun, expectations: expectations, failure: failure,
            taken: walked.takenTransitions.sorted(), duration: clock.now - began)
    }
}
