import Foundation
import TestSupport
import Testing

/// `flowgraph explore` and `validate --explore` through the built binary.
@Suite struct ExploreCommandTests {
    @Test func exploreReportsEachRefusedStepWithAScriptThatReproducesIt() throws {
        let result = try Binary.run(["explore", "Projects/explore-refusals"])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        try Golden.check(result.stdout, "explore-refusals.txt")
    }

    @Test func eachWitnessReplaysToItsRefusal() throws {
        let result = try Binary.run(["explore", "Projects/explore-refusals", "--format", "json"])
        #expect(result.status == 1)
        struct Output: Decodable {
            struct Refusal: Decodable {
                let message: String
                let script: String
            }
            let refusals: [Refusal]
            let states: Int
            let stoppedAtBound: Bool
        }
        let output = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
        #expect(output.refusals.count == 2)
        #expect(!output.stoppedAtBound)
        for refusal in output.refusals {
            let replay = try Binary.run(["run", "Projects/explore-refusals", "--script", "-"], input: refusal.script)
            #expect(replay.status == 1)
            let lines = refusal.script.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let reason = refusal.message.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? ""
            #expect(replay.stderr == "<stdin>:\(lines): error: \(reason)\n")
        }
    }

    @Test func aProjectWithNoRefusedStepExitsZero() throws {
        let result = try Binary.run(["explore", "Projects/links-shop"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("every reachable state; no step refused\n"))
    }

    @Test func validateExploreAddsStepFailsToTheDiagnostics() throws {
        let plain = try Binary.run(["validate", "Projects/explore-refusals"])
        #expect(plain.status == 0)
        let result = try Binary.run(["validate", "Projects/explore-refusals", "--explore"])
        #expect(result.status == 1)
        try Golden.check(result.stdout, "validate-explore-refusals.txt")
        let json = try Binary.run(["validate", "Projects/explore-refusals", "--explore", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"rule\": \"step-fails\""))
        #expect(json.stdout.contains("\"errors\": 2"))
    }

    @Test func validateExploreLeavesFlowsWithErrorsUnexplored() throws {
        let result = try Binary.run(["validate", "Projects/run-broken", "--explore"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("not explored: the flows have errors\n"))
        #expect(!result.stdout.contains("step-fails"))
    }

    @Test func exploreRefusesFlowsWithErrors() throws {
        let result = try Binary.run(["explore", "Projects/run-broken"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: the flows have "))
    }

    @Test(arguments: ["0", "-3", "many"])
    func aBadBoundIsAUsageError(_ bound: String) throws {
        let result = try Binary.run(["explore", "Projects/links-shop", "--max-states", bound])
        #expect(result.status == 2)
    }

    /// A state space far beyond the bound: 20 variables of 5 values each
    /// that one screen's `when`s read, and screens that present and push
    /// each other round a ring. The search stops at the bound and says so.
    @Test func aHugeStateSpaceStopsAtTheBound() throws {
        let folder = try TemporaryFolder("explore-huge")
        defer { folder.remove() }
        var yaml = "flow: Ring\nentry: true\nstart: S0\nscreens:\n"
        for screen in 0..<10 {
            yaml += "  S\(screen):\n    on:\n"
            yaml += "      next: push S\((screen + 1) % 10)\n      up: modal S\((screen + 3) % 10)\n"
            for variable in 0..<20 {
                yaml += "      o\(variable):\n"
                for value in 0..<5 {
                    yaml += "        - { when: { v\(variable): x\(value) }, push: S\((screen + value) % 10) }\n"
                }
            }
        }
        try Data(yaml.utf8).write(to: folder.appending("ring.yaml"))
        let result = try Binary.run(["explore", folder.path, "--max-states", "20000"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "explored 20000 states: stopped at the bound (--max-states 20000); what lies beyond is not checked; no step refused\n"
        )
    }
}
