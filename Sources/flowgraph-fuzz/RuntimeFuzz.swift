#if FUZZ_RUNTIME
import FlowLoading
import FlowModel
import FlowRuntime

/// The structured target (`FUZZ_TARGET=runtime scripts/fuzz.sh`): the first
/// bytes write a valid project (`ProjectGenerator`), the rest drive a
/// session of outcomes, system back/dismiss, `tab N` and undo, under a
/// context that some `when` and `start` lists read. Checked after every
/// step: the state invariant, determinism (the same step twice gives the
/// same result), a step leaving the state it started from exactly as it
/// was (so undo restores it), a finished session refusing more steps.
enum RuntimeFuzz {
    static func check(_ bytes: [UInt8]) {
        var r = ByteReader(bytes)
        let text = ProjectGenerator.yaml(&r)
        let loaded = ProjectLoader.load(sources: [("gen.yaml", text)])
        // A generator slip is not a runtime bug; skip rather than report.
        guard loaded.diagnostics.isEmpty else { return }
        let interpreter = Interpreter(project: loaded.project)
        let contexts: [[String: String]] = [[:], ["idiom": "pad"]]
        guard let first = try? interpreter.start(context: contexts[r.pick(2)]) else { return }
        RuntimeInvariants.verify(first, text)
        var history = [first]
        var steps = 0
        while !r.isAtEnd, steps < 200 {
            steps += 1
            let state = history[history.count - 1]
            let context = contexts[r.pick(2)]
            let event: Event
            switch r.pick(11) {
            case 0:
                if history.count > 1 { history.removeLast() }
                continue
            case 1: event = .back
            case 2: event = .dismiss
            case 3: event = .tab(.position(1 + r.pick(3)))
            default:
                let choices = interpreter.choices(in: state, context: context)
                event = .outcome(choices.isEmpty ? "next" : choices[r.pick(choices.count)].outcome)
            }
            let before = RuntimeInvariants.fingerprint(state)
            let result = interpreter.step(state, event, context: context)
            let again = interpreter.step(state, event, context: context)
            RuntimeInvariants.require(
                RuntimeInvariants.fingerprint(state) == before, "a step changed the state it started from", text)
            switch (result, again) {
            case (.success(let step), .success(let other)):
                RuntimeInvariants.require(
                    step.state == other.state && step.effects == other.effects,
                    "the same step gave two results", text)
                RuntimeInvariants.require(!state.isFinished, "a finished session took a step", text)
                RuntimeInvariants.verify(step.state, text)
                history.append(step.state)
            case (.failure(let error), .failure(let other)):
                RuntimeInvariants.require(
                    error == other && !error.message.isEmpty, "failures differ: \(error) / \(other)", text)
            default:
                RuntimeInvariants.require(false, "the same step succeeded once and failed once", text)
            }
        }
    }
}
#endif
