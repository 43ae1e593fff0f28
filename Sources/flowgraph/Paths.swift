import ArgumentParser
import FlowConsole
import FlowDiagnostics
import FlowLoading
import FlowParallel
import FlowRuntime

/// `flowgraph paths`: walks, written by the tool, that take every
/// transition that can be taken.
struct Paths: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paths",
        abstract: "Write walks that together take every transition that can be taken.",
        discussion: """
            Explores the flows from the entry flow (one state of each situation: the screen, \
            the flow nodes above it, its layer; each step in every context its 'when's tell \
            apart) and writes, into the output folder, the shortest walk to each transition \
            that no walk written before it takes, longest first, with an 'expect' after each \
            step. Transitions no walk can take are listed. The same flows \
            always give the same files, byte for byte, named after the transition each was \
            written for (Flow-Node-outcome.walk). They pass 'flowgraph test' by construction, \
            so a later change to any of those journeys makes one fail. Walks this command \
            wrote before and no longer writes are removed; other files are left alone.

            Exit status: 0 the walks were written; 1 the flows have errors (run 'flowgraph \
            validate'); 2 the command could not run (bad arguments, a folder that cannot be \
            written).
            """
    )

    @OptionGroup var input: PathArguments

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the walks into.", valueName: "dir"))
    var output: String

    @OptionGroup var bound: ExplorationArguments

    func run() throws {
        let checked = try checkProjectWithoutErrors(paths: input.resolved)
        let report = try exploreProject(checked, maxStates: bound.maxStates, goal: .everyTransition)
        let exploration = report.exploration, interpreter = report.interpreter
        let paths = GeneratedPaths(exploration, interpreter: interpreter)
        let resolved = interpreter.resolved
        // Each walk is replayed twice (its moves, then its expects): the
        // walks are independent, so they are written on every core.
        let scripts = ParallelMap.map(paths.walks, workers: JobCount.workers(forItems: paths.walks.count)) { walk in
            GeneratedPaths.script(of: walk, in: exploration, interpreter: interpreter).map { (walk.fileName, $0) }
        }.compactMap { $0 }
        try WalkFolder(path: output).replace(with: scripts.map { ($0.0, $0.1.text) })
        let steps = scripts.reduce(0) { $0 + $1.1.steps }
        let coverable = report.exploration.coverable.count
        print(
            "wrote \(Wording.counted(scripts.count, "walk")) (\(Wording.counted(steps, "step"))) to \(output): they take \(coverable - paths.untaken.count) of \(Wording.counted(coverable, "transition"))"
        )
        for transition in paths.untaken {
            print("\(resolved.location(of: transition)): not taken: \(resolved.summary(of: transition))")
        }
        // Paths visit one state of each situation (the screen, the flows
        // above it, its layer), not every history that leads there.
        print(explorationLine(report.exploration, bound: bound.maxStates, everything: "every reachable situation"))
    }
}
