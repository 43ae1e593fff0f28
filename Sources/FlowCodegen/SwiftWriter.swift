/// Swift source built line by line, indented by four spaces a level, with
/// `///` doc comments and string literals that cannot break out of their
/// line.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    /// One line at the current depth; an empty line has no indentation.
    mutating func line(_ line: String = "") {
        if !line.isEmpty { text += String(repeating: "    ", count: depth) + line }
        text += "\n"
    }

    /// `///` lines; an empty paragraph between groups is one `///`.
    mutating func doc(_ paragraphs: [[String]]) {
        let nonEmpty = paragraphs.filter { !$0.isEmpty }
        for (index, paragraph) in nonEmpty.enumerated() {
            if index > 0 { line("///") }
            for text in paragraph { line(text.isEmpty ? "///" : "/// \(text)") }
        }
    }

    /// `opening {`, the body one level deeper, then `}`.
    mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Free text from the YAML (a `description`) as doc comment lines.
enum DocText {
    /// One line a line of the text: every line break Swift knows ends a
    /// comment line, and control characters (which the compiler warns
    /// about) are dropped; trailing spaces and empty lines at the ends go.
    static func lines(_ text: String?) -> [String] {
        guard let text else { return [] }
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                if !(scalar == "\n" && previous == "\r") { lines.append(trimmed(current)) }
                current = String.UnicodeScalarView()
            } else if scalar == "\t" || !(scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)) {
                current.append(scalar)
            }
            previous = scalar
        }
        lines.append(trimmed(current))
        while lines.last?.isEmpty == true { lines.removeLast() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines
    }

    private static func trimmed(_ scalars: String.UnicodeScalarView) -> String {
        var result = String(scalars)
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }
}
