import ArgumentParser

/// The `flowgraph` command: one subcommand per file in this folder.
@main
struct Flowgraph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowgraph",
        abstract: "Validate, run and draw iOS coordinator flows written in YAML.",
        version: "0.1.0",
        subcommands: [Validate.self, Run.self, Graph.self]
    )
}
