import Foundation

// flowgraph-bench: synthetic projects for the performance report.
//
//   flowgraph-bench generate --nodes N --out DIR [--seed S] [--errors E]
//
// The report itself is `scripts/bench.sh` (run by `make bench`): it times
// the real binaries from the outside, as a user would run them.

let usage = """
    usage: flowgraph-bench generate --nodes N --out DIR [--seed S] [--errors E]
      generate  write a valid synthetic project of exactly N nodes into DIR
                (deterministic for a given N and seed; E evenly spaced errors)
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
        print("\(out): \(written.files) files, \(written.flows) flows, \(nodes) nodes, \(written.bytes) bytes, \(written.errors) errors")
    } catch {
        fail("cannot write \(out): \(error)")
    }
default:
    fail(usage)
}
