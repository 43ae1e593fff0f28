import FlowValidation
import Foundation
import Testing

/// `docs/rules.md` and the README's rule table are written from the rules'
/// descriptions by `make docs`; the committed files must be what it writes.
@Suite struct GeneratedDocsTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func rulesPageIsFresh() throws {
        let committed = try Self.read("docs/rules.md")
        let generated = RuleDocumentation.page()
        // Compared first: the expectation would otherwise print both pages.
        let fresh = committed == generated
        #expect(fresh, "docs/rules.md is stale: run `make docs`. \(Self.firstDifference(committed, generated))")
    }

    @Test func readmeRuleTableIsFresh() throws {
        let region = RuleDocumentation.readmeRegion(of: try Self.read("README.md"))
        let committed = try #require(
            region, "README.md lacks the lines \(RuleDocumentation.readmeBegin) and \(RuleDocumentation.readmeEnd)")
        let generated = RuleDocumentation.readmeTable()
        let fresh = committed == generated
        #expect(
            fresh,
            "README.md's rule table is stale: run `make docs`. \(Self.firstDifference(String(committed), generated))")
    }

    @Test func theReadmeRegionIsReplacedAndNothingElse() throws {
        let readme = "intro\n\(RuleDocumentation.readmeBegin)\nold table\n\(RuleDocumentation.readmeEnd)\nrest\n"
        #expect(
            RuleDocumentation.readme(readme, withTable: "| new |\n")
                == "intro\n\(RuleDocumentation.readmeBegin)\n| new |\n\(RuleDocumentation.readmeEnd)\nrest\n")
        #expect(RuleDocumentation.readme("no markers\n", withTable: "x\n") == nil)
        #expect(
            RuleDocumentation.readme(
                "\(RuleDocumentation.readmeEnd)\n\(RuleDocumentation.readmeBegin)\n", withTable: "x\n") == nil)
    }

    /// The first line where the two differ, so a failure says what changed
    /// without printing the whole page.
    static func firstDifference(_ committed: String, _ generated: String) -> String {
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        for line in 0..<max(old.count, new.count) {
            let was = line < old.count ? String(old[line]) : "(end of file)"
            let now = line < new.count ? String(new[line]) : "(end of file)"
            if was != now { return "First difference, line \(line + 1):\n  committed: \(was)\n  generated: \(now)" }
        }
        return ""
    }
}
