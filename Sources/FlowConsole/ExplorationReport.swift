import FlowDiagnostics
import FlowIndex
import FlowRuntime

/// What exploration found, as `step-fails` diagnostics and witness scripts:
/// what `flowgraph explore` prints and `validate --explore` adds.
public struct ExplorationReport: Sendable {
    public let exploration: Exploration
    public let interpreter: Interpreter

    public init(_ exploration: Exploration, interpreter: Interpreter) {
        self.exploration = exploration
        self.interpreter = interpreter
    }

    /// One refused step: its diagnostic, and the script that reproduces it.
    public struct Finding: Sendable {
        public let diagnostic: Diagnostic
        /// Ready for `run --script`: the walk, then the refused step.
        public let script: String
    }

    /// Each refused step, sorted by where it is written.
    public var findings: [Finding] {
        let resolved = interpreter.resolved
        let witnesses = WalkScript(interpreter: interpreter, expectations: false)
        let found = exploration.refusals.compactMap { refusal -> Finding? in
            let (moves, event) = exploration.witness(of: refusal)
            guard let lines = try? witnesses.lines(of: moves, failing: (event, refusal.error)) else { return nil }
            let location =
                refusal.transition.map { resolved.location(of: $0) } ?? resolved.model(refusal.node).location
            let screen = "\(resolved.model(resolved.flow(of: refusal.node)).name).\(resolved.model(refusal.node).name)"
            let refused = lines.last?.text ?? ""
            var notes = [
                Note(
                    "reached in \(Wording.counted(moves.count, "move")) from the start; run it with 'flowgraph run --script':",
                    at: location)
            ]
            for line in lines where !line.text.hasPrefix("#") {
                notes.append(Note("  \(line.text)", at: line.transition.map { resolved.location(of: $0) } ?? location))
            }
            let diagnostic = Diagnostic(
                .stepFails, .error, "'\(refused)' on \(screen) is refused: \(refusal.error.message)", at: location,
                notes: notes)
            let script = lines.map(\.text).joined(separator: "\n") + "\n"
            return Finding(diagnostic: diagnostic, script: script)
        }
        return found.sorted { $0.diagnostic.location < $1.diagnostic.location }
    }
}
