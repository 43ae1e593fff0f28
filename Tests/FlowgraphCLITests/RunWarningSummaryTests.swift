import TestSupport
import Testing

/// `run` on flows with warnings says how many in one line, before the first
/// prompt, instead of printing every one of them.
@Suite struct RunWarningSummaryTests {
    @Test func warningsAreOneLineOnStandardError() throws {
        let result = try Binary.run(["run", "Projects/warnings-only"], input: "expect layers 1\n")
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "flowgraph: the flows have 2 warnings; 'flowgraph validate Projects/warnings-only' lists them\n")
    }

    @Test func cleanFlowsSayNothing() throws {
        let result = try Binary.run(["run", "Projects/clean"], input: "expect layers 1\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
