import ArgumentParser

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check flow files and report problems like a compiler.")
    func run() throws {}
}
