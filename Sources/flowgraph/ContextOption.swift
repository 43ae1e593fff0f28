import ArgumentParser
import FlowConsole

/// `--set VAR=VALUE`, as `run` and `links` take it: the context that `when`
/// and `start` lists read.
struct ContextArguments: ParsableArguments {
    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("Set a variable for `when` and start lists (repeatable).", valueName: "VAR=VALUE"),
        completion: FlowNameCompletion.assignments)
    var assignments: [String] = []

    func validate() throws {
        _ = try context()
    }

    /// The assignments as a context; a malformed one is a usage error
    /// (exit 2). Split here rather than through the REPL's `set`: a
    /// shell-quoted value may hold spaces.
    func context() throws -> [String: String] {
        var context: [String: String] = [:]
        for text in assignments {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, CommandParser.isIdentifier(String(parts[0])) else {
                throw ValidationError("--set takes VAR=VALUE with VAR a name ([A-Za-z][A-Za-z0-9_]*), found '\(text)'")
            }
            context[String(parts[0])] = String(parts[1])
        }
        return context
    }
}
