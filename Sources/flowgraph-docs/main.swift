import FlowValidation
import Foundation

// Writes docs/rules.md and the rule table between the README's markers
// from the rules' descriptions. `make docs` runs it from the repository;
// the one argument, when given, is the repository's folder.
let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("flowgraph-docs: \(message)\n".utf8))
    exit(1)
}

/// Writes `text` to `path` under the root unless it already holds it, and
/// says which it did.
func update(_ path: String, _ text: String) {
    let url = root.appendingPathComponent(path)
    if let current = try? String(contentsOf: url, encoding: .utf8), current == text {
        print("\(path) is up to date")
        return
    }
    do {
        try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(url.path): \(error)")
    }
    print("wrote \(path)")
}

update("docs/rules.md", RuleDocumentation.page())

guard let readme = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) else {
    fail("cannot read README.md under \(root.path)")
}
guard let updated = RuleDocumentation.readme(readme, withTable: RuleDocumentation.readmeTable()) else {
    fail("README.md has no '\(RuleDocumentation.readmeBegin)' line followed by a '\(RuleDocumentation.readmeEnd)' line")
}
update("README.md", updated)
