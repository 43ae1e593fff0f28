import ArgumentParser
import FlowDiagnostics
import FlowIndex
import FlowModel

/// Which errors keep `run` from starting: only those in the flows its start
/// can reach (the start flow and every flow a flow node or tabs node of a
/// reached flow starts). Errors elsewhere cannot be met on any walk, so the
/// run starts and lists them as left out.
struct RunScope {
    /// Errors in or possibly in a reached flow.
    var blocking: [Diagnostic] = []
    /// Errors only in flows the start cannot reach.
    var leftOut: [Diagnostic] = []

    init(_ diagnostics: [Diagnostic], resolved: ResolvedProject, start: FlowID?) {
        let errors = diagnostics.filter { $0.severity == .error }
        guard let start else {
            blocking = errors
            return
        }
        let reached = Self.flows(from: start, in: resolved)
        let owners = DocumentOwners(resolved.project)
        let reachedFiles = Set(
            resolved.project.flows.indices.filter { reached[$0] }.map {
                resolved.project.flows[$0].location.source
            })
        for error in errors {
            if let owner = owners.flow(at: error.location) {
                if reached[owner] { blocking.append(error) } else { leftOut.append(error) }
            } else if reachedFiles.contains(error.location.source) {
                // Outside every flow's document, yet in a file the run reads.
                blocking.append(error)
            } else {
                leftOut.append(error)
            }
        }
    }

    /// The flows `start` reaches through flow nodes and tabs nodes, any of its nodes.
    static func flows(from start: FlowID, in resolved: ResolvedProject) -> [Bool] {
        var reached = [Bool](repeating: false, count: resolved.flows.count)
        reached[start.index] = true
        var work = [start]
        while let flow = work.popLast() {
            for node in resolved.flows[flow].nodes {
                for child in resolved.startedFlows(by: node) where !reached[child.index] {
                    reached[child.index] = true
                    work.append(child)
                }
            }
        }
        return reached
    }
}

extension RunScope {
    /// Refuses a project with errors in the flows `start` reaches: their
    /// diagnostics and `error: REFUSAL have N errors` on stderr (stdout is
    /// the command's own output, which never began), exit 1. Errors only
    /// elsewhere are listed as left out, and warnings counted in a line,
    /// on stderr too.
    static func refuseBlocking(
        _ checked: CheckedProject, resolved: ResolvedProject, start: FlowID?, paths: [String], refusal: String
    ) throws {
        let scope = RunScope(checked.diagnostics, resolved: resolved, start: start)
        if !scope.blocking.isEmpty {
            // The diagnostics and the refusal on one stream, stderr: stdout
            // is the session's transcript, which never began.
            StandardStreams.output.writeError(
                TextRenderer(
                    colored: stderrWantsColor(),
                    sourceLine: SourceSnippets.forTerminal(checked.diagnostics, descriptor: 2)
                ).render(checked.diagnostics, summary: checked.summary))
            let errors = scope.blocking.count
            printError(
                "error: \(refusal) have \(Wording.counted(errors, "error")) (listed above); fix them first"
            )
            throw ExitCode(1)
        }
        if !scope.leftOut.isEmpty {
            // Flows the start cannot reach: no walk meets them, so the run
            // starts, and says what it leaves out (on stderr, so that a
            // script's transcript on stdout stays as it is).
            StandardStreams.output.writeError(
                "flowgraph: left out: \(Wording.counted(scope.leftOut.count, "error")) in flows this run cannot reach:\n"
                    + TextRenderer(colored: false).render(scope.leftOut, summary: nil))
        }
        // Warnings: one line, not a page of them before the first prompt.
        let warnings = checked.diagnostics.warningCount
        if warnings > 0 {
            let paths = paths.joined(separator: " ")
            StandardStreams.output.writeError(
                "flowgraph: the flows have \(Wording.counted(warnings, "warning")); 'flowgraph validate \(paths)' lists them\n"
            )
        }
    }
}

/// Which flow's document holds a place in a file: the last flow of that
/// file whose first written place is at or before it.
struct DocumentOwners {
    private var begins: [SourceFile: [(begin: SourceLocation, flow: Int)]] = [:]

    init(_ project: Project) {
        for (index, flow) in project.flows.enumerated() {
            let first = flow.firstWrittenPlace
            // From the start of that line: a key's diagnostic comes before its value.
            let begin = SourceLocation(file: first.source, line: first.line, column: 1)
            begins[flow.location.source, default: []].append((begin, index))
        }
        for file in begins.keys { begins[file]?.sort { $0.begin < $1.begin } }
    }

    func flow(at location: SourceLocation) -> Int? {
        guard let flows = begins[location.source] else { return nil }
        return flows.last { $0.begin <= location }?.flow
    }
}
