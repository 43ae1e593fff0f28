import FlowConsole
import FlowDiagnostics
import FlowIndex
import FlowLoading
import FlowRuntime
import FlowValidation
import Testing

/// `step-fails`: the examples of its description, explored. Each
/// triggering one passes every static rule and yet has a refused step,
/// whose witness script replays to that refusal; each near miss is clean
/// both ways.
@Suite struct ExplorationRuleTests {
    static let rule = ExplorationRules.stepFails

    private static func interpreter(_ example: RuleExample) throws -> (Interpreter, [Diagnostic]) {
        let sources = example.files.compactMap { file -> (path: String, text: String)? in
            guard case .yaml(let text) = file.contents else { return nil }
            return (file.path, text)
        }
        let loaded = ProjectLoader.load(sources: sources)
        let found = loaded.diagnostics + Validator.check(loaded.project, filesHaveErrors: false)
        return (Interpreter(project: loaded.project), found)
    }

    private static func findings(_ interpreter: Interpreter) throws -> [ExplorationReport.Finding] {
        let exploration = try Explorer(interpreter: interpreter).explore()
        #expect(exploration.ending == .everyState)
        return ExplorationReport(exploration, interpreter: interpreter).findings
    }

    @Test(arguments: rule.triggeringExamples.indices)
    func triggeringExampleIsFoundOnlyByExploring(_ index: Int) throws {
        let (interpreter, statically) = try Self.interpreter(Self.rule.triggeringExamples[index])
        #expect(statically.isEmpty, "\(statically.map(\.message))")
        let findings = try Self.findings(interpreter)
        #expect(findings.count == 1)
        for finding in findings {
            #expect(finding.diagnostic.rule == .stepFails && finding.diagnostic.severity == .error)
            // The witness replays: every line but the last is carried out,
            // and the last is refused with the diagnostic's reason.
            var runner = ScriptRunner(console: Console(session: try Session(interpreter: interpreter)), file: "w")
            let recorder = OutputRecorder()
            #expect(runner.run(finding.script, output: recorder.sink) == 1)
            let lines = finding.script.split(separator: "\n").filter { !$0.hasPrefix("#") }
            #expect(recorder.errors.hasPrefix("w:\(finding.script.split(separator: "\n").count): error: "))
            #expect(finding.diagnostic.message.contains(String(lines.last ?? "")))
        }
    }

    @Test(arguments: rule.nonTriggeringExamples.indices)
    func nearMissIsCleanBothWays(_ index: Int) throws {
        let (interpreter, statically) = try Self.interpreter(Self.rule.nonTriggeringExamples[index])
        #expect(statically.isEmpty, "\(statically.map(\.message))")
        #expect(try Self.findings(interpreter).isEmpty)
    }

    @Test func theDiagnosticPointsAtTheFailingTransitionWithTheWalkAsNotes() throws {
        let (interpreter, _) = try Self.interpreter(Self.rule.triggeringExamples[0])
        let finding = try #require(try Self.findings(interpreter).first)
        #expect(finding.diagnostic.location.line == 11)
        #expect(
            finding.diagnostic.message
                == "'details' on Shop.Problem is refused: cannot push Details: the layer showing Shop.Problem has no navigation stack"
        )
        #expect(finding.diagnostic.notes.map(\.message).dropFirst() == ["  failed", "  details"])
        // Each step of the walk at the transition it takes.
        #expect(finding.diagnostic.notes.map(\.location.line).dropFirst() == [7, 11])
    }
}
