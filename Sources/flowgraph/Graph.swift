import ArgumentParser

// Placeholder until the exporter lands; replaced by the `graph` subcommand.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Draw the flows as Graphviz or Mermaid.")
    func run() throws { throw ExitCode(2) }
}
