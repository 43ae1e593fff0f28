import FlowDiagnostics
import FlowLoading
import FlowModel
import FlowValidation
import TestSupport
import Testing

/// The validator's answer must depend on the flows, not on how they are
/// stored: which file comes first, or which flows share a file. Random
/// projects full of deliberate mistakes are written three ways (one file,
/// one file per flow, random groups) in shuffled orders and checked alike.
@Suite struct ProjectShapePropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34]

    /// Same files, shuffled: identical sorted diagnostics and identical JSON bytes.
    @Test(arguments: seeds)
    func fileOrderDoesNotChangeTheDiagnostics(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let flows = MistakenProject.generate(using: &random)
        let files = Layout.randomGroups(flows, using: &random)
        let reference = Checked(files)
        #expect(reference.json == Checked(files).json, "rendering the same input twice differs")
        for _ in 0..<3 {
            let shuffled = Checked(files.shuffled(using: &random))
            #expect(shuffled.diagnostics == reference.diagnostics)
            #expect(shuffled.json == reference.json)
        }
    }

    /// One file, one file per flow, random groups: the same findings, at the
    /// same place relative to the flow they are in.
    @Test(arguments: seeds)
    func splittingFlowsAcrossFilesDoesNotChangeTheFindings(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let flows = MistakenProject.generate(using: &random)
        let layouts = [Layout.oneFile(flows), Layout.filePerFlow(flows), Layout.randomGroups(flows, using: &random)]
        let findings = layouts.map { Checked($0).flowRelativeFindings() }
        #expect(!findings[0].isEmpty, "the generator is meant to make mistakes")
        #expect(findings[1] == findings[0], "one file per flow differs from one file")
        #expect(findings[2] == findings[0], "random grouping differs from one file")
    }

    /// Guards the generator itself: if it stopped making these mistakes the
    /// properties above would hold trivially.
    @Test func theGeneratedMistakesCoverTheMainRules() {
        var rules: Set<String> = []
        for seed in Self.seeds {
            var random = SplitMix64(seed: seed)
            rules.formUnion(
                Checked(Layout.filePerFlow(MistakenProject.generate(using: &random))).diagnostics.map(\.rule.rawValue))
        }
        for rule in [
            "unknown-target", "unknown-flow", "undeclared-outcome", "unhandled-outcome",
            "unknown-outcome", "unreachable-screen", "unused-flow",
        ] {
            #expect(rules.contains(rule), "no seed produced \(rule); rules seen: \(rules.sorted())")
        }
    }
}

// MARK: - Checking

/// A layout's diagnostics as `flowgraph validate` computes them, plus where
/// each flow's document begins, to translate positions back to flows.
private struct Checked {
    let files: [Layout.File]
    let diagnostics: [Diagnostic]
    let json: String

    init(_ files: [Layout.File]) {
        self.files = files
        let loaded = ProjectLoader.load(sources: files.map { ($0.path, $0.text) })
        var diagnostics = loaded.diagnostics
        diagnostics += Validator.check(
            loaded.project, projectFile: loaded.files.first ?? "Flows",
            filesHaveErrors: loaded.diagnostics.errorCount > 0)
        self.diagnostics = diagnostics.sortedForOutput()
        let summary = Summary(
            flows: loaded.project.flows.count, nodes: loaded.project.nodeCount,
            errors: self.diagnostics.errorCount, warnings: self.diagnostics.warningCount)
        json = JSONRenderer().render(self.diagnostics, summary: summary)
    }

    /// Each diagnostic as (rule, severity, message, flow, line within the
    /// flow's document, column), notes likewise, sorted: a multiset that no
    /// split or order may change. Also checks every position lies inside a
    /// generated document, on a line that exists.
    func flowRelativeFindings() -> [String] {
        diagnostics.map { d in
            let notes = d.notes.map { "\(place($0.location)) \($0.message)" }.joined(separator: " | ")
            return "\(d.rule) \(d.severity) \(place(d.location)) \(d.message) [\(notes)]"
        }.sorted()
    }

    private func place(_ location: FlowDiagnostics.SourceLocation) -> String {
        guard let file = files.first(where: { $0.path == location.file }),
            let document = file.documents.last(where: { $0.firstLine <= location.line })
        else {
            Issue.record("\(location) is in no generated file")
            return "?"
        }
        let relativeLine = location.line - document.firstLine
        let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false)
        if relativeLine >= lines.count || location.column > lines[relativeLine].unicodeScalars.count + 1 {
            Issue.record("\(location) is past the end of flow \(document.flow)'s text")
        }
        return "\(document.flow)+\(relativeLine):\(location.column)"
    }
}

// MARK: - Layouts

/// Ways of writing the same flows into files.
private enum Layout {
    struct Document { let flow: String; let text: String; let firstLine: Int }
    struct File { let path: String; let documents: [Document]; let text: String }

    static func oneFile(_ flows: [GeneratedFlow]) -> [File] { [file("flows/all.yaml", flows)] }

    static func filePerFlow(_ flows: [GeneratedFlow]) -> [File] {
        flows.map { file("flows/\($0.name).yaml", [$0]) }
    }

    /// Flows shuffled, then cut into groups of one to three.
    static func randomGroups(_ flows: [GeneratedFlow], using random: inout SplitMix64) -> [File] {
        var remaining = flows.shuffled(using: &random)
        var files: [File] = []
        while !remaining.isEmpty {
            let size = min(remaining.count, Int.random(in: 1...3, using: &random))
            files.append(file("flows/group\(files.count).yaml", Array(remaining.prefix(size))))
            remaining.removeFirst(size)
        }
        return files
    }

    /// Documents separated by `---`, remembering the line each one starts on.
    private static func file(_ path: String, _ flows: [GeneratedFlow]) -> File {
        var text = ""
        var line = 1
        var documents: [Document] = []
        for (index, flow) in flows.enumerated() {
            if index > 0 { text += "---\n"; line += 1 }
            documents.append(Document(flow: flow.name, text: flow.yaml, firstLine: line))
            text += flow.yaml
            line += flow.yaml.count { $0 == "\n" }
        }
        return File(path: path, documents: documents, text: text)
    }
}

// MARK: - Generator

private struct GeneratedFlow { let name: String; let yaml: String }

/// Flows F0 (the entry) ... Fn, each with a few screens and one or two flow
/// nodes, and with mistakes thrown in at random: targets that do not exist,
/// `finish` of undeclared outcomes, child outcomes left unhandled or handled
/// though never declared, unknown flows, screens nothing leads to, and
/// screens pushing each other in a loop.
private enum MistakenProject {
    static func generate(using random: inout SplitMix64) -> [GeneratedFlow] {
        let count = Int.random(in: 3...6, using: &random)
        let outcomes = (0..<count).map { _ in
            ["done", "failed", "skipped"].prefix(Int.random(in: 0...3, using: &random))
        }
        return (0..<count).map { index in
            flow(index, count: count, outcomes: outcomes.map(Array.init), using: &random)
        }
    }

    private static func flow(_ index: Int, count: Int, outcomes: [[String]], using random: inout SplitMix64)
        -> GeneratedFlow
    {
        let screenCount = Int.random(in: 2...5, using: &random)
        let mine = outcomes[index]
        var yaml = "flow: F\(index)\n"
        if index == 0 { yaml += "entry: true\n" }
        yaml += "start: S0\n"
        if !mine.isEmpty { yaml += "outcomes: [\(mine.joined(separator: ", "))]\n" }
        yaml += "screens:\n"
        for screen in 0..<screenCount {
            var handlers = ""
            // A push to the next screen usually; sometimes nothing (the rest
            // becomes unreachable), a typo, or a push back to the start (a cycle).
            switch Int.random(in: 0..<10, using: &random) {
            case 0: handlers += "      go: push Nowhere\(screen)\n"
            case 1: break
            case 2: handlers += "      go: push S0\n"
            default: if screen + 1 < screenCount { handlers += "      go: push S\(screen + 1)\n" }
            }
            if let outcome = mine.randomElement(using: &random), Bool.random(using: &random) {
                handlers += "      end: finish \(outcome)\n"
            }
            if Int.random(in: 0..<6, using: &random) == 0 { handlers += "      quit: finish undeclared\(screen)\n" }
            if Int.random(in: 0..<3, using: &random) == 0 { handlers += "      open: modal C\(screen)\n" }
            // An empty `on:` would be a schema error in every flow: noise.
            yaml += "  S\(screen):\n    on:\n" + (handlers.isEmpty ? "      close: back\n" : handlers)
        }
        // Flow nodes, reached by the `open: modal Cn` above when generated.
        for screen in 0..<screenCount {
            let child = Int.random(in: 0...count, using: &random)
            guard child != index, Int.random(in: 0..<2, using: &random) == 0 else { continue }
            let childName = child == count ? "Ghost" : "F\(child)"
            yaml += "  C\(screen):\n    flow: \(childName)\n    on:\n"
            let childOutcomes = child == count ? ["done"] : outcomes[child]
            for outcome in childOutcomes where Int.random(in: 0..<4, using: &random) > 0 {
                yaml += "      \(outcome): stay\n"
            }
            if Int.random(in: 0..<4, using: &random) == 0 { yaml += "      neverDeclared: stay\n" }
            if childOutcomes.isEmpty { yaml += "      back: back\n" }
        }
        return GeneratedFlow(name: "F\(index)", yaml: yaml)
    }
}
