import FlowDiagnostics
import FlowIndex

/// What `flowgraph test` prints: each walk's result, then the transition
/// coverage, as text, JSON (`WalkReport+JSON`) or JUnit XML
/// (`WalkReport+JUnit`).
public struct WalkReport: Sendable {
    /// Each walk's result, in the order of their files.
    public let walks: [WalkResult]
    public let coverage: TransitionCoverage
    /// `--min-coverage` as given (its text, and its value), when given.
    public let minimum: (text: String, value: Double)?
    /// For the places and summaries of untaken transitions.
    let resolved: ResolvedProject

    public init(
        walks: [WalkResult], coverage: TransitionCoverage, minimum: (text: String, value: Double)?,
        resolved: ResolvedProject
    ) {
        self.walks = walks
        self.coverage = coverage
        self.minimum = minimum
        self.resolved = resolved
    }

    /// How many walks failed.
    public var failures: Int { walks.count { !$0.passed } }

    /// Whether coverage is below `--min-coverage`.
    public var belowMinimum: Bool {
        guard let minimum else { return false }
        return !coverage.meets(minimum: minimum.value)
    }

    /// The exit status: 1 when a walk failed or coverage is below the minimum.
    public var status: Int32 { failures > 0 || belowMinimum ? 1 : 0 }

    /// One untaken transition: where it is written and what it does.
    public struct Untaken: Sendable {
        public let location: SourceLocation
        public let summary: String
    }

    /// The untaken transitions, in source order.
    public var untaken: [Untaken] {
        coverage.untaken.map { Untaken(location: resolved.location(of: $0), summary: resolved.summary(of: $0)) }
    }

    /// `coverage: 41/44 transitions (93.2%)`.
    public var coverageLine: String {
        "coverage: \(coverage.takenCount)/\(Wording.counted(coverage.reachable.count, "transition")) (\(coverage.percentText))"
    }

    /// `3 walks: all passed`, `3 walks: 1 failed`, and when coverage is
    /// below the minimum, why the command fails for it.
    public var summaryLine: String {
        var line = "\(Wording.counted(walks.count, "walk")): " + (failures == 0 ? "all passed" : "\(failures) failed")
        if belowMinimum, let minimum {
            line += "; coverage \(coverage.percentText) is below --min-coverage \(minimum.text)"
        }
        return line
    }

    /// The text report: `ok   FILE (N steps)` or `FAIL FILE:LINE: ...` per
    /// walk, the coverage line, each untaken transition at its
    /// `FILE:LINE:COL`, and the summary.
    public var text: String {
        var out = ""
        for walk in walks {
            if let failure = walk.failure {
                out += "FAIL \(failure.text)\n"
            } else {
                out +=
                    "ok   \(TextRenderer.escapingControlCharacters(walk.file)) (\(Wording.counted(walk.steps, "step")))\n"
            }
        }
        out += coverageLine + "\n"
        for transition in untaken {
            out += "\(transition.location): not taken: \(transition.summary)\n"
        }
        return out + summaryLine + "\n"
    }
}
