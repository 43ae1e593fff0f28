/// One SARIF 2.1.0 log, for GitHub code scanning and other SARIF viewers:
/// one run of flowgraph, every rule described in its driver's `rules`, a
/// result per diagnostic at its place, its notes as related locations.
/// Files are relative to `root` (`SARIFSourceRoot`). The same diagnostics
/// and root always give the same bytes.
public struct SARIFRenderer: Sendable {
    /// The schema the log names, the OASIS standard's with its errata.
    public static let schema =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    private let rules: SARIFRules
    private let toolVersion: String
    private let root: SARIFSourceRoot

    /// `rules`: every rule the tool can report, in the order to list them.
    public init(rules: [RuleDescription], toolVersion: String, root: SARIFSourceRoot) {
        self.rules = SARIFRules(rules)
        self.toolVersion = toolVersion
        self.root = root
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let driver = JSONValue.members([
            "name": "flowgraph",
            "version": .string(toolVersion),
            "semanticVersion": .string(toolVersion),
            "rules": rules.json,
        ])
        let run = JSONValue.members([
            "tool": .members(["driver": driver]),
            "originalUriBaseIds": .members([SARIFSourceRoot.baseID: .members(["uri": .string(root.uri)])]),
            // SourceLocation counts columns in Unicode scalars, code points.
            "columnKind": "unicodeCodePoints",
            "results": .array(diagnostics.map(result)),
        ])
        return JSONValue.members([
            "$schema": .string(Self.schema),
            "version": "2.1.0",
            "runs": .array([run]),
        ]).prettyPrinted
    }

    private func result(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [JSONValue.Member] = [.init("ruleId", .string(diagnostic.rule.rawValue))]
        if let index = rules.indices[diagnostic.rule] { members.append(.init("ruleIndex", .integer(index))) }
        members.append(.init("level", .string(SARIFRules.level(diagnostic.severity))))
        members.append(.init("message", .members(["text": .string(messageText(diagnostic))])))
        members.append(
            .init("locations", .array([.members(["physicalLocation": physicalLocation(diagnostic.location)])])))
        if !diagnostic.notes.isEmpty {
            let related = diagnostic.notes.enumerated().map { index, note in
                JSONValue.members([
                    "id": .integer(index),
                    "physicalLocation": physicalLocation(note.location),
                    "message": .members(["text": .string(note.message)]),
                ])
            }
            members.append(.init("relatedLocations", .array(related)))
        }
        return .object(members)
    }

    /// The message, and a fix-it on a line of its own as the text format
    /// words it: SARIF's `fixes` need the end of the replaced text, which a
    /// fix-it does not keep.
    private func messageText(_ diagnostic: Diagnostic) -> String {
        guard let fixIt = diagnostic.fixIt else { return diagnostic.message }
        return diagnostic.message + "\nfix: " + fixIt.instruction(forDiagnosticAt: diagnostic.location)
    }

    /// The file, and the place in it when it is one SARIF allows (from 1):
    /// the validator never makes a 0, and a log must stay valid whatever.
    private func physicalLocation(_ location: SourceLocation) -> JSONValue {
        var region: [JSONValue.Member] = []
        if location.line >= 1 {
            region.append(.init("startLine", .integer(location.line)))
            if location.column >= 1 { region.append(.init("startColumn", .integer(location.column))) }
        }
        var members: [JSONValue.Member] = [
            .init("artifactLocation", root.artifactLocation(of: location.file))
        ]
        if !region.isEmpty { members.append(.init("region", .object(region))) }
        return .object(members)
    }
}
