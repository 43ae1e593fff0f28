/// `flowgraph import storyboard`: one flow per storyboard (and one per tab
/// of each tab bar controller), written one file per storyboard.
public enum StoryboardImporter: NavigationImporter {
    public static let kind = "storyboard"

    public static func importFlows(from inputs: [ImportInput]) throws(ImportError) -> ImportResult {
        var documents: [StoryboardDocument] = []
        for input in inputs { documents.append(try StoryboardReader.read(input)) }
        var notes: [ImportNote] = []
        var seen: [String: String] = [:]
        for document in documents {
            if let first = seen[document.name] {
                notes.append(
                    ImportNote(
                        kind: "duplicate storyboard", file: document.file, line: document.line,
                        detail:
                            "another storyboard named \(document.name) (\(first)) was given first: references go to that one"
                    ))
            } else {
                seen[document.name] = document.file
            }
        }
        var flowNames = UniqueNames()
        let mainNames = documents.map { flowNames.claim($0.name, case: .upper, fallback: "Storyboard") }
        var firstOfName: [String: String] = [:]
        for (document, name) in zip(documents, mainNames) where firstOfName[document.name] == nil {
            firstOfName[document.name] = name
        }
        let directFlow = { (controller: StoryboardController) -> String? in
            guard case .reference(let storyboard?, nil) = controller.kind else { return nil }
            return firstOfName[storyboard]
        }
        var layouts: [StoryboardLayout] = []
        for (document, name) in zip(documents, mainNames) {
            layouts.append(StoryboardLayout(document, flowName: name, flowNames: &flowNames, directFlow: directFlow))
        }
        let catalog = StoryboardCatalog(layouts)
        let entry = entryIndex(documents)
        var perFile: [[ImportedFlow]] = []
        for (index, layout) in layouts.enumerated() {
            var mapper = StoryboardMapper(layout, catalog: catalog)
            var flows = mapper.flows()
            if index == entry { flows[0].entry = true }
            notes += mapper.notes
            perFile.append(flows)
        }
        // Storyboards whose initial controllers reference each other.
        var all = perFile.flatMap { $0 }
        StartCycles.break(in: &all, kind: "reference cycle", notes: &notes)
        var files: [ImportResult.File] = []
        var taken = 0
        for flows in perFile {
            files.append(
                ImportResult.File(name: "\(flows[0].name).yaml", flows: Array(all[taken..<taken + flows.count])))
            taken += flows.count
        }
        return ImportResult(files: files, notes: unique(notes))
    }

    /// The entry storyboard: `Main` when it has an initial view controller,
    /// else the first given that has one, else the first given.
    private static func entryIndex(_ documents: [StoryboardDocument]) -> Int {
        documents.firstIndex { $0.name == "Main" && $0.initialViewController != nil }
            ?? documents.firstIndex { $0.initialViewController != nil } ?? 0
    }

    /// A scene copied into several flows gets its comments in each, its
    /// notes once.
    private static func unique(_ notes: [ImportNote]) -> [ImportNote] {
        var seen: Set<ImportNote> = []
        return notes.filter { seen.insert($0).inserted }
    }
}
