@testable import FlowLoading
import FlowModel
import Testing

/// The packed keyword constants the decoder matches on are the keywords.
@Suite struct KeywordTests {
    /// `text` packed from the middle of a longer buffer, as the decoder
    /// packs a scalar from its file's bytes.
    func packed(_ text: String) -> PackedBytes {
        let bytes = Array("a: ".utf8) + Array(text.utf8) + Array(" # z\n".utf8)
        return PackedBytes(bytes, 3..<3 + text.utf8.count)
    }

    @Test func keywordConstantsSpellTheirNames() {
        let expected: [(String, UInt64)] = [
            ("push", Keyword.push), ("modal", Keyword.modal), ("replace", Keyword.replace),
            ("finish", Keyword.finish), ("back", Keyword.back), ("dismiss", Keyword.dismiss),
            ("stay", Keyword.stay), ("pop", Keyword.pop), ("when", Keyword.when), ("style", Keyword.style),
            ("navigati", Keyword.navigation),
        ]
        for (name, word) in expected { #expect(packed(name).low == word, "\(name)") }
        #expect(packed("navigation").high == Keyword.navigationHigh)
    }

    @Test func everyKindIsFoundFromItsBytesAndNothingElseIs() {
        for kind in TransitionKind.allCases {
            #expect(TransitionKind(packed: packed(kind.rawValue)) == kind)
        }
        for word in ["", "pus", "pushh", "Push", "push\u{0}", "modals", "stayy", "replac", "po", "popp"] {
            #expect(TransitionKind(packed: packed(word)) == nil, "\(word)")
        }
    }

    @Test func packingKeepsSixteenBytesAndTheLength() {
        let long = packed("OpenAddressFlow12")
        #expect(long.count == 17)
        #expect(long == packed("OpenAddressFlow13"))  // the rest is compared elsewhere
        #expect(packed("abc") != packed("abc\u{0}"))
    }
}
