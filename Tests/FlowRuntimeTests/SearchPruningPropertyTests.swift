import FlowIndex
import FlowLoading
import TestSupport
import Testing
@testable import FlowRuntime

/// The pruned search finds exactly the walk a plain breadth-first search
/// finds, on random projects: child flows started from several places,
/// finishes, flow-wide `on`, tab bars, `back` handlers, alternatives, and
/// `modal`s after a child that held a whole tab or the root stack. A
/// step graph that ever overestimated would prune a shortest walk away and
/// fail here.
@Suite struct SearchPruningPropertyTests {
    @Test(arguments: 0..<400 as Range<UInt64>)
    func prunedSearchFindsThePlainSearchsWalk(seed: UInt64) throws {
        guard let (text, interpreter) = Self.interpreter(seed: seed), let start = try? interpreter.start() else {
            return
        }
        let search = StateSearch(interpreter: interpreter, context: [:], maxStates: 2_000)
        for node in interpreter.resolved.nodes.ids {
            let plain = Self.plainWalk(interpreter, from: start, toShow: node, maxStates: 2_000)
            let pruned = search.shortestWalk(from: start, toShow: node)
            switch (plain, pruned) {
            case (.some(let expected), .found(let found)):
                #expect(found == expected, "seed \(seed), node \(node.index):\n\(text)")
            case (nil, .unreachable), (nil, .stopped):
                break
            default:
                Issue.record(
                    "seed \(seed), node \(node.index): plain \(String(describing: plain)), pruned \(pruned)\n\(text)")
            }
        }
    }

    /// The search without a bound: every state, level by level.
    static func plainWalk(
        _ interpreter: Interpreter, from start: RuntimeState, toShow target: NodeID, maxStates: Int
    ) -> [Event]? {
        if interpreter.shows(target, in: start) { return [] }
        var texts = TextNumbers()
        var seen: Set<SearchKey> = [start.searchKey(&texts)]
        var frontier: [(RuntimeState, [Event])] = [(start, [])]
        while !frontier.isEmpty, seen.count < maxStates {
            var next: [(RuntimeState, [Event])] = []
            for (state, walk) in frontier {
                guard !state.isFinished, let offered = interpreter.offeredEvents(in: state) else { continue }
                for event in offered {
                    guard case .success(let step) = interpreter.step(state, event, context: [:]) else { continue }
                    if interpreter.shows(target, in: step.state) { return walk + [event] }
                    guard seen.insert(step.state.searchKey(&texts)).inserted else { continue }
                    if !step.state.repeatsANode { next.append((step.state, walk + [event])) }
                }
            }
            frontier = next
        }
        return nil
    }

    /// Three or four flows of up to four nodes; later flows are started by
    /// earlier ones, some from two places.
    /// The random project of `seed`, and its interpreter; nil when the
    /// loader reports something (the generator's slip, not the search's).
    static func interpreter(seed: UInt64) -> (text: String, interpreter: Interpreter)? {
        var random = SplitMix64(seed: seed)
        let text = project(&random)
        let loaded = ProjectLoader.load(sources: [("random.yaml", text)])
        guard loaded.diagnostics.isEmpty else { return nil }
        return (text, Interpreter(project: loaded.project))
    }

    static func project(_ random: inout SplitMix64) -> String {
        let flows = Int.random(in: 3...4, using: &random)
        var documents: [String] = []
        for f in 0..<flows {
            let screens = Int.random(in: 2...4, using: &random)
            var text = "flow: F\(f)\n" + (f == 0 ? "entry: true\n" : "outcomes: [done, other]\n")
            text += "start: S0\n"
            if f > 0, Bool.random(using: &random) { text += "on:\n  quit: finish other\n" }
            text += "screens:\n"
            var afterwards = ""
            for s in 0..<screens {
                text += "  S\(s):\n"
                let later = Array((f + 1)..<flows)
                // A flow node may be a flow's start: its child then holds
                // the whole stack of a tab or of the root.
                if !later.isEmpty, Int.random(in: 0..<(s > 0 ? 3 : 4), using: &random) == 0 {
                    if later.count >= 2, Int.random(in: 0..<3, using: &random) == 0 {
                        text +=
                            "    tabs: [F\(later[0]), F\(later[1])]\n    on:\n      done: replace S0\n      other: stay\n"
                    } else {
                        let child = later.randomElement(using: &random)!
                        let next = (s + 1) % screens
                        // Half of them present a screen shown no other way,
                        // so that the search depends on that `modal` alone.
                        let done = Bool.random(using: &random) ? "push S\(next)" : "modal After\(s)"
                        if done.hasPrefix("modal") { afterwards += "  After\(s):\n    on:\n      z: stay\n" }
                        text += "    flow: F\(child)\n    on:\n      done: \(done)\n      other: back\n"
                        if Bool.random(using: &random) { text += "      back: replace S\(next)\n" }
                    }
                    continue
                }
                text += "    on:\n"
                for outcome in ["a", "b", "c"] where Int.random(in: 0..<3, using: &random) > 0 {
                    let target = "S\(Int.random(in: 0..<screens, using: &random))"
                    let kinds =
                        ["push \(target)", "modal \(target)", "replace \(target)", "back", "dismiss"]
                        + (f > 0 ? ["finish done", "finish other"] : [])
                    text += "      \(outcome): \(kinds.randomElement(using: &random)!)\n"
                }
                text += "      z: stay\n"
            }
            documents.append(text + afterwards)
        }
        return documents.joined(separator: "---\n")
    }
}
