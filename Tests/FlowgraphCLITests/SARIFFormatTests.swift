import Foundation
import TestSupport
import Testing

/// `validate --format sarif` through the built binary, in a repository of
/// its own (a temporary folder with `.git`), so that the URIs relative to
/// its root are the same wherever the tests run.
@Suite struct SARIFFormatTests {
    /// The root's URI as it stands in golden files.
    static let rootPlaceholder = "file:///REPOSITORY"

    /// A repository holding `Projects/NAME` at `app/Flows/NAME`, validated
    /// from `app/` (so the root is an ancestor, not the current folder).
    struct Repository {
        let folder: TemporaryFolder
        var app: URL { folder.appending("app") }

        init(_ projects: [String]) throws {
            folder = try TemporaryFolder("sarif-repo")
            let manager = FileManager.default
            try manager.createDirectory(at: folder.appending(".git"), withIntermediateDirectories: true)
            try manager.createDirectory(at: folder.appending("app/Flows"), withIntermediateDirectories: true)
            for project in projects {
                try manager.copyItem(
                    at: TestTarget.folder().appendingPathComponent("Projects/\(project)"),
                    to: folder.appending("app/Flows/\(project)"))
            }
        }

        func validate(_ arguments: [String]) throws -> Binary.Result {
            try Binary.run(["validate"] + arguments + ["--format", "sarif"], in: app)
        }
    }

    /// The log with its root's URI, which names the temporary folder, as
    /// `rootPlaceholder`.
    static func portable(_ log: String) throws -> String {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        let root = try #require(bases["%SRCROOT%"]?["uri"])
        #expect(root.hasPrefix("file:///") && root.hasSuffix("/"))
        return log.replacingOccurrences(of: String(root.dropLast()), with: rootPlaceholder)
    }

    @Test(arguments: [
        (["every-rule"], ["Flows/every-rule"], [String](), Int32(1), "every-rule.sarif"),
        (["clean"], ["Flows/clean"], [], 0, "clean.sarif"),
        (["explore-refusals"], ["Flows/explore-refusals"], ["--explore"], 1, "explore-refusals.sarif"),
    ])
    func theLogIsGoldenAndValid(
        projects: [String], paths: [String], options: [String], status: Int32, golden: String
    ) throws {
        let repository = try Repository(projects)
        let result = try repository.validate(paths + options)
        #expect(result.status == status)
        #expect(result.stderr.isEmpty)
        try Golden.check(try Self.portable(result.stdout), golden)
        if SARIFSchema.isAvailable {
            #expect(try SARIFSchema.violations(of: result.stdout) == [])
        }
    }

    /// Each result's `artifactLocation`, `uriBaseId` empty when there is none.
    static func artifactLocations(_ log: String) throws -> [(uri: String, base: String)] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        return try results.map { result in
            let locations = try #require(result["locations"] as? [[String: [String: Any]]])
            let artifact = try #require(locations.first?["physicalLocation"]?["artifactLocation"] as? [String: String])
            return (try #require(artifact["uri"]), artifact["uriBaseId"] ?? "")
        }
    }

    @Test func aFileOutsideTheRootKeepsAnAbsoluteURIAndTheLogStaysValid() throws {
        let repository = try Repository(["every-rule"])
        let outside = try TemporaryFolder("sarif-outside")
        defer { outside.remove() }
        let file = outside.appending("stray flow.yaml")
        try "flows:\n  Stray:\n    start: Home\n    nodes:\n      Home:\n        on: {next: push Nowhere}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try repository.validate(["Flows/every-rule", file.path])
        #expect(result.status == 1)
        let locations = try Self.artifactLocations(result.stdout)
        let inside = locations.filter { $0.uri.hasPrefix("app/Flows/every-rule/") && $0.base == "%SRCROOT%" }
        let stray = locations.filter { $0.uri.hasPrefix("file:///") && $0.uri.hasSuffix("/stray%20flow.yaml") }
        #expect(!inside.isEmpty && !stray.isEmpty)
        #expect(inside.count + stray.count == locations.count)
        #expect(stray.allSatisfy { $0.base.isEmpty })
        if SARIFSchema.isAvailable {
            #expect(try SARIFSchema.violations(of: result.stdout) == [])
        }
    }

    /// Outside any repository the current folder is the root.
    @Test func withoutGitTheCurrentFolderIsTheRoot() throws {
        let folder = try TemporaryFolder("sarif-no-repo")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.appending("Flows"), withIntermediateDirectories: true)
        try "flows:\n  App:\n    start: Home\n    nodes:\n      Home:\n        on: {next: push Nowhere}\n"
            .write(to: folder.appending("Flows/app.yaml"), atomically: true, encoding: .utf8)
        let result = try Binary.run(["validate", "--format", "sarif"], in: folder.url)
        #expect(result.status == 1)
        let locations = try Self.artifactLocations(result.stdout)
        #expect(!locations.isEmpty)
        #expect(Set(locations.map(\.uri)) == ["Flows/app.yaml"])
        #expect(Set(locations.map(\.base)) == ["%SRCROOT%"])
        let name = URL(fileURLWithPath: folder.path).lastPathComponent
        #expect(try Self.portable(result.stdout) != result.stdout)
        #expect(result.stdout.contains("/\(name)/\"\n"))
    }

    /// The checker is real: a log it should refuse, it refuses.
    @Test(.enabled(if: SARIFSchema.isAvailable, Comment(rawValue: SARIFSchema.missing)))
    func theSchemaCheckRefusesABrokenLog() throws {
        let repository = try Repository(["every-rule"])
        let log = try repository.validate(["Flows/every-rule"]).stdout
        let broken = log.replacingOccurrences(of: "\"startLine\": 13", with: "\"startLine\": 0")
        #expect(broken != log)
        #expect(try SARIFSchema.violations(of: broken).contains { $0.contains("startLine") })
    }
}
