/// Checks made on a storyboard's bytes before any XML parser sees them:
/// what is not text, and a DOCTYPE, which could declare entities that
/// expand without bound or name files to read.
enum StoryboardBytes {
    /// Refuses an empty or binary file and any DOCTYPE, located.
    static func check(_ input: ImportInput) throws(ImportError) {
        let bytes = input.bytes
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw ImportError(file: input.path, message: "the file is empty: not a storyboard")
        }
        if let zero = bytes.firstIndex(of: 0) {
            throw ImportError(
                file: input.path, line: line(of: zero, in: bytes),
                message: "a binary file (a NUL byte), not a storyboard's XML")
        }
        if let doctype = find(Array("<!DOCTYPE".utf8), in: bytes) {
            throw ImportError(
                file: input.path, line: line(of: doctype, in: bytes),
                message:
                    "a DOCTYPE, which no storyboard has: refused, since its entities could expand without bound or name files to read"
            )
        }
    }

    /// The 1-based line of the byte at `offset`.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for byte in bytes[..<offset] where byte == 0x0A { line += 1 }
        return line
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
