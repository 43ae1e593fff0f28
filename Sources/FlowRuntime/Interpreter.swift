import FlowDiagnostics
import FlowModel

/// Runs a project as pure state transitions: state and event in, new state
/// and effects out. No I/O, no globals; every lookup goes through indices
/// built once here, so a step costs in proportion to navigation depth.
public struct Interpreter: Sendable {
    public let project: Project

    public init(project: Project) {
        self.project = project
    }

    /// The initial state at the entry flow, or at `flow` when given.
    public func start(flow: String? = nil) throws(RuntimeError) -> RuntimeState {
        throw RuntimeError("not implemented yet")
    }

    /// One step. On failure the caller keeps the old state.
    public func step(_ state: RuntimeState, _ event: Event, context: [String: String]) -> Result<Step, RuntimeError> {
        .failure(RuntimeError("not implemented yet"))
    }

    /// What the current screen can produce: its `on` outcomes in source order,
    /// then system `back` and `dismiss` unless the screen overrides them, each
    /// with where it leads under `context`.
    public func choices(in state: RuntimeState, context: [String: String]) -> [Choice] {
        []
    }
}
