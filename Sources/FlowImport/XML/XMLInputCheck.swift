/// Checks on the bytes of an XML file before any parser sees them: what
/// XMLParser (libxml2) would read wrongly or expand without bound.
enum XMLInputCheck {
    /// Throws when `bytes` are empty, binary, or declare a DOCTYPE: a
    /// navigation file has none, and its entities could expand without
    /// bound (billion laughs) or name other files (external entities),
    /// which libxml2 may act on whatever the parser's options say.
    static func check(_ bytes: [UInt8], file: String, kind: String) throws(ImportError) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw ImportError(file: file, message: "the file is empty: it is not \(kind)")
        }
        if let nul = bytes.firstIndex(of: 0) {
            throw ImportError(
                file: file, line: line(at: nul, in: bytes),
                message: "the file holds a NUL byte: it is binary (or UTF-16), not \(kind) in UTF-8")
        }
        if let doctype = find(Array("<!DOCTYPE".utf8), in: bytes) {
            let line = line(at: doctype, in: bytes)
            if find(Array("<!ENTITY".utf8), in: bytes, from: doctype) != nil {
                throw ImportError(
                    file: file, line: line,
                    message:
                        "the DOCTYPE declares entities, which are refused: they can expand without bound (billion laughs) or read other files; \(kind) declares none"
                )
            }
            throw ImportError(
                file: file, line: line,
                message: "a DOCTYPE is refused: it could load other files, and \(kind) has none")
        }
    }

    /// The 1-based line of the byte at `offset`.
    static func line(at offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for byte in bytes[..<offset] where byte == 0x0A { line += 1 }
        return line
    }

    /// The offset of the first occurrence of `needle` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = true
                for k in 1..<needle.count where bytes[index + k] != needle[k] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }
}
