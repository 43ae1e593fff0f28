import FlowLoading
import FlowModel
import FlowRuntime
import Foundation

/// `flowgraph-bench walk DIR --steps N`: the runtime half of the report.
/// Loads the project, then takes N random steps (seeded, so the walk is the
/// same every run) keeping every state as an undo history would, and prints
/// steps per second and the memory the history added.
enum RandomWalk {
    struct Result {
        var steps = 0, failures = 0, restarts = 0
        var seconds = 0.0
        var historyBytes = 0
    }

    static func run(paths: [String], steps: Int, seed: UInt64) throws -> Result {
        let loaded = try ProjectLoader.load(paths: paths)
        let interpreter = Interpreter(project: loaded.project)
        var rng = SeededGenerator(seed: seed)
        let contexts: [[String: String]] = [
            [:], ["idiom": "pad"], ["text": "modal", "idiom": "phone", "mode": "compact"],
        ]
        var state = try interpreter.start()
        var history: [RuntimeState] = []
        history.reserveCapacity(steps)
        var result = Result()
        let before = residentBytes()
        let clock = ContinuousClock()
        let started = clock.now
        while result.steps < steps {
            let context = rng.pick(contexts)
            // A finished session starts over, as `reset` would.
            if state.isFinished {
                state = try interpreter.start()
                result.restarts += 1
                continue
            }
            let event = pickEvent(in: state, of: interpreter, rng: &rng)
            switch interpreter.step(state, event, context: context) {
            case .success(let step): state = step.state
            case .failure: result.failures += 1  // a run-time error keeps the old state
            }
            history.append(state)
            result.steps += 1
        }
        let elapsed = clock.now - started
        result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        result.historyBytes = residentBytes() - before
        withExtendedLifetime(history) {}
        return result
    }

    /// The event for the outcome `choices(in:context:)` would offer at the
    /// same random index (the screen's handlers in order, then `back` and
    /// `dismiss` unless overridden), read by index through
    /// `Interpreter.offeredEvents(in:)`: `choices` previews every outcome,
    /// system ones by taking a step, which would outweigh the step measured.
    /// An outcome that carries a payload is given it, as a user would.
    static func pickEvent(in state: RuntimeState, of interpreter: Interpreter, rng: inout SeededGenerator) -> Event {
        guard let offered = interpreter.offeredEvents(in: state) else { return .back }
        let event = offered[rng.int(in: 0...(offered.count - 1))]
        guard case .outcome(let outcome, _) = event else { return event }
        let payload = interpreter.payload(of: outcome, in: state)
        if payload.isEmpty { return event }
        var values: [String: String] = [:]
        for value in payload { values[value.name] = "1" }
        return .outcome(outcome, values: values)
    }

    /// Resident memory in bytes from /proc/self/statm (Linux; 0 elsewhere).
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
