import FlowCodegen
import TestSupport
import Testing

/// The generated files for the example app, byte for byte. Review a change
/// with `git diff Tests/FlowCodegenTests/Golden` after `RECORD_GOLDEN=1`.
@Suite struct GoldenTests {
    @Test func theExampleApp() throws {
        let files = try LoadedProjects.files(LoadedProjects.example)
        #expect(files.map(\.name).last == "FlowgraphFlows.swift")
        for file in files {
            try Golden.check(file.contents, "example/\(file.name).txt")
        }
    }
}
