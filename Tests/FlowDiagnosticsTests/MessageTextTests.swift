import FlowDiagnostics
import Testing

/// A message kept in pieces reads, compares and prints as the one string
/// it stands for.
@Suite struct MessageTextTests {
    @Test func interpolationKeepsTheLiteralsAndTheValuesInOrder() {
        let name = "Paymnet", count = 3
        let message: MessageText = "unknown node '\(name)' (\(count) candidates)"
        #expect(message.pieces == ["unknown node '", "Paymnet", "' (", "3", " candidates)"])
        #expect(message.text == "unknown node 'Paymnet' (3 candidates)")
        #expect(message.description == message.text)
    }

    @Test func emptyLiteralPartsAddNoPieces() {
        let a = "x", b = "y"
        let message: MessageText = "\(a)\(b)"
        #expect(message.pieces == ["x", "y"])
    }

    @Test(arguments: [
        (MessageText("ab c"), MessageText(stringInterpolation: Self.pieced("a", "b c"))),
        (MessageText("ab c"), MessageText(stringInterpolation: Self.pieced("ab ", "c"))),
    ])
    func equalTextsAreEqualHoweverPieced(_ a: MessageText, _ b: MessageText) {
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
    }

    @Test func differentTextsDiffer() {
        #expect(MessageText("a") != MessageText("b"))
        #expect(
            Diagnostic.error("r", "a", at: SourceLocation(file: "f", line: 1, column: 1))
                != Diagnostic.error("r", "b", at: SourceLocation(file: "f", line: 1, column: 1)))
    }

    @Test func appendingAndSettingTheWholeMessage() {
        var message: MessageText = "first"
        message.append(" and more")
        #expect(message.text == "first and more")
        var note = Note("n", at: SourceLocation(file: "f", line: 1, column: 1))
        note.message += " (and 2 more)"
        #expect(note.messageText.text == "n (and 2 more)")
        #expect(note.message == "n (and 2 more)")
    }

    private static func pieced(_ first: String, _ second: String) -> MessageText.Interpolation {
        var interpolation = MessageText.Interpolation(literalCapacity: 0, interpolationCount: 2)
        interpolation.appendInterpolation(first)
        interpolation.appendInterpolation(second)
        return interpolation
    }

    /// A word over 256 bytes (a generated name) is cut to its start and its
    /// length wherever it enters a message; short words and lists stay whole.
    @Test func longWordsAreShownByTheirStart() {
        let name = String(repeating: "a", count: 300)
        let shown = String(repeating: "a", count: 64) + "… (300 characters)"
        let quoted = "'" + String(repeating: "a", count: 64) + "…': (300 characters)"
        // Built as a String first, as some rules do: the quotes stay around the name.
        let built = "flow '\(name)': unknown"
        #expect(MessageText(built).text == "flow \(quoted) unknown")
        let interpolated: MessageText = "flow \(name) is unknown"
        #expect(interpolated.text == "flow \(shown) is unknown")
        #expect(MessageText("flow \(name) is unknown").text == "flow \(shown) is unknown")
        let list = Array(repeating: "'Outcome'", count: 60).joined(separator: ", ")
        let listed: MessageText = "missing \(list)"
        #expect(listed.text == "missing " + list)
    }
}
