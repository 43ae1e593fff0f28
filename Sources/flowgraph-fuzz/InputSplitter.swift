/// Turns one fuzz input into a small project of several files, so the
/// cross-file paths (duplicate flow names, child flows defined elsewhere) get
/// exercised too. The separator is a YAML comment line, so an input without
/// it, or a seed taken from a real flow file, is simply one file.
enum InputSplitter {
    /// `\n#@file\n`: also in scripts/fuzz.dict so the fuzzer finds it.
    static let separator: [UInt8] = Array("\n#@file\n".utf8)
    /// More files add nothing but cost; the rest stays in the last file.
    static let maxFiles = 4

    static func split(_ bytes: [UInt8]) -> [(path: String, bytes: [UInt8])] {
        var parts: [[UInt8]] = []
        var start = 0
        var i = 0
        while i + separator.count <= bytes.count, parts.count < maxFiles - 1 {
            if bytes[i] == separator[0], bytes[i..<(i + separator.count)].elementsEqual(separator) {
                // Keep the newline that ends the last line of this part.
                parts.append(Array(bytes[start...i]))
                i += separator.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(Array(bytes[start...]))
        return parts.enumerated().map { (path: "fuzz/\($0.offset).yaml", bytes: $0.element) }
    }
}
