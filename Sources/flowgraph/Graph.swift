import ArgumentParser
import FlowGraphExport
import FlowModel

/// `flowgraph graph`: write the map of the flows for Graphviz or Mermaid.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the flows as Graphviz (dot) or Mermaid.",
        discussion: """
            One cluster per flow, titled with its name and outcomes; one node per screen. \
            A flow node (a box with tabs in dot, a double-sided box in Mermaid) has a dashed \
            link to the flow it starts; a finish goes to an exit node named by its outcome; \
            a black dot marks where the app starts.

            Edges are labelled 'outcome [when]: kind' and coloured by kind: push blue, \
            modal purple (sheet, fullscreen and popover have different arrowheads), bare \
            layer (navigation: false) orange, replace red, finish green. back, dismiss \
            and stay are small grey dotted loops on their screen. Unreachable screens and \
            unused flows are faded and dashed. See docs/GRAPH.md.

            A project with validation errors is still drawn: what cannot be drawn (a \
            transition to a missing node, a flow node naming a missing flow) is left out, \
            nothing extra is printed and the exit status is 0. Run 'flowgraph validate' \
            for the errors.

            Exit status: 0 the graph was written; 2 the command could not run (bad \
            arguments, a path that does not exist or cannot be read, an unknown --flow).

            Examples:
              flowgraph graph Flows | dot -Tsvg > map.svg
              flowgraph graph Flows --format mermaid --flow Contacts
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot, mermaid

        var exportFormat: GraphFormat {
            switch self {
            case .dot: .dot
            case .mermaid: .mermaid
            }
        }
    }

    @OptionGroup var input: PathArguments

    @Option(help: "Output format: dot (Graphviz) or mermaid.")
    var format: Format = .dot

    @Option(help: ArgumentHelp("Draw only this flow and the flows it starts, transitively.", valueName: "name"))
    var flow: String?

    func run() throws {
        AllocatorTuning.preferSpeedOverReturningMemory()
        // The validator is not run: the drawing does not depend on its
        // diagnostics, only on the project and its reachability.
        let loaded: LoadedProject
        do {
            loaded = try ProjectLoader.load(paths: input.resolved, prepareReader: AllocatorTuning.prepareReaderThread)
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(2)
        }
        do {
            let output = try GraphExporter(loaded.project).render(format.exportFormat, flow: flow)
            print(output, terminator: "")
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }
}
