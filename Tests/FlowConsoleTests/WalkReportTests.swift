import Testing
@testable import FlowConsole

/// The pieces of the JUnit report that no golden file reaches: text XML
/// 1.0 cannot hold, and durations.
@Suite struct WalkReportTests {
    @Test func markupAndControlCharactersAreEscaped() {
        #expect(WalkReport.escaped("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&apos;")
        // A control character XML cannot hold at all is written out.
        #expect(WalkReport.escaped("x\u{1B}[2Jy\u{0}") == "x\\u{1B}[2Jy\\u{0}")
        // Line breaks survive an attribute as references, element text as they are.
        #expect(WalkReport.escaped("a\nb\tc") == "a&#10;b&#9;c")
        #expect(WalkReport.escaped("a\nb", inAttribute: false) == "a\nb")
    }

    @Test func durationsAreSecondsWithMilliseconds() {
        #expect(WalkReport.seconds(.zero) == "0.000")
        #expect(WalkReport.seconds(.milliseconds(1234)) == "1.234")
        #expect(WalkReport.seconds(.microseconds(5400)) == "0.005")
    }

    @Test func aWalkIsNamedByItsFolderAndFile() {
        #expect(WalkReport.split("Flows/walks/a.walk") == ("Flows/walks", "a.walk"))
        #expect(WalkReport.split("a.walk") == (".", "a.walk"))
    }

    @Test func walkTextRefusesWhatIsNoWalk() {
        #expect(WalkText.decode(Array("buy\r\nok\n".utf8)) == .success("buy\r\nok\n"))
        #expect(WalkText.decode([0x61, 0x0A, 0x0D, 0x0A, 0x00]) == .failure(.binary(line: 3)))
        #expect(WalkText.decode([0x61, 0x0A, 0xFF]) == .failure(.notUTF8(line: 2)))
        let long = Array(repeating: UInt8(ascii: "x"), count: WalkText.maxLineBytes + 1)
        #expect(WalkText.decode(Array("a\n".utf8) + long) == .failure(.lineTooLong(line: 2)))
        let longest = Array(repeating: UInt8(ascii: "x"), count: WalkText.maxLineBytes)
        #expect((try? WalkText.decode(longest).get()) != nil)
    }
}
