import Foundation
import TestSupport
import Testing

/// `flowgraph import jetpack` through the built binary: exit statuses, the
/// summary, output that validates and that the REPL steps through.
@Suite struct ImportJetpackCommandTests {
    static let fixtures = TestTarget.packageRoot.appendingPathComponent("Tests/FlowImportTests/Jetpack/Fixtures")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test func importPrintsTheSummaryAndWritesFlowsThatValidate() throws {
        let folder = try TemporaryFolder("import-jetpack")
        let output = folder.appending("Flows").path
        let result = try Binary.run(
            ["import", "jetpack", Self.fixture("include_main.xml"), Self.fixture("include_settings.xml"), "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("imported 2 flows, 5 nodes: 3 things to finish by hand\n"))
        #expect(result.stdout.contains("  1 missing include\n"))
        #expect(
            result.stdout.hasSuffix(
                "wrote 2 files to \(output): 2 flows, 5 nodes, 2 warnings (flowgraph validate \(output))\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(names == ["include_main.yaml", "include_settings.yaml"])
        #expect(try Binary.run(["validate", output]).status == 0)
    }

    @Test func importingAgainLeavesTheFilesAsTheyWere() throws {
        let folder = try TemporaryFolder("import-jetpack")
        let output = folder.appending("Flows").path
        let arguments = ["import", "jetpack", Self.fixture("nested.xml"), "--output", output]
        #expect(try Binary.run(arguments).status == 0)
        let file = output + "/nested.yaml"
        let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        let text = try String(contentsOfFile: file, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try Binary.run(arguments).status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == before)
    }

    @Test func theReplStepsThroughAnImportedGraph() throws {
        let folder = try TemporaryFolder("import-jetpack")
        let output = folder.appending("Flows").path
        #expect(try Binary.run(["import", "jetpack", Self.fixture("nested.xml"), "-o", output]).status == 0)
        let result = try Binary.run(
            ["run", output],
            input: """
                toCheckout cartId=7
                expect screen CheckoutGraph.CartFragment
                toPay
                toOrder orderId=42
                expect screen AppGraph.OrderFragment
                expect values orderId=42

                """)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains("AppGraph.CheckoutGraph handled toOrder: pop HomeFragment, then push OrderFragment"))
    }

    @Test func aFileThatIsNotAGraphExitsOneWithALocatedError() throws {
        let folder = try TemporaryFolder("import-jetpack")
        let bad = folder.appending("bad.xml")
        try "<navigation>\n<fragment>\n</navigation>\n".write(to: bad, atomically: true, encoding: .utf8)
        let result = try Binary.run(["import", "jetpack", bad.path, "-o", folder.appending("Flows").path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(bad.path):3: error: not well-formed XML: "))
        #expect(!FileManager.default.fileExists(atPath: folder.appending("Flows").path))
    }

    @Test func aFileThatCannotBeReadExitsTwo() throws {
        let folder = try TemporaryFolder("import-jetpack")
        let result = try Binary.run(["import", "jetpack", folder.appending("none.xml").path, "-o", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("none.xml: cannot be read\n"))
    }
}
