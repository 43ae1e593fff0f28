import Foundation
import TestSupport
import Testing

/// The rules through the built binary: a project with a mistake of every
/// kind (golden in every format), and the exit status for errors, warnings
/// and `--strict`.
@Suite struct RuleDiagnosticsTests {
    /// Every rule `every-rule` shows. `entry` cannot be among them: with no
    /// single entry flow `unused-flow` is not computed, so it has its own
    /// project (`two-entries`); `unreadable` needs a file git cannot hold.
    static let rulesInEveryRule = [
        "yaml-syntax", "schema", "duplicate-key", "duplicate-flow", "unknown-target", "unknown-flow",
        "undeclared-outcome", "unhandled-outcome", "unknown-outcome", "start-cycle", "unreachable-screen",
        "unused-flow", "never-finishes", "unused-outcome", "dead-end", "push-cycle", "shadowed-alternative",
        "misplaced-tabs", "push-in-bare-layer", "missing-input", "unhandled-output", "duplicate-link", "pop-target",
        "unreachable-link", "unused-ignore",
    ]

    @Test(arguments: ["text", "json", "github"])
    func everyRuleKindInEveryFormat(_ format: String) throws {
        let result = try Binary.run(["validate", "Projects/every-rule", "--format", format])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        try Golden.check(result.stdout, "every-rule.\(format)")
    }

    @Test func everyRuleShowsEveryRule() throws {
        let result = try Binary.run(["validate", "Projects/every-rule"])
        for rule in Self.rulesInEveryRule {
            #expect(result.stdout.contains("[\(rule)]\n"), "no \(rule) diagnostic")
        }
    }

    @Test func theSpecsExampleComesOutAsTheSpecPrintsIt() throws {
        let result = try Binary.run(["validate", "Projects/every-rule"])
        #expect(
            result.stdout.contains(
                """
                Projects/every-rule/checkout.yaml:13:13: error: transition 'next' targets unknown node 'Paymnet' (did you mean 'Payment'?) [unknown-target]
                Projects/every-rule/checkout.yaml:20:3: note: 'Payment' is defined here

                """))
    }

    @Test func warningsAloneExitZeroUnlessStrict() throws {
        let relaxed = try Binary.run(["validate", "Projects/warnings-only"])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("[dead-end]") && relaxed.stdout.contains("[unreachable-screen]"))
        #expect(relaxed.stdout.hasSuffix("1 flow, 3 nodes: 0 errors, 2 warnings\n"))
        let strict = try Binary.run(["validate", "Projects/warnings-only", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stdout == relaxed.stdout)
    }

    @Test func twoEntryFlowsAreAnErrorExitingOne() throws {
        let result = try Binary.run(["validate", "Projects/two-entries"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "Projects/two-entries/app.yaml:8:7: error: flow 'Other' is marked 'entry: true', but so is 'App': only one flow can be the entry [entry]"
            ))
    }

    @Test func anEmptyFolderIsAnEntryErrorAtThatFolder() throws {
        let folder = try TemporaryFolder("no-flows")
        defer { folder.remove() }
        let result = try Binary.run(["validate", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(".:1:1: error: no flows found"))
    }
}
