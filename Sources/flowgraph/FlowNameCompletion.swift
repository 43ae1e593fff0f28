import ArgumentParser
import FlowLoading
import FlowModel

/// Shell completion of `--flow NAME` and `--set VAR=VALUE`: the flows of
/// the project that the command line names (its paths, or `Flows`), and
/// the variables its `when`s read with the values they compare, read when
/// the shell asks.
enum FlowNameCompletion {
    static let kind = CompletionKind.custom { words, index, prefix in
        names(in: words, completing: index).filter { $0.hasPrefix(prefix) }
    }

    /// `VAR=VALUE` for every value some `when` compares a variable with.
    static let assignments = CompletionKind.custom { words, index, prefix in
        guard let project = project(in: words, completing: index) else { return [] }
        return assignments(in: project).filter { $0.hasPrefix(prefix) }
    }

    static func assignments(in project: Project) -> [String] {
        var pairs: Set<String> = []
        func add(_ conditions: [Condition]?) {
            for condition in conditions ?? [] {
                for value in condition.values { pairs.insert("\(condition.variable)=\(value)") }
            }
        }
        for flow in project.flows {
            for start in flow.startAlternatives { add(start.when) }
            for handler in flow.flowHandlers { for alternative in handler.alternatives { add(alternative.when) } }
            for node in flow.nodes {
                for handler in node.handlers { for alternative in handler.alternatives { add(alternative.when) } }
            }
        }
        return pairs.sorted()
    }

    /// Options of the subcommands that take a value, which is not a path.
    static let optionsWithValues: Set<String> = ["--flow", "--set", "--script", "--format", "--jobs"]

    /// The flow names of the project named by `words` (the command line,
    /// the word at `completing` left out), sorted; none when it cannot be read.
    static func names(in words: [String], completing: Int) -> [String] {
        project(in: words, completing: completing)?.flows.map(\.name).sorted() ?? []
    }

    /// The project named by `words`; nil when it cannot be read.
    static func project(in words: [String], completing: Int) -> Project? {
        var paths: [String] = []
        var skipsValue = false
        // The command's own name and the subcommand's come first.
        for (position, word) in words.enumerated() where position >= 2 && position != completing {
            if skipsValue {
                skipsValue = false
            } else if optionsWithValues.contains(word) {
                skipsValue = true
            } else if !word.hasPrefix("-") {
                paths.append(word)
            }
        }
        return try? ProjectLoader.load(paths: paths.isEmpty ? ["Flows"] : paths).project
    }
}
