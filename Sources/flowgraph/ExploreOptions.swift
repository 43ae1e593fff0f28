import ArgumentParser
import FlowConsole
import FlowDiagnostics
import FlowIndex
import FlowRuntime

/// The bound `explore`, `validate --explore` and `paths` share.
struct ExplorationArguments: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The most states to visit (a state is what the app shows, with the context's values).",
            valueName: "n"))
    var maxStates: Int = Explorer.defaultMaxStates

    func validate() throws {
        guard maxStates > 0 else { throw ValidationError("--max-states must be a positive number") }
    }
}

/// Explores a checked project that has no errors; exit status 1 with a
/// message when the entry flow cannot start.
func exploreProject(_ checked: CheckedProject, maxStates: Int, goal: Explorer.Goal = .everyState) throws
    -> ExplorationReport
{
    let interpreter = Interpreter(resolved: checked.resolved ?? ResolvedProject(checked.project))
    do throws(RuntimeError) {
        let exploration = try Explorer(interpreter: interpreter, maxStates: maxStates).explore(goal: goal)
        return ExplorationReport(exploration, interpreter: interpreter)
    } catch {
        printError("error: the entry flow cannot start: \(error)")
        throw ExitCode(1)
    }
}

/// `explored 1,234 states`, and whether the bound stopped it.
/// `everything` names what a search of them all visits: `every reachable
/// state`, or for paths `every reachable situation`.
func explorationLine(_ exploration: Exploration, bound: Int, everything: String = "every reachable state") -> String {
    let states = Wording.counted(exploration.visited, "state")
    switch exploration.ending {
    case .everyState: return "explored \(states): \(everything)"
    case .bound:
        return "explored \(states): stopped at the bound (--max-states \(bound)); what lies beyond is not checked"
    case .everyTransitionTaken: return "explored \(states): enough to take every transition"
    }
}
