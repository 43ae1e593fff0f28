import ArgumentParser
import FlowConsole
import FlowDiagnostics
import FoundationEssentials

/// `flowgraph explore`: every step the app would refuse, with a walk that
/// reproduces it.
struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Find every step the app would refuse, each with a script that reproduces it.",
        discussion: """
            Visits every state the interpreter can reach from the entry flow, under every \
            combination of the values the flows' 'when's test (and unset), giving placeholder \
            values to payloads, and reports each step it refuses (a push in a layer without \
            navigation, a 'finish' that leaves nothing shown, a 'pop' to a screen not in the \
            stack, a start no alternative of which matches) as an error at the transition that \
            fails, with the shortest walk that reaches it, ready for 'flowgraph run --script'. \
            A state whose stacks already show a node twice is not expanded further.

            Exit status: 0 no step is refused; 1 a step is refused, or the flows have errors \
            (run 'flowgraph validate'); 2 the command could not run.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var input: PathArguments

    @OptionGroup var bound: ExplorationArguments

    @Option(help: "Output format: text (each refusal with its script), or json.")
    var format: Format = .text

    func run() throws {
        let checked = try checkProjectWithoutErrors(paths: input.resolved)
        let report = try exploreProject(checked, maxStates: bound.maxStates)
        let findings = report.findings
        switch format {
        case .text: print(text(findings, report), terminator: "")
        case .json: print(try json(findings, report))
        }
        if !findings.isEmpty { throw ExitCode(1) }
    }

    private func text(_ findings: [ExplorationReport.Finding], _ report: ExplorationReport) -> String {
        var out = ""
        for finding in findings {
            let d = finding.diagnostic
            out += "\(d.location): error: \(d.message) [\(d.rule)]\n"
            out += "  reproduce with 'flowgraph run --script FILE' on:\n"
            for line in finding.script.split(separator: "\n") { out += "    \(line)\n" }
        }
        let refused = findings.isEmpty ? "no step refused" : Wording.counted(findings.count, "step") + " refused"
        out += explorationLine(report.exploration, bound: bound.maxStates) + "; \(refused)\n"
        return out
    }

    private func json(_ findings: [ExplorationReport.Finding], _ report: ExplorationReport) throws -> String {
        struct Output: Encodable {
            struct Refusal: Encodable {
                let file: String
                let line: Int
                let column: Int
                let message: String
                let script: String
            }
            let refusals: [Refusal]
            let states: Int
            let stoppedAtBound: Bool
        }
        let output = Output(
            refusals: findings.map {
                let location = $0.diagnostic.location
                return .init(
                    file: location.file, line: location.line, column: location.column, message: $0.diagnostic.message,
                    script: $0.script)
            },
            states: report.exploration.visited, stoppedAtBound: report.exploration.stoppedAtBound)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(output), as: UTF8.self)
    }
}
