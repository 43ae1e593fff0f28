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
        // FoundationXML traps on a name that is not UTF-8, and both formats
        // are always written in UTF-8.
        if let bad = firstInvalidUTF8(in: bytes) {
            throw ImportError(
                file: file, line: line(at: bad, in: bytes),
                message: "the file is not UTF-8 (byte \(bad + 1)): \(kind) is always written in UTF-8")
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

    /// The offset of the first byte that does not belong to a well-formed
    /// UTF-8 sequence (no overlong forms, surrogates or values past
    /// U+10FFFF), or nil when all of them do.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The allowed range of the second byte, and the sequence's length.
            let (length, second): (Int, ClosedRange<UInt8>)
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return index }
            index += length
        }
        return nil
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
