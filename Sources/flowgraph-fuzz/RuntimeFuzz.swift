import FlowCodegen
#if FUZZ_RUNTIME
import FlowLoading
import FlowModel
import FlowIndex
import FlowRuntime

/// The structured target (`FUZZ_TARGET=runtime scripts/fuzz.sh`): the first
/// bytes write a valid project (`ProjectGenerator`), the rest drive a
/// session of outcomes (with or without the value `v`), system
/// back/dismiss, `tab N`, undo and the state search of `open-link` and
/// `path-to` (its walk must replay, step by step, to the node), under a
/// context that some `when` and `start` lists read. Checked after every
/// step: the state invariant, determinism (the same step twice gives the
/// same result), a step leaving the state it started from exactly as it
/// was (so undo restores it), a finished session refusing more steps.
/// Once an input, a bounded exploration of the project (as `explore` and
/// `paths`): each refusal's witness must replay to that refusal, each
/// covering walk to its transition.
enum RuntimeFuzz {
    /// Replays moves from the start; nil (and a reported failure) when a
    /// step of them is refused.
    static func replay(_ moves: [WalkMove], _ interpreter: Interpreter, _ text: String) -> WalkEnd? {
        do throws(RuntimeError) {
            return try interpreter.replay(moves)
        } catch {
            RuntimeInvariants.require(false, "an explored walk does not replay: \(error)", text)
            return nil
        }
    }

    static func checkExploration(_ interpreter: Interpreter, _ text: String) {
        guard let exploration = try? Explorer(interpreter: interpreter, maxStates: 300).explore() else { return }
        for refusal in exploration.refusals {
            let (moves, event) = exploration.witness(of: refusal)
            guard let end = replay(moves, interpreter, text) else { return }
            guard case .failure(let error) = interpreter.step(end.state, event, context: end.context) else {
                RuntimeInvariants.require(false, "a witness does not reach its refusal: \(refusal.error)", text)
                return
            }
            RuntimeInvariants.require(error.message == refusal.error.message, "a witness fails otherwise", text)
        }
        guard let byTransition = try? Explorer(interpreter: interpreter, maxStates: 300).explore(goal: .everyTransition)
        else { return }
        var covered: Set<TransitionRef> = []
        for walk in byTransition.coveringWalks() {
            guard let end = replay(walk.moves, interpreter, text) else { return }
            RuntimeInvariants.require(end.taken.contains(walk.target), "a covering walk misses its transition", text)
            covered.formUnion(end.taken)
        }
        RuntimeInvariants.require(
            Set(byTransition.taken).isSubset(of: covered), "covering walks miss a taken transition", text)
    }

    /// `generate swift` on the project: the same bytes twice, each file
    /// with the marker that later runs recognise, and file names that stay
    /// apart on a file system that ignores case.
    static func checkGeneratedSwift(_ resolved: ResolvedProject, _ text: String) {
        let files = SwiftGenerator.files(for: resolved)
        RuntimeInvariants.require(files == SwiftGenerator.files(for: resolved), "generated Swift differs twice", text)
        RuntimeInvariants.require(
            files.allSatisfy { $0.contents.hasPrefix(SwiftGenerator.marker) }, "a generated file lacks the marker", text
        )
        RuntimeInvariants.require(
            Set(files.map { $0.name.lowercased() }).count == files.count, "generated file names collide", text)
    }

    /// A bounded search from `state` to a random node (as `path-to`), or
    /// from the start to a link's target with its values (as
    /// `open-link`): a walk it finds must replay, every step succeeding,
    /// to a state that shows the node.
    static func checkSearch(
        from state: RuntimeState, _ r: inout ByteReader, interpreter: Interpreter, context: [String: String],
        _ text: String
    ) {
        let resolved = interpreter.resolved
        guard resolved.nodes.count > 0 else { return }
        var from = state
        var target = NodeID(r.pick(resolved.nodes.count))
        var values = StateSearch.ValueSupply.placeholders
        let links = resolved.links
        if !links.isEmpty, r.chance(50) {
            let link = links[r.pick(links.count)]
            guard let linkTarget = link.target, let start = try? interpreter.start(context: context) else { return }
            target = linkTarget
            from = start
            var given: [String: String] = [:]
            for name in link.link.pattern.placeholders { given[name] = "1" }
            values = .link(given)
        }
        let search = StateSearch(interpreter: interpreter, context: context, values: values, maxStates: 300)
        guard case .found(let events) = search.shortestWalk(from: from, toShow: target)
        else { return }
        var walked = from
        for event in events {
            switch interpreter.step(walked, event, context: context) {
            case .success(let step): walked = step.state
            case .failure(let error):
                RuntimeInvariants.require(false, "a found walk does not replay: \(event) gave \(error)", text)
                return
            }
        }
        RuntimeInvariants.require(interpreter.shows(target, in: walked), "a found walk does not show its node", text)
    }

    /// The step graph never overestimates (what lets the search prune): a
    /// screen one step shows is at most one step away by its bound.
    static func checkBound(
        from state: RuntimeState, to reached: RuntimeState, _ graph: StepGraph, _ interpreter: Interpreter,
        _ text: String
    ) {
        let resolved = interpreter.resolved
        guard let screen = reached.current,
            let flow = resolved.flows.ids.first(where: { resolved.model($0).name == screen.flow }),
            let node = resolved.node(named: screen.screen, in: flow)
        else { return }
        let estimate = graph.estimate(from: state, toShow: node, interpreter)
        RuntimeInvariants.require(
            estimate.map { $0 <= 1 } ?? false,
            "a step showed a node whose bound is \(estimate.map(String.init) ?? "out of reach")", text)
    }

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
        if r.chance(25) { checkExploration(interpreter, text) }
        if r.chance(25) { checkGeneratedSwift(interpreter.resolved, text) }
        let graph = StepGraph(interpreter.resolved)
        var history = [first]
        var steps = 0
        var searches = 0
        while !r.isAtEnd, steps < 200 {
            steps += 1
            let state = history[history.count - 1]
            let context = contexts[r.pick(2)]
            let event: Event
            switch r.pick(12) {
            case 0:
                if history.count > 1 { history.removeLast() }
                continue
            case 11:
                // A few searches an input: each may visit hundreds of states.
                if searches < 3 { checkSearch(from: state, &r, interpreter: interpreter, context: context, text) }
                searches += 1
                continue
            case 1: event = .back
            case 2: event = .dismiss
            case 3: event = .tab(.position(1 + r.pick(3)))
            default:
                let choices = interpreter.choices(in: state, context: context)
                let outcome = choices.isEmpty ? "next" : choices[r.pick(choices.count)].outcome
                event = .outcome(outcome, values: r.chance(60) ? ["v": String(r.pick(3))] : [:])
            }
            let before = RuntimeInvariants.fingerprint(state)
            let result = interpreter.step(state, event, context: context)
            let again = interpreter.step(state, event, context: context)
            RuntimeInvariants.require(
                RuntimeInvariants.fingerprint(state) == before, "a step changed the state it started from", text)
            switch (result, again) {
            case (.success(let step), .success(let other)):
                RuntimeInvariants.require(
                    step.state == other.state && step.effects == other.effects
                        && step.transitions == other.transitions,
                    "the same step gave two results", text)
                RuntimeInvariants.require(!state.isFinished, "a finished session took a step", text)
                RuntimeInvariants.verify(step.state, text)
                checkBound(from: state, to: step.state, graph, interpreter, text)
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
