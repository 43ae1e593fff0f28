import FlowImport
import Foundation
import Testing

/// Navigation graphs of open-source apps (Tests/FlowImportTests/Jetpack/
/// Real, see SOURCES.md there): each app imports, its flows validate
/// without errors, and importing twice gives the same bytes.
@Suite struct JetpackRealAppTests {
    /// Each app's files, the one its app starts with first.
    static let apps: [(name: String, files: [String])] = {
        let real = JetpackTestSupport.folder.appendingPathComponent("Real")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: real.path)) ?? []
        return names.sorted().compactMap { app in
            let files =
                ((try? FileManager.default.contentsOfDirectory(atPath: real.appendingPathComponent(app).path)) ?? [])
                .filter { $0.hasSuffix(".xml") }.sorted()
            guard !files.isEmpty else { return nil }
            let first = files.first { ["root_nav_graph.xml", "main_graph.xml", "nav_graph.xml"].contains($0) }
            let ordered = first.map { [$0] + files.filter { $0 != first } } ?? files
            return (app, ordered.map { "Real/\(app)/\($0)" })
        }
    }()

    @Test func thereAreAtLeastFiveAppsAndOneHundredFiftyDestinations() throws {
        #expect(Self.apps.count >= 5)
        var destinations = 0
        for app in Self.apps {
            let result = try JetpackImporter.importFlows(from: app.files.map(JetpackTestSupport.input))
            destinations += result.files.reduce(0) { $0 + $1.flows.reduce(0) { $0 + $1.nodes.count } }
        }
        #expect(destinations >= 150)
    }

    @Test(arguments: apps.map(\.name))
    func importsAndValidatesWithoutErrors(app: String) throws {
        let files = try #require(Self.apps.first { $0.name == app }).files
        let inputs = try files.map(JetpackTestSupport.input)
        let checked = try JetpackTestSupport.importAndCheck(inputs)
        #expect(checked.errors.isEmpty, "\(checked.errors.map(\.message))")
        #expect(checked.result.files.count == files.count)
        #expect(checked.result.files.contains { $0.flows.contains(where: \.entry) })
        let again = try JetpackTestSupport.importAndCheck(inputs)
        #expect(again.transcript == checked.transcript)
    }
}
