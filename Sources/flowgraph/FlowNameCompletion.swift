import ArgumentParser
import FlowLoading

/// Shell completion of `--flow NAME`: the flows of the project that the
/// command line names (its paths, or `Flows`), read when the shell asks.
enum FlowNameCompletion {
    static let kind = CompletionKind.custom { words, index, prefix in
        names(in: words, completing: index).filter { $0.hasPrefix(prefix) }
    }

    /// Options of the subcommands that take a value, which is not a path.
    static let optionsWithValues: Set<String> = ["--flow", "--set", "--script", "--format", "--jobs"]

    /// The flow names of the project named by `words` (the command line,
    /// the word at `completing` left out), sorted; none when it cannot be read.
    static func names(in words: [String], completing: Int) -> [String] {
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
        guard let loaded = try? ProjectLoader.load(paths: paths.isEmpty ? ["Flows"] : paths) else { return [] }
        return loaded.project.flows.map(\.name).sorted()
    }
}
