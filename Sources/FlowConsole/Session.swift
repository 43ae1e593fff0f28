import FlowDiagnostics
import FlowIndex
import FlowModel
import FlowRuntime

/// The interpreter's state as the console sees it: where you are, the
/// context for `when`, and the steps taken (for `history` and `undo`).
///
/// Rules (cli.md): every outcome, `back` and `dismiss` is one step for undo,
/// even one that changed nothing; `set`, `unset` and `reset` are not steps;
/// `undo` does not restore the context; `reset` keeps the context and clears
/// the history. A failed step leaves everything as it was.
public struct Session: Sendable {
    /// The project being run.
    public let project: Project
    /// The interpreter over `project`.
    public let interpreter: Interpreter
    /// The flow that `reset` starts again: the entry flow, or `--flow`.
    public let firstFlow: String
    /// Where the run is now.
    public private(set) var state: RuntimeState
    /// Variables for `when`, changed by `set` and `unset` only.
    public private(set) var context: [String: String]
    /// The state before each step, most recent last: `undo` is a pop.
    private var previousStates: [RuntimeState] = []
    /// One line per step, parallel to `previousStates`.
    public private(set) var history: [String] = []
    /// The command of each step as typed, parallel to `history`.
    private var commands: [String] = []
    /// The transitions each step ran, parallel to `history`: `undo` takes
    /// back what the undone step counted.
    var stepTransitions: [TakenTransitions] = []
    /// How many steps not undone ran each transition, since the session
    /// began (a `reset` keeps them: a walk may start again several times).
    public internal(set) var takenCounts: [TransitionRef: Int] = [:]
    /// Every step run since the session began, undone ones included.
    public internal(set) var stepsRun = 0
    /// The context the last start (the first, `reset`, `open-link`) began with.
    public internal(set) var startContext: [String: String]
    /// The steps and context changes since the last start, in order, for
    /// `save-walk`; `undo` removes the undone step.
    public internal(set) var movesSinceStart: [WalkMove] = []
    /// Every variable some `when` reads, with the values it is compared
    /// with (`Interpreter.conditionValues`), found once: each outcome's
    /// values and each `set` are checked against it.
    public let conditionValues: [String: Set<String>]
    /// Every name an input or payload declares (`Interpreter.dataValueNames`).
    private let dataValueNames: Set<String>

    /// Starts `flow`, or the project's entry flow when nil. The interpreter
    /// names what is wrong: an unknown flow (with a suggestion), no single
    /// entry flow, a flow that cannot show a first screen.
    public init(project: Project, flow: String? = nil, context: [String: String] = [:]) throws(ConsoleError) {
        try self.init(interpreter: Interpreter(project: project), flow: flow, context: context)
    }

    /// The same over an interpreter the caller made, from a project it has
    /// already resolved.
    public init(interpreter: Interpreter, flow: String? = nil, context: [String: String] = [:]) throws(ConsoleError) {
        self.project = interpreter.project
        self.interpreter = interpreter
        self.context = context
        startContext = context
        conditionValues = interpreter.conditionValues
        dataValueNames = interpreter.dataValueNames
        do {
            state = try interpreter.start(flow: flow, context: context)
        } catch {
            throw ConsoleError(error)
        }
        // The root coordinator is the flow that started: what `reset` starts again.
        firstFlow = state.coordinators.first?.flow ?? flow ?? ""
    }

    /// The outcome the entry flow finished with, if it has.
    public var finishedOutcome: String? { state.finishedOutcome }

    /// Sends `event` to the interpreter. On success the step is recorded
    /// (described by `label`) and its effects returned; on failure nothing
    /// changes.
    public mutating func step(_ event: Event, label: String) throws(ConsoleError) -> [Effect] {
        if let finished = state.finishedOutcome {
            throw ConsoleError("the flow has finished with '\(finished)'; use undo or reset to go on")
        }
        let before = state
        switch interpreter.step(state, event, context: context) {
        case .success(let step):
            previousStates.append(before)
            history.append("\(Self.place(before)): \(label) → \(Self.place(step.state))")
            commands.append(label)
            state = step.state
            record(step.transitions, of: event)
            return step.effects
        case .failure(let error):
            throw ConsoleError(error)
        }
    }

    /// Goes back to the state before the last step; the context stays.
    /// Returns the history line of the step undone.
    @discardableResult
    public mutating func undo() throws(ConsoleError) -> String {
        guard let previous = previousStates.popLast() else { throw ConsoleError("nothing to undo") }
        state = previous
        commands.removeLast()
        unrecordLastStep()
        return history.removeLast()
    }

    /// The state `reset` would start at, without starting it.
    public func freshStart() throws(ConsoleError) -> RuntimeState {
        do {
            return try interpreter.start(flow: firstFlow, context: context)
        } catch {
            throw ConsoleError(error)
        }
    }

    /// Starts the first flow again; the context stays, the history goes.
    public mutating func reset() throws(ConsoleError) {
        do {
            state = try interpreter.start(flow: firstFlow, context: context)
        } catch {
            throw ConsoleError(error)
        }
        previousStates.removeAll()
        history.removeAll()
        commands.removeAll()
        stepTransitions.removeAll()
        movesSinceStart.removeAll()
        startContext = context
    }

    /// Sets a variable of the context; not a step.
    ///
    /// A likely typo is refused rather than set, since a walk would then
    /// pass for the wrong reason: a variable no `when` reads while one of a
    /// close name is read (`signedin` for `signedIn`), or a value no `when`
    /// compares it with while one differs only in case (`False` for `false`).
    public mutating func set(_ variable: String, to value: String) throws(ConsoleError) {
        let read = conditionValues
        if let values = read[variable] {
            if !values.contains(value),
                let same = values.sorted().first(where: { $0.lowercased() == value.lowercased() })
            {
                throw ConsoleError(
                    "no 'when' compares '\(variable)' with '\(value)'; values are compared exactly",
                    suggestion: "\(variable)=\(same)")
            }
        } else if let close = Suggestions.closest(to: variable, in: read.keys.sorted()) {
            throw ConsoleError("no 'when' reads '\(variable)'", suggestion: close)
        }
        context[variable] = value
        if isRead(variable) { movesSinceStart.append(.set(variable, value)) }
    }

    /// Whether some `when` of the project (a transition's or a `start`
    /// list's) reads `variable`, or an input or payload declares it: one
    /// nothing reads cannot change a walk.
    public func isRead(_ variable: String) -> Bool {
        conditionValues[variable] != nil || dataValueNames.contains(variable)
    }

    /// The variable some `when` reads (or an input or payload declares)
    /// whose name is close to `variable`.
    public func closestReadVariable(to variable: String) -> String? {
        let names = Set(conditionValues.keys).union(dataValueNames)
        return Suggestions.closest(to: variable, in: names.sorted())
    }

    /// Removes a variable from the context; not a step. A variable that is
    /// not set is an error, with a suggestion among those that are.
    public mutating func unset(_ variable: String) throws(ConsoleError) {
        guard context.removeValue(forKey: variable) != nil else {
            throw ConsoleError(
                "'\(variable)' is not set", suggestion: Suggestions.closest(to: variable, in: context.keys))
        }
        if isRead(variable) { movesSinceStart.append(.unset(variable)) }
    }

    /// The names the current screen answers: its `on` outcomes in source
    /// order, those it inherits from its flow's own `on`, then the system
    /// ones neither maps. Read from the model, so it costs no step
    /// previews (unlike `choices`).
    public var outcomeNames: [String] {
        guard state.finishedOutcome == nil, let current = state.current,
            let flow = project.flow(named: current.flow), let node = flow.node(named: current.screen)
        else { return [] }
        var names = node.handlers.map(\.outcome)
        if !node.isFlowNode, !node.isTabsNode {
            for handler in flow.flowHandlers where !names.contains(handler.outcome) { names.append(handler.outcome) }
        }
        return names + ["back", "dismiss"].filter { !names.contains($0) }
    }

    /// The names of the values each outcome of the current screen carries
    /// (format 2), for completion after the outcome.
    public var payloadNames: [String: [String]] {
        guard let current = state.current, let node = project.flow(named: current.flow)?.node(named: current.screen)
        else { return [:] }
        var names: [String: [String]] = [:]
        for output in node.outputs where !output.payload.isEmpty {
            names[output.outcome.name] = output.payload.map(\.name)
        }
        return names
    }

    /// The tabs of the tab bar on screen, by flow, in tab-bar order; empty
    /// when none is shown or a modal layer covers it.
    public var tabNames: [String] {
        guard state.finishedOutcome == nil,
            let layer = state.layers.last(where: { $0.top != nil }), let bar = layer.tabBar
        else { return [] }
        return bar.tabFlows
    }

    /// What the current screen can produce under the current context.
    public var choices: [Choice] {
        interpreter.choices(in: state, context: context)
    }

    /// `Flow.Screen`, or `finished(OUTCOME)` once the entry flow is done.
    static func place(_ state: RuntimeState) -> String {
        if let finished = state.finishedOutcome { return "finished(\(finished))" }
        return state.current?.qualifiedName ?? "nowhere"
    }

    /// The steps so far as a walk a script can replay: each command as
    /// typed, then an `expect` of where it led.
    public var walk: [String] {
        commands.indices.flatMap { index in
            let reached = index + 1 < previousStates.count ? previousStates[index + 1] : state
            let expectation =
                reached.finishedOutcome.map { "expect finished \($0)" }
                ?? "expect screen \(Self.place(reached))"
            return [commands[index], expectation]
        }
    }
}

extension ConsoleError {
    /// A run-time error, with the interpreter's suggestion when it has one.
    init(_ error: RuntimeError) {
        self.init(error.message, suggestion: error.suggestion)
    }
}
