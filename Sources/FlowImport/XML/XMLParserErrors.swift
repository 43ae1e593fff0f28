#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// libxml2's commonest errors (`xmlParserErrors`) in words, for the
/// importers' "not well-formed XML" messages.
enum XMLParserErrors {
    static let words = [
        4: "the document is empty", 5: "there is content after the root element",
        9: "a character that XML does not allow", 26: "an entity that is not declared",
        38: "'<' inside an attribute value", 39: "an attribute value without quotes",
        40: "an attribute value that is not closed", 41: "an attribute without a value",
        42: "an attribute given twice", 65: "a space is missing between attributes", 68: "a name is missing",
        73: "'>' is missing", 76: "a closing tag does not match the element it closes",
        77: "an element is not closed",
    ]

    /// `code` in words, with the number; the number alone when unknown.
    static func describe(_ code: Int) -> String {
        words[code].map { "\($0) (libxml2 error \(code))" } ?? "libxml2 error \(code)"
    }

    /// The words for what `error` (from `XMLParser`) says.
    static func describe(_ error: Error) -> String { describe((error as NSError).code) }
}
