import ArgumentParser

// Placeholder until the interpreter lands; replaced by the `run` subcommand.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Step through the flows in a REPL or a script.")
    func run() throws { throw ExitCode(2) }
}
