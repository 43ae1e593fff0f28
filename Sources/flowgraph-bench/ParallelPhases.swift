import FlowDiagnostics
import FlowLoading
import FlowValidation
import Foundation

/// `flowgraph-bench phases DIR --jobs N`: the wall time of each stage of
/// `validate` as it runs them on N threads (the loader's runs of files,
/// the project resolved in runs of flows, the rules side by side), to see
/// which stages keep the cores waiting. No huge-page advice: the stages'
/// shares, not the whole, are what it is for.
enum ParallelPhases {
    static func run(folder: String, threads: Int) throws {
        var clock = StageClock(wall: true)
        let files = try ProjectLoader.findFiles(under: [folder])
        clock.lap("find files")
        let loaded = ProjectLoader.load(files, threads: threads)
        clock.lap("read, parse and decode")
        let context = ValidationContext(
            project: loaded.project, projectFile: loaded.files.first ?? folder,
            filesHaveErrors: loaded.diagnostics.errorCount > 0, threads: threads)
        clock.lap("resolve the project")
        var sorted = Validator.check(context, threads: threads)
        clock.lap("rules")
        sorted += loaded.diagnostics
        sorted.sortForOutput()
        clock.lap("sort \(sorted.count) diagnostics")
        print("on \(threads) thread\(threads == 1 ? "" : "s"), wall time:")
        clock.print()
        withExtendedLifetime((loaded, context)) {}
    }
}
