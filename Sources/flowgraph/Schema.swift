import ArgumentParser
import FlowSchema

/// `flowgraph schema`: the JSON Schema of a flow file, for editors.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of a flow file, for editors.",
        discussion: """
            Prints the JSON Schema (draft 2020-12) of one flow document: every key with its \
            documentation, the transition kinds and presentation styles, and the patterns of \
            names and of transitions written as text. Save it and point yaml-language-server at \
            it (a 'yaml.schemas' setting, or a '# yaml-language-server: $schema=PATH' line at the \
            top of a flow file) to get completion and checks as you type:

              flowgraph schema > flow.schema.json

            The schema sees one document at a time: names that must match across the project (a \
            target, a child flow, an outcome) are checked by 'flowgraph validate'.

            Exit status: 0 the schema was printed; 2 bad arguments, or the output could not be written.
            """
    )

    func run() throws {
        print(FlowSchema.json, terminator: "")
    }
}
