extension YAMLParser {
    /// The 1-based line and column of a byte offset into the input, counted
    /// the way libyaml counts its marks, for reader (encoding) errors, which
    /// carry only the offset. The encoding is told by the byte order mark,
    /// as libyaml tells it: UTF-16 in either byte order, else UTF-8. A
    /// leading mark takes no column, columns count Unicode scalars, and CR,
    /// LF, CRLF, NEL, LS and PS each end a line.
    static func lineAndColumn(ofByte offset: Int, in input: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        let end = min(offset, input.count)
        if input.count >= 2, input[0] == 0xFF, input[1] == 0xFE {
            return lineAndColumnInUTF16(upTo: end, in: input, bigEndian: false)
        }
        if input.count >= 2, input[0] == 0xFE, input[1] == 0xFF {
            return lineAndColumnInUTF16(upTo: end, in: input, bigEndian: true)
        }
        var index = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1, column = 1
        while index < end {
            let byte = input[index]
            let breakLength: Int
            switch byte {
            case 0x0A: breakLength = 1
            case 0x0D: breakLength = index + 1 < end && input[index + 1] == 0x0A ? 2 : 1
            case 0xC2 where index + 1 < end && input[index + 1] == 0x85: breakLength = 2
            case 0xE2
            where index + 2 < end && input[index + 1] == 0x80 && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9):
                breakLength = 3
            default: breakLength = 0
            }
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
                continue
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (line, column)
    }

    /// `lineAndColumn` over UTF-16 code units after the byte order mark: a
    /// surrogate pair is one scalar, so one column.
    private static func lineAndColumnInUTF16(
        upTo end: Int, in input: UnsafeBufferPointer<UInt8>,
        bigEndian: Bool
    ) -> (Int, Int) {
        func unit(at i: Int) -> UInt16 {
            let (high, low) = bigEndian ? (input[i], input[i + 1]) : (input[i + 1], input[i])
            return UInt16(high) << 8 | UInt16(low)
        }
        // Whether a whole unit starting at `i` lies before `end`.
        func hasUnit(at i: Int) -> Bool { i + 2 <= end }
        var index = 2
        var line = 1, column = 1
        while hasUnit(at: index) {
            let value = unit(at: index)
            let next: UInt16? = hasUnit(at: index + 2) ? unit(at: index + 2) : nil
            switch value {
            case 0x0A, 0x85, 0x2028, 0x2029:
                (line, column) = (line + 1, 1)
                index += 2
            case 0x0D:
                (line, column) = (line + 1, 1)
                index += next == 0x0A ? 4 : 2
            case 0xD800...0xDBFF where next.map { (0xDC00...0xDFFF).contains($0) } ?? false:
                column += 1
                index += 4
            default:
                column += 1
                index += 2
            }
        }
        return (line, column)
    }

    /// Whether the character at libyaml's mark `index` (Unicode scalars
    /// after a byte order mark, as libyaml counts it) is a tab. UTF-8 input
    /// only: for UTF-16 the answer is no, and the message goes without its hint.
    static func isTab(atCharacter index: Int, in input: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index >= 0,
            !(input.count >= 2 && (input[0] == 0xFF && input[1] == 0xFE || input[0] == 0xFE && input[1] == 0xFF))
        else { return false }
        var scalar = -1
        for offset in (input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)..<input.count where input[offset] & 0xC0 != 0x80
        {
            scalar += 1
            if scalar == index { return input[offset] == UInt8(ascii: "\t") }
        }
        return false
    }
}
