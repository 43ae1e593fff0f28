import FlowCodegen
import FlowLoading
import FlowIndex
import Foundation
import TestSupport
import Testing

/// The same flows give the same bytes, whatever the order of the files.
@Suite struct DeterminismTests {
    @Test func twoRunsGiveTheSameBytes() throws {
        let one = try LoadedProjects.files(LoadedProjects.fixture("nasty"))
        let two = try LoadedProjects.files(LoadedProjects.fixture("nasty"))
        #expect(one == two)
    }

    @Test func theOrderOfTheFlowsDoesNotMatter() throws {
        let folder = LoadedProjects.example
        let paths = try ProjectLoader.flowFiles(under: [folder.path])
        let sources = try paths.map { (path: $0, text: try String(contentsOfFile: $0, encoding: .utf8)) }
        func files(_ sources: [(path: String, text: String)]) -> [GeneratedFile] {
            SwiftGenerator.files(
                for: ResolvedProject(ProjectLoader.load(sources: sources).project),
                sourcePath: LoadedProjects.relativePath)
        }
        #expect(files(sources) == files(sources.reversed()))
    }

    @Test func theNastyProjectIsGolden() throws {
        let file = SwiftGenerator.singleFile(
            named: "Flows.swift", for: try LoadedProjects.resolved(LoadedProjects.fixture("nasty")),
            sourcePath: LoadedProjects.relativePath)
        try Golden.check(file.contents, "nasty.swift.txt")
    }
}
