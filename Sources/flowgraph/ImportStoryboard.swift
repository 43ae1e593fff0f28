import ArgumentParser
import FlowImport

/// `flowgraph import storyboard FILE... --output DIR`.
struct ImportStoryboard: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Turn iOS storyboards into flow files, one flow per storyboard.",
        discussion: ImportArguments.discussion
    )

    @OptionGroup var arguments: ImportArguments

    func run() throws { try arguments.run(StoryboardImporter.self) }
}
