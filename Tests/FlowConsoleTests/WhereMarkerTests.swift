import FlowLoading
import Testing

@testable import FlowConsole

/// `where` marks the current screen by its position, not its value: copies
/// of it lower in the stack or in lower layers are not current.
@Suite struct WhereMarkerTests {
    static let project = """
        flow: App
        entry: true
        start: Home
        screens:
          Home:
            on:
              again: push Home
              cover: modal Home
        """

    private func markedLines(after lines: [String]) throws -> [String] {
        let project = ProjectLoader.load(sources: [(path: "where.yaml", text: Self.project)]).project
        var console = Console(session: try Session(project: project, flow: nil, context: [:]))
        for line in lines { console.run(line) }
        guard case .output(let text) = console.execute("where") else {
            Issue.record("where gave no output")
            return []
        }
        return text.split(separator: "\n").map(String.init)
    }

    @Test(arguments: [
        (["again"], ["  1. root, navigation", "       App.Home", "     > App.Home"]),
        (["cover"], ["  1. root, navigation", "       App.Home", "  2. sheet, navigation", "     > App.Home"]),
        (
            ["again", "cover", "again"],
            [
                "  1. root, navigation", "       App.Home", "       App.Home", "  2. sheet, navigation",
                "       App.Home", "     > App.Home",
            ]
        ),
    ])
    func onlyTheTopOfTheTopLayerIsCurrent(steps: [String], layers: [String]) throws {
        let lines = try markedLines(after: steps)
        let start = try #require(lines.firstIndex(of: "layers, bottom to top:"))
        #expect(Array(lines[(start + 1)...]) == layers)
    }
}
