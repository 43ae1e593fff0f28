import FlowLoading
import FlowRuntime
import Foundation

/// `flowgraph-bench explore DIR [--max-states N]`: the exploration alone,
/// timed apart from loading: states a second, and the memory it took per
/// visited state (the peak resident size's growth while it ran).
enum ExploreRate {
    static func run(folder: String, maxStates: Int) throws -> String {
        let loaded = try ProjectLoader.load(paths: [folder])
        let interpreter = Interpreter(project: loaded.project)
        // Made before the clock starts: every command explores a project
        // that it has already resolved.
        _ = interpreter.coverableTransitions
        let before = peakResidentBytes()
        let start = ContinuousClock.now
        let exploration = try Explorer(interpreter: interpreter, maxStates: maxStates).explore()
        let seconds = (ContinuousClock.now - start).seconds
        let grown = max(0, peakResidentBytes() - before)
        let rate = seconds > 0 ? Int(Double(exploration.visited) / seconds) : 0
        return "\(exploration.visited) states in \(String(format: "%.3f", seconds)) s: \(rate) states/s; "
            + "\(grown / max(1, exploration.visited)) bytes per state; \(exploration.refusals.count) refusals"
    }

    #if os(Linux)
    private static let selfWho = RUSAGE_SELF.rawValue
    #else
    private static let selfWho = RUSAGE_SELF
    #endif

    private static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(selfWho, &usage)
        #if os(Linux)
        return usage.ru_maxrss * 1024  // kilobytes on Linux, bytes on macOS
        #else
        return usage.ru_maxrss
        #endif
    }
}

extension Duration {
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
