import FlowDiagnostics
import FlowIndex
import FlowValidation
import Foundation

/// Promises the pipeline makes about any input at all. A broken one traps
/// (`fatalError`), which libFuzzer reports as a crash with the input saved.
enum Invariants {
    static func verify(_ output: FuzzPipeline.Output) {
        let files = Set(output.files)
        for d in output.diagnostics {
            located(d.location, in: files, what: "[\(d.rule)] \(d.message)")
            require(!d.rule.rawValue.isEmpty && !d.message.isEmpty, "empty rule or message at \(d.location)")
            for note in d.notes { located(note.location, in: files, what: "note '\(note.message)'") }
            if let fix = d.fixIt { located(fix.location, in: files, what: "fix-it for [\(d.rule)]") }
        }
        require(output.diagnostics == output.diagnostics.sortedForOutput(), "diagnostics not in output order")
        require(
            output.summary.errors + output.summary.warnings
                == output.diagnostics.count { $0.severity != .note },
            "summary counts \(output.summary.line) disagree with the diagnostics")
        RenderingChecks.json(output)
        RenderingChecks.github(output)
        RenderingChecks.sarif(output)
        RenderingChecks.text(output)
    }

    /// The project resolved in runs of flows on three threads, and the rules
    /// run side by side, give what one thread gives (as `validate` does
    /// for a large project).
    static func threads(_ output: FuzzPipeline.Output) {
        let project = output.project
        require(
            ResolvedProject(project, threads: 3).dump() == ResolvedProject(project).dump(),
            "the project resolves differently on three threads")
        let context = ValidationContext(
            project: project, projectFile: output.files.first ?? "Flows",
            filesHaveErrors: output.filesHaveErrors, threads: 3)
        require(
            Validator.check(context, threads: 3).sortedForOutput() == output.ruleDiagnostics,
            "the rules find something else on three threads")
    }

    /// Every place a user is sent to must exist: a file of the project,
    /// line and column from 1 (a 0 is what a forgotten `+ 1` looks like).
    static func located(_ l: SourceLocation, in files: Set<String>, what: String) {
        require(files.contains(l.file), "\(what): file '\(l.file)' is not an input file")
        require(l.line >= 1 && l.column >= 1, "\(what): located at \(l.line):\(l.column)")
    }

    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fatalError("flowgraph-fuzz invariant: \(message())") }
    }
}
