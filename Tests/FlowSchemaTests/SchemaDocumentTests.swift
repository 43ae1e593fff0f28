@testable import FlowLoading
import FlowDiagnostics
import FlowModel
import FlowSchema
import Foundation
import TestSupport
import Testing

/// The schema's keys follow the decoder's, and the committed copy in docs/
/// is what this build prints.
@Suite struct SchemaDocumentTests {
    static let schema = FlowSchema.document

    /// The names in `value`'s `properties`, in order.
    static func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value?["properties"] else { return [] }
        return members.map(\.key)
    }

    @Test func flowKeysAreTheDecoders() {
        #expect(Set(Self.keys(Self.schema)) == Set(FlowDecoder.flowKeys))
    }

    @Test func nodeKeysAreTheDecoders() {
        #expect(Set(Self.keys(Self.schema["$defs"]?["node"])) == Set(NodeDecoder.nodeKeys))
    }

    @Test func transitionKeysAreTheDecoders() {
        let keys = Self.keys(Self.schema["$defs"]?["transitionMapping"])
        #expect(Set(keys) == Set(TransitionDecoder.kindNames + TransitionDecoder.optionKeys))
    }

    @Test func startAlternativeKeysAreTheDecoders() throws {
        guard case .array(let forms)? = Self.schema["$defs"]?["startAlternative"]?["anyOf"] else {
            Issue.record("startAlternative has no anyOf")
            return
        }
        #expect(forms.contains { Set(Self.keys($0)) == Set(FlowDecoder.startAlternativeKeys) })
    }

    @Test func stylesAndRulesAreEnumerated() {
        let styles = Self.schema["$defs"]?["transitionMapping"]?["properties"]?["style"]?["enum"]
        #expect(styles == .array(ModalStyle.allCases.map { .string($0.rawValue) }))
        let rules = Self.schema["$defs"]?["ignore"]?["items"]?["enum"]
        #expect(rules == .array(RuleID.warningRules.map { .string($0.rawValue) }))
    }

    @Test func everyPropertyIsDescribed() {
        var undescribed: [String] = []
        func visit(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let members):
                if path.hasSuffix("/properties") {
                    for member in members where member.value["description"] == nil {
                        undescribed.append("\(path)/\(member.key)")
                    }
                }
                for member in members { visit(member.value, "\(path)/\(member.key)") }
            case .array(let items):
                for (position, item) in items.enumerated() { visit(item, "\(path)/\(position)") }
            default: break
            }
        }
        visit(Self.schema, "#")
        #expect(undescribed.isEmpty, "properties without a description: \(undescribed)")
    }

    @Test func theCommittedSchemaIsFresh() throws {
        let file = TestTarget.packageRoot.appendingPathComponent("docs/flow.schema.json")
        let committed = try String(contentsOf: file, encoding: .utf8)
        let fresh = committed == FlowSchema.json
        #expect(
            fresh, "docs/flow.schema.json is stale: run `make docs` (or `flowgraph schema > docs/flow.schema.json`)")
    }

    @Test func jsonStringsAreEscaped() {
        let value: JSONValue = ["a\"b": "line\nbreak\t\\ \u{1}", "list": [1, true, .null], "empty": [:]]
        #expect(
            value.prettyPrinted == """
                {
                  "a\\"b": "line\\nbreak\\t\\\\ \\u0001",
                  "list": [1, true, null],
                  "empty": {}
                }

                """)
    }
}
