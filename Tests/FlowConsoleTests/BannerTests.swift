import FlowLoading
import Testing

@testable import FlowConsole

/// The REPL's first line counts the flows in words that agree with the count.
@Suite struct BannerTests {
    @Test(arguments: [
        (1, "flowgraph: 1 flow, starting at A."),
        (2, "flowgraph: 2 flows, starting at A."),
    ])
    func countsTheFlows(flows: Int, firstLine: String) throws {
        let text = (0..<flows).map { index in
            let name = index == 0 ? "A" : "B\(index)"
            return "flow: \(name)\nentry: \(index == 0)\nstart: S\nscreens:\n  S: {}\n"
        }.joined(separator: "---\n")
        let project = ProjectLoader.load(sources: [(path: "banner.yaml", text: text)]).project
        let console = Console(session: try Session(project: project, flow: nil, context: [:]))
        #expect(console.banner.hasPrefix(firstLine))
    }
}
