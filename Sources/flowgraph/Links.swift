import ArgumentParser
import FlowConsole
import FlowDiagnostics
import FlowIndex
import FlowRuntime

/// `flowgraph links`: every deep link, with the walk that opens it.
struct Links: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "List every deep link with the walk that opens it.",
        discussion: """
            For each link of the flows: its pattern, the node it opens, and the shortest walk \
            from the entry flow that shows that node (the steps, each placeholder's value \
            written as {name}, and the stack it leaves), or why there is none. The walk is \
            the one 'open-link' takes in 'flowgraph run'.

            Exit status: 0 the links were listed; 1 the flows have errors (nothing is listed; \
            run 'flowgraph validate'); 2 the command could not run.
            """
    )

    @OptionGroup var input: PathArguments

    @OptionGroup var contextArguments: ContextArguments

    func run() throws {
        let context = try contextArguments.context()
        let checked = try checkProjectWithoutErrors(paths: input.resolved)
        let interpreter = Interpreter(resolved: checked.resolved ?? ResolvedProject(checked.project))
        print(LinkReport.text(interpreter, context: context), terminator: "")
    }
}
