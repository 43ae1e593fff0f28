@testable import FlowImport
import Testing

/// The checks both importers run on the bytes before any XML parser sees
/// them. FoundationXML traps on an element name that is not UTF-8, so the
/// UTF-8 check guards against a crash, not only a bad message.
@Suite struct XMLInputCheckTests {
    @Test(arguments: [
        [UInt8]("plain <xml/>".utf8), Array("é 你 😀".utf8), [0xEF, 0xBB, 0xBF, 0x3C],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xED, 0x9F, 0xBF],
    ])
    func wellFormedUTF8Passes(bytes: [UInt8]) {
        #expect(XMLInputCheck.firstInvalidUTF8(in: bytes) == nil)
    }

    @Test(arguments: [
        ([0x61, 0xFF, 0x62], 1),  // never in UTF-8
        ([0x61, 0xC0, 0x80], 1),  // an overlong NUL
        ([0xED, 0xA0, 0x80], 0),  // a surrogate
        ([0x61, 0x62, 0xE2, 0x82], 2),  // cut short
        ([0xF5, 0x80, 0x80, 0x80], 0),  // past U+10FFFF
        ([0xE2, 0x28, 0xA1], 0),  // a continuation byte missing
    ])
    func theFirstBadByteIsFound(bytes: [UInt8], offset: Int) {
        #expect(XMLInputCheck.firstInvalidUTF8(in: bytes) == offset)
    }

    /// What the import fuzzer found: bytes 0xFF inside an element name.
    @Test(arguments: [
        ("a storyboard", StoryboardImporter.self as any NavigationImporter.Type),
        ("a navigation graph", JetpackImporter.self as any NavigationImporter.Type),
    ])
    func aNameThatIsNotUTF8IsALocatedErrorNotACrash(kind: String, importer: any NavigationImporter.Type) throws {
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<root>\n<fontD".utf8) + [0xFF, 0xFF]
            + Array("escription key=\"x\"/>\n</root>\n".utf8)
        let error = #expect(throws: ImportError.self) {
            try importer.importFlows(from: [ImportInput(path: "bad.xml", bytes: bytes)])
        }
        #expect(error?.line == 3)
        #expect(error?.message.contains("not UTF-8") == true)
    }
}
