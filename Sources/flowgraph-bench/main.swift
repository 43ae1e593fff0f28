import FlowIndex
import FlowLoading
import FlowModel
import FlowRuntime
import Foundation

// flowgraph-bench: synthetic projects for the performance report.
//
//   flowgraph-bench generate --nodes N --out DIR [--seed S] [--errors E]
//   flowgraph-bench walk DIR [--steps N] [--seed S]
//   flowgraph-bench walks DIR --count N --steps M --out OUT [--seed S]
//   flowgraph-bench dump PATH...
//   flowgraph-bench deepest DIR
//   flowgraph-bench explore DIR [--max-states N]
//   flowgraph-bench import-input jetpack|storyboard N FILE
//
// The report itself is `scripts/bench.sh` (run by `make bench`): it times
// the real binaries from the outside, as a user would run them.

let usage = """
    usage: flowgraph-bench generate --nodes N --out DIR [--seed S] [--errors E]
      generate  write a valid synthetic project of exactly N nodes into DIR
                (deterministic for a given N and seed; E evenly spaced errors)
    usage: flowgraph-bench walk DIR [--steps N] [--seed S]
      walk      take N seeded random steps through the project, keeping every
                state as an undo history does; print steps/s and its memory
    usage: flowgraph-bench walks DIR --count N --steps M --out OUT [--seed S]
      walks     write N seeded random walks of M steps from the entry flow into
                OUT, as walk scripts with expects, for timing flowgraph test
    usage: flowgraph-bench phases DIR [--each-rule | --jobs N]
      phases    the CPU time of each stage of validate, one thread, in order;
                with --each-rule, then each rule's own, heaviest first; with
                --jobs N, the wall time of each as validate runs it on N threads
    usage: flowgraph-bench deepest DIR
      deepest   the node a walk from the entry flow needs the most steps to
                show (as Flow.Node), for timing path-to
    usage: flowgraph-bench explore DIR [--max-states N]
      explore   explore the project's states (default bound 100000), timed
                apart from loading: states/s and bytes per visited state
    usage: flowgraph-bench import-input jetpack|storyboard N FILE
      import-input  write a navigation graph of N fragments, or a storyboard of N
                scenes, each with three actions and more, for timing flowgraph import
    usage: flowgraph-bench dump PATH...
      dump      the project as resolved for every command: flows, nodes,
                handlers and alternatives with their ids, what each name
                resolved to, and what is reachable
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

/// `--name value` pairs after the subcommand.
func options(_ arguments: ArraySlice<String>) -> [String: String] {
    var result: [String: String] = [:]
    var rest = arguments
    while let name = rest.popFirst() {
        guard name.hasPrefix("--"), let value = rest.popFirst() else { fail(usage) }
        result[String(name.dropFirst(2))] = value
    }
    return result
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "generate":
    let given = options(arguments.dropFirst())
    guard let nodes = given["nodes"].flatMap(Int.init), nodes > 0, let out = given["out"] else { fail(usage) }
    let seed = given["seed"].flatMap(UInt64.init) ?? 1
    let errors = given["errors"].flatMap(Int.init) ?? 0
    do {
        let written = try ProjectWriter.write(nodes: nodes, seed: seed, errors: errors, to: out)
        print(
            "\(out): \(written.files) files, \(written.flows) flows, \(nodes) nodes, \(written.bytes) bytes, \(written.errors) errors"
        )
    } catch {
        fail("cannot write \(out): \(error)")
    }
case "walk":
    guard arguments.count >= 2 else { fail(usage) }
    let folder = arguments[arguments.startIndex + 1]
    let given = options(arguments.dropFirst(2))
    let steps = given["steps"].flatMap(Int.init) ?? 100_000
    let seed = given["seed"].flatMap(UInt64.init) ?? 1
    do {
        let walk = try RandomWalk.run(paths: [folder], steps: steps, seed: seed)
        let perSecond = walk.seconds > 0 ? Int(Double(walk.steps) / walk.seconds) : 0
        print(
            "\(walk.steps) steps in \(String(format: "%.3f", walk.seconds)) s: \(perSecond) steps/s; "
                + "history of \(walk.steps) states: \(walk.historyBytes / 1_000_000) MB; "
                + "\(walk.failures) run-time errors, \(walk.restarts) restarts")
    } catch {
        fail("walk failed: \(error)")
    }
case "walks":
    guard arguments.count >= 2 else { fail(usage) }
    let project = arguments[arguments.startIndex + 1]
    let given = options(arguments.dropFirst(2))
    guard let count = given["count"].flatMap(Int.init), count > 0, let steps = given["steps"].flatMap(Int.init),
        steps > 0, let out = given["out"]
    else { fail(usage) }
    do {
        let total = try RandomWalkFiles.write(
            project: project, count: count, steps: steps, seed: given["seed"].flatMap(UInt64.init) ?? 1, to: out)
        print("\(out): \(count) walks, \(total) steps")
    } catch {
        fail("walks failed: \(error)")
    }
case "phases":
    let eachRule = arguments.count == 3 && arguments.last == "--each-rule"
    let jobs = arguments.count == 4 && arguments[arguments.startIndex + 2] == "--jobs" ? Int(arguments.last!) : nil
    guard arguments.count == 2 || eachRule || (jobs ?? 0) >= 1 else { fail(usage) }
    do {
        if let jobs {
            try ParallelPhases.run(folder: arguments[arguments.startIndex + 1], threads: jobs)
        } else {
            try Phases.run(folder: arguments[arguments.startIndex + 1], eachRule: eachRule)
        }
    } catch {
        fail("phases failed: \(error)")
    }
case "deepest":
    guard arguments.count == 2 else { fail(usage) }
    do {
        print(try Deepest.find(folder: arguments[arguments.startIndex + 1]))
    } catch {
        fail("deepest failed: \(error)")
    }
case "import-input":
    let rest = Array(arguments.dropFirst())
    guard rest.count == 3, let count = Int(rest[1]), count > 0 else { fail(usage) }
    let text: String
    switch rest[0] {
    case "jetpack": text = ImportInputs.jetpack(destinations: count)
    case "storyboard": text = ImportInputs.storyboard(scenes: count)
    default: fail(usage)
    }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: rest[2]))
    } catch {
        fail("cannot write \(rest[2]): \(error)")
    }
case "explore":
    guard arguments.count >= 2 else { fail(usage) }
    let given = options(arguments.dropFirst(2))
    do {
        print(
            try ExploreRate.run(
                folder: arguments[arguments.startIndex + 1],
                maxStates: given["max-states"].flatMap(Int.init) ?? Explorer.defaultMaxStates))
    } catch {
        fail("explore failed: \(error)")
    }
case "dump":
    guard arguments.count >= 2 else { fail(usage) }
    do {
        let loaded = try ProjectLoader.load(paths: Array(arguments.dropFirst()))
        print(ResolvedProject(loaded.project).dump(), terminator: "")
    } catch {
        fail("dump failed: \(error.message)")
    }
default:
    fail(usage)
}
