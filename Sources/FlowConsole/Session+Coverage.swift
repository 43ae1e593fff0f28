import FlowIndex
import FlowRuntime

/// What coverage and `save-walk` need of a session: the transitions its
/// steps ran, and the moves since the last start.
extension Session {
    /// Every transition a step not undone has run since the session began.
    public var takenTransitions: Set<TransitionRef> { Set(takenCounts.keys) }

    /// Counts a step that ran `transitions` for `event`.
    mutating func record(_ transitions: TakenTransitions, of event: Event) {
        stepsRun += 1
        stepTransitions.append(transitions)
        for transition in transitions { takenCounts[transition, default: 0] += 1 }
        movesSinceStart.append(.step(withoutUnreadValues(event)))
    }

    /// Takes back what the last step counted (for `undo`).
    mutating func unrecordLastStep() {
        for transition in stepTransitions.popLast() ?? TakenTransitions() {
            let left = (takenCounts[transition] ?? 1) - 1
            takenCounts[transition] = left > 0 ? left : nil
        }
        if let last = movesSinceStart.lastIndex(where: { if case .step = $0 { true } else { false } }) {
            movesSinceStart.remove(at: last)
        }
    }

    /// `event` without the values nothing of the project reads: they
    /// cannot change the step, and a script refuses them.
    private func withoutUnreadValues(_ event: Event) -> Event {
        guard case .outcome(let name, let values) = event, values.keys.contains(where: { !isRead($0) }) else {
            return event
        }
        return .outcome(name, values: values.filter { isRead($0.key) })
    }

    /// The steps since the last start as a walk script: the start's
    /// context as `set` lines, then each move, an `expect` after each step
    /// (`WalkScript`). A start at another flow than the entry (`--flow`)
    /// is said in a comment, since `flowgraph test` starts at the entry.
    public func walkScript() throws(ConsoleError) -> String {
        let start = startContext.filter { isRead($0.key) }.sorted { $0.key < $1.key }
        var header = ["written by save-walk: \(stepCount(movesSinceStart)) from the start of \(firstFlow)"]
        if case .found(let entry) = interpreter.resolved.entry, interpreter.resolved.model(entry).name != firstFlow {
            header.append("starts at \(firstFlow), not the entry flow: run it with --flow \(firstFlow)")
        }
        do {
            return try WalkScript(interpreter: interpreter).text(
                of: movesSinceStart, header: header, flow: firstFlow,
                context: Dictionary(uniqueKeysWithValues: start))
        } catch {
            throw ConsoleError("the steps since the start do not replay: \(error.message)")
        }
    }

    private func stepCount(_ moves: [WalkMove]) -> String {
        let steps = moves.count { if case .step = $0 { true } else { false } }
        return steps == 1 ? "1 step" : "\(steps) steps"
    }
}
