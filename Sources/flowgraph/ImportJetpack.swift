import ArgumentParser
import FlowImport

/// `flowgraph import jetpack FILE... --output DIR`.
struct ImportJetpack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jetpack",
        abstract: "Turn Android Jetpack navigation graphs into flow files, one flow per graph.",
        discussion: ImportArguments.discussion
    )

    @OptionGroup var arguments: ImportArguments

    func run() throws { try arguments.run(JetpackImporter.self) }
}
