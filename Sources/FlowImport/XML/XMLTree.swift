import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of one XML file, in document order: names, attributes by
/// qualified name, lines, and the tree as indices. Text is not kept.
struct XMLTree {
    struct Element {
        var name: String
        var attributes: [String: String]
        var line: Int
        var children: [Int32] = []
    }

    var elements: [Element] = []

    /// The most elements read from one file: far above any navigation
    /// graph, and a bound on the memory one file may take.
    static let largestElementCount = 200_000

    /// Parses `bytes` (checked with `XMLInputCheck` first); throws, located,
    /// when they are not well-formed XML.
    static func parse(_ bytes: [UInt8], file: String, kind: String) throws(ImportError) -> XMLTree {
        try XMLInputCheck.check(bytes, file: file, kind: kind)
        // A stream, so that libxml2 reads in chunks: it refuses one chunk over 10 MB.
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = Builder(bytes: bytes)
        parser.delegate = builder
        let parsed = parser.parse()
        if builder.tooLarge {
            throw ImportError(
                file: file, line: builder.tree.elements.last?.line,
                message: "more than \(largestElementCount) elements: far more than \(kind) holds; refused")
        }
        // FoundationXML may report an error and still return true.
        guard parsed, builder.error == nil, builder.open.isEmpty, builder.tree.elements.first != nil else {
            let reason = builder.error ?? parser.parserError
            let text =
                reason.map { XMLParserErrors.describe($0) }
                ?? (builder.open.isEmpty ? "no root element" : "an element is not closed")
            throw ImportError(
                file: file, line: parser.lineNumber > 0 ? parser.lineNumber : nil,
                message: "not well-formed XML: \(text.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return builder.tree
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let bytes: [UInt8]
        /// The start of line `cursorLine`, moved forward only: the parser's
        /// lines never go back, so the bytes are scanned once, and only as
        /// far as the parser got.
        var cursorLine = 1
        var cursorOffset = 0
        var tree = XMLTree()
        var open: [Int32] = []
        var tooLarge = false
        var error: Error?

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The offset at which line `line` starts (the end when past it).
        func offset(ofLine line: Int) -> Int {
            while cursorLine < line, cursorOffset < bytes.count {
                if bytes[cursorOffset] == 0x0A { cursorLine += 1 }
                cursorOffset += 1
            }
            return cursorOffset
        }

        /// libxml2 reports the line where a start tag ends; a destination's
        /// place is the line where it starts (`<fragment` of a tag written
        /// over several lines): found by looking back from that point.
        func startLine(of name: String, endLine: Int, column: Int) -> Int {
            guard endLine >= cursorLine else { return endLine }
            let lineStart = offset(ofLine: endLine)
            var offset = min(lineStart + max(column, 0), bytes.count) - 1
            let tag = Array(("<" + name).utf8)
            var line = endLine
            while offset >= 0 {
                if bytes[offset] == 0x0A { line -= 1 }
                if bytes[offset] == 0x3C {
                    let end = offset + tag.count
                    if end < bytes.count, bytes[offset..<end].elementsEqual(tag),
                        [0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E].contains(bytes[end])
                    {
                        return line
                    }
                    return endLine
                }
                offset -= 1
            }
            return endLine
        }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard tree.elements.count < XMLTree.largestElementCount else {
                tooLarge = true
                parser.abortParsing()
                return
            }
            let index = Int32(tree.elements.count)
            let line = startLine(of: name, endLine: parser.lineNumber, column: parser.columnNumber)
            tree.elements.append(Element(name: name, attributes: attributes, line: line))
            if let parent = open.last { tree.elements[Int(parent)].children.append(index) }
            open.append(index)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if error == nil { error = parseError }
        }

        // Entities are refused before parsing; one met anyway is not expanded.
        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            nil
        }
    }
}

extension XMLTree.Element {
    /// An attribute by its local name (`id` for `android:id`), whatever its
    /// prefix, except `tools:` ones, which only the layout editor reads.
    func attribute(_ local: String) -> String? {
        if let value = attributes["android:\(local)"] ?? attributes["app:\(local)"] { return value }
        for (key, value) in attributes where Self.localName(key) == local && !key.hasPrefix("tools:") {
            return value
        }
        return nil
    }

    /// Local names of the attributes not in `known` (and not `tools:` or
    /// namespace declarations), sorted: what an import notes as not modelled.
    func otherAttributes(known: Set<String>) -> [String] {
        attributes.keys.filter { key in
            !key.hasPrefix("tools:") && !key.hasPrefix("xmlns") && !known.contains(Self.localName(key))
        }.map(Self.localName).sorted()
    }

    static func localName(_ key: String) -> String {
        key.firstIndex(of: ":").map { String(key[key.index(after: $0)...]) } ?? key
    }
}
