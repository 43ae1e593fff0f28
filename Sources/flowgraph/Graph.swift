import ArgumentParser
import FlowDiagnostics
import FlowGraphExport
import FlowIndex

/// `flowgraph graph`: write the map of the flows for Graphviz or Mermaid.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the flows as Graphviz (dot) or Mermaid.",
        discussion: """
            One cluster per flow, titled with its name and outcomes; one node per screen. \
            A flow node (a box with tabs in dot, a double-sided box in Mermaid) has a dashed \
            link to the flow it starts; a tabs node is a tab bar, each tab linked to its flow; \
            a finish goes to an exit node named by its outcome; a black dot marks where the \
            app starts.

            Edges are labelled 'outcome [when]: kind' and coloured by kind: push blue, \
            modal purple (sheet, fullscreen and popover have different arrowheads), bare \
            layer (navigation: false) orange, replace red, finish green, pop dashed blue. back, dismiss \
            and stay are small grey dotted loops on their screen. Unreachable screens and \
            unused flows are faded and dashed. See docs/GRAPH.md.

            Large projects: transitions of one kind between the same two nodes are one \
            edge, their outcomes joined ('a, b, c: push'). A transition that most screens \
            of a flow write alike (at least 3 screens and more than half of them: same \
            outcome, kind, target and options), and the flow's own 'on', are drawn once, \
            from the flow's 'every screen' or 'most screens' node. The map runs top to bottom, or left to right \
            when that fits a screen better. --no-labels draws edges without text.

            A project with validation errors is still drawn: what cannot be drawn (a \
            transition to a missing node, a flow node naming a missing flow) is left out, \
            one line on standard error counts the errors, and the exit status is 1. Run \
            'flowgraph validate' for the errors themselves.

            Exit status: 0 the graph was written; 1 it was written, and the flows have \
            errors; 2 the command could not run (bad arguments, a path that does not exist \
            or cannot be read, an unknown --flow, output that could not be written).

            Examples:
              flowgraph graph Flows | dot -Tsvg > map.svg
              flowgraph graph Flows --format mermaid --flow Contacts
              flowgraph graph Flows --no-labels | dot -Tsvg > overview.svg
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

    @Option(
        help: ArgumentHelp("Draw only this flow and the flows it starts, transitively.", valueName: "name"),
        completion: FlowNameCompletion.kind)
    var flow: String?

    @Flag(
        name: .customLong("no-labels"),
        help: "Draw edges without their 'outcome: kind' text (in dot, the text becomes the edge's tooltip).")
    var noLabels = false

    func run() throws {
        AllocatorTuning.preferSpeedOverReturningMemory()
        // Checked as `validate` checks it, for the exit status: the drawing
        // depends on the project resolved for the rules (shared, not
        // resolved twice), not on the diagnostics.
        let checked = try checkProject(paths: input.resolved, preferringHugePages: true, keepingResolved: true)
        do {
            let exporter = GraphExporter(checked.resolved ?? ResolvedProject(checked.project))
            let output = try exporter.render(format.exportFormat, flow: flow, edgeLabels: !noLabels)
            print(output, terminator: "")
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        // cli.md: status 1 when the flows have errors, for every subcommand.
        guard checked.hasErrors else { return }
        let errors = checked.summary.errors
        printError(
            "note: the flows have \(Wording.counted(errors, "error")), and what they break is left out of the graph; run 'flowgraph validate' to see them"
        )
        throw ExitCode(1)
    }
}
