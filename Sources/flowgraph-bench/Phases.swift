import FlowDiagnostics
import FlowLoading
import FlowModel
import FlowValidation
import FlowYAML
import Foundation

/// `flowgraph-bench phases DIR`: the CPU time of each stage of `validate`,
/// run one after the other on one thread, so that a change can be judged by
/// the stage it touches, and the printing can be told apart from the rest
/// (the errors-vs-none line of `make bench`). The table times the real binary.
/// `eachRule` adds each rule's own time, for `Validator.heaviestFirst`.
enum Phases {
    static func run(folder: String, eachRule: Bool = false) throws {
        var clock = StageClock()
        // Found and read as `validate` finds and reads them.
        let files = try ProjectLoader.flowFiles(under: [folder])
        clock.lap("find files")
        let sources = files.map { path in
            (path, (try? SourceReader.read(path, limit: ProjectLoader.maxFileBytes).get()) ?? [])
        }
        clock.lap("read")
        let trees = sources.map { YAMLParser.parse($0.1, path: $0.0) }
        clock.lap("parse into trees")
        // In runs with one name table each, as `validate` decodes.
        let runs = FileRuns.plan(sizes: sources.map(\.1.count))
        let decoded = runs.flatMap { FlowDecoder.decode(run: Array(trees[$0])) }
        clock.lap("decode into the model")
        let project = Project(flows: decoded.flatMap(\.flows))
        clock.lap("assemble project")
        let context = ValidationContext(
            project: project, projectFile: files.first ?? folder,
            filesHaveErrors: decoded.contains { $0.diagnostics.errorCount > 0 })
        clock.lap("resolve the project")
        var sorted = Validator.check(context, threads: 1)
        clock.lap("rules")
        // Merged and sorted as `validate` does (`checkProject`): the rules'
        // array grown in place and sorted in place, not copied.
        sorted += decoded.flatMap(\.diagnostics)
        sorted.sortForOutput()
        clock.lap("sort \(sorted.count) diagnostics")
        // The printing, which the errors-vs-none target leaves out: the
        // report, as `validate` renders it, without the write.
        let summary = Summary(
            flows: project.flows.count, nodes: project.nodeCount,
            errors: sorted.errorCount, warnings: sorted.warningCount)
        let report = TextRenderer().render(sorted, summary: summary)
        clock.lap("render text")
        clock.print()
        if eachRule { timeEachRule(context) }
        withExtendedLifetime((trees, project, report)) {}
    }

    /// Each rule run alone over `context`, heaviest first.
    static func timeEachRule(_ context: ValidationContext) {
        var times: [(String, Double)] = []
        for rule in RuleRegistry.all {
            let start = StageClock.now()
            _ = rule.init().check(context)
            times.append((rule.description.id.rawValue, StageClock.now() - start))
        }
        print("")
        for (id, seconds) in times.sorted(by: { $0.1 > $1.1 }) {
            print(StageClock.padded("rule " + id) + String(format: "%7.3f s", seconds))
        }
    }
}

// getrusage(2)'s RUSAGE_SELF, typed as each C library declares `who`.
#if canImport(Glibc)
// swift-format-ignore: AlwaysUseLowerCamelCase
private let RUSAGE_SELF_WHO = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
// swift-format-ignore: AlwaysUseLowerCamelCase
private let RUSAGE_SELF_WHO = RUSAGE_SELF
#endif

/// Time between laps: the process's CPU time (user and system), or with
/// `wall`, the time on the clock.
struct StageClock {
    private let wall: Bool
    private var last: Double
    private var laps: [(String, Double)] = []

    init(wall: Bool = false) {
        self.wall = wall
        last = wall ? Self.wallNow() : Self.now()
    }

    /// The process's CPU time so far.
    static func now() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF_WHO, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    static func wallNow() -> Double { Date().timeIntervalSinceReferenceDate }

    mutating func lap(_ name: String) {
        let time = wall ? Self.wallNow() : Self.now()
        laps.append((name, time - last))
        last = time
    }

    func print() {
        let total = laps.reduce(0) { $0 + $1.1 }
        for (name, seconds) in laps {
            Swift.print(
                Self.padded(name) + String(format: "%7.3f s  %5.1f%%", seconds, total > 0 ? 100 * seconds / total : 0))
        }
        Swift.print(Self.padded("total") + String(format: "%7.3f s", total))
    }

    /// `%-32@` pads nothing on Linux, so the names are padded by hand.
    static func padded(_ name: String) -> String {
        name + String(repeating: " ", count: max(1, 33 - name.count))
    }
}
