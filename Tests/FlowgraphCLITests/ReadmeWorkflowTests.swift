import Foundation
import Testing
import TestSupport

/// The README's GitHub Actions job is meant to be pasted as it is: it must
/// be a workflow GitHub accepts, and it must call commands that exist.
@Suite struct ReadmeWorkflowTests {
    static let checkerIsAvailable = Python.hasModules("check_jsonschema")

    /// The first ```yaml block under the README's CI heading.
    static func readmeJob() throws -> String {
        let readme = try String(contentsOf: TestTarget.packageRoot.appending(path: "README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### In CI (GitHub Actions)"))
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```yaml\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```\n"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    @Test(.enabled(if: checkerIsAvailable, "needs check-jsonschema (make test installs it)"))
    func theReadmeJobIsAValidWorkflow() throws {
        let folder = try TemporaryFolder("readme-workflow")
        let file = folder.url.appending(path: "flows.yml")
        try Self.readmeJob().write(to: file, atomically: true, encoding: .utf8)
        let result = try Python.run([
            "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", file.path,
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func theReadmeJobRunsCommandsThatExist() throws {
        let job = try Self.readmeJob()
        let commands = job.split(separator: "\n").compactMap { line -> [String]? in
            guard let range = line.range(of: "run: flowgraph ") else { return nil }
            return line[range.upperBound...].split(separator: " ").prefix { $0 != ">" && $0 != "||" }.map(String.init)
        }
        #expect(commands.count >= 3)
        for arguments in commands {
            let help = try Binary.run(Array(arguments.prefix(1)) + ["--help"])
            #expect(help.status == 0, "flowgraph \(arguments[0]) --help: \(help.stderr)")
            for (index, option) in arguments.enumerated() where option.hasPrefix("--") {
                #expect(help.stdout.contains(option), "flowgraph \(arguments[0]) has no \(option)")
                if option == "--format", index + 1 < arguments.count {
                    let format = arguments[index + 1]
                    #expect(help.stdout.contains(format), "flowgraph \(arguments[0]) has no format \(format)")
                }
            }
        }
    }
}
