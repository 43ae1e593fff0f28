import ArgumentParser

/// The `flowgraph` command: one subcommand per file in this folder.
@main
struct Flowgraph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowgraph",
        abstract: "Validate, run and draw iOS coordinator flows written in YAML.",
        discussion: """
            Exit status (every subcommand): 0 success (warnings allowed); 1 the flows have \
            errors, a script's expectation failed, or --strict and there are warnings; \
            2 the command could not run (bad arguments, a path that does not exist or \
            cannot be read, output that could not be written).
            """,
        version: "0.1.0",
        subcommands: [
            Validate.self, Run.self, Graph.self, Links.self, Test.self, Paths.self, Explore.self, Import.self,
        ]
    )

    /// Like ParsableCommand's own entry point, except that bad arguments exit
    /// with 2 (the contract in cli.md) rather than argument-parser's 64.
    static func main() {
        StandardDescriptors.reopenClosed()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                printError(fullMessage(for: error))
                exit(withError: ExitCode(2))
            }
            // A command that ends with a status (1 for errors) has written
            // its output first.
            if error is ExitCode {
                exitIfOutputFailed()
                exit(withError: error)
            }
            // Help and the version are output like any other: printed here,
            // as argument-parser would, and checked.
            guard code == .success else { exit(withError: error) }
            print(fullMessage(for: error))
            exitIfOutputFailed()
            exit(withError: ExitCode.success)
        }
        exitIfOutputFailed()
    }
}
