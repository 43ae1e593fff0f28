import FlowImport
import FlowLoading
import FlowModel
import Testing

@Suite struct FlowFileWriterTests {
    static let flows = [
        ImportedFlow(
            name: "Main", source: ImportSource(file: "Main.storyboard", id: "BYZ-38-t0r", line: 3),
            description: "The \"main\" story:\n# not a comment", entry: true, start: "Home",
            inputs: [ImportedValue(name: "userId", type: "String")], outcomes: ["done"],
            links: [ImportedLink(pattern: "/items/{itemId}", node: "Detail")],
            handlers: [ImportedHandler(outcome: "logout", transition: .finish("done"))],
            nodes: [
                ImportedNode(
                    name: "Home", source: ImportSource(file: "Main.storyboard", id: "a:b"),
                    handlers: [
                        ImportedHandler(
                            outcome: "showDetail", transition: .push("Detail"),
                            comments: ["custom segue: MySegue became a push\nsecond line"]),
                        ImportedHandler(outcome: "compose", transition: .modal("Composer", style: .fullscreen)),
                        ImportedHandler(
                            outcome: "alert", transition: .modal("Composer", style: .popover, navigation: false)),
                    ], comments: ["initial view controller"]),
                ImportedNode(
                    name: "Detail", source: ImportSource(file: "Main.storyboard"),
                    inputs: [ImportedValue(name: "itemId", type: "String")],
                    handlers: [ImportedHandler(outcome: "close", transition: .pop(nil))]),
                ImportedNode(
                    name: "Composer", source: ImportSource(file: "Main.storyboard"),
                    handlers: [
                        ImportedHandler(outcome: "send", transition: .dismiss)
                    ]),
            ]),
        ImportedFlow(
            name: "Settings", source: ImportSource(file: "Settings.storyboard"), start: "Root",
            nodes: [ImportedNode(name: "Root", source: ImportSource(file: "Settings.storyboard"))]),
    ]

    @Test func writtenFlowsLoadWithoutErrorsAndKeepEveryValue() throws {
        let text = FlowFileWriter.text(of: Self.flows, header: ["Imported for a test."])
        let loaded = ProjectLoader.load(sources: [("imported.yaml", text)])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)\n\(text)")
        let main = try #require(loaded.project.flows.first)
        #expect(main.name == "Main")
        #expect(main.description == "The \"main\" story:\n# not a comment")
        #expect(loaded.project.flows.count == 2)
        #expect(text.contains("    # custom segue: MySegue became a push second line\n      showDetail: push Detail"))
        #expect(text.contains("alert: { modal: Composer, style: popover, navigation: false }"))
    }

    @Test(arguments: ["plain", "two words", "yes", "-dash", "#hash", "tab\there", "\u{1}", "é", "a: b", "{x}"])
    func scalarsReadBackAsWritten(text: String) throws {
        let flow = ImportedFlow(
            name: "F", source: ImportSource(file: "f.xml"), description: text, start: "A",
            nodes: [ImportedNode(name: "A", source: ImportSource(file: "f.xml"))])
        let loaded = ProjectLoader.load(sources: [("f.yaml", FlowFileWriter.text(of: [flow], header: []))])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.project.flows.first?.description == text)
    }
}
