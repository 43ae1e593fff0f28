/// One JSON object: `{"diagnostics": [...], "summary": {...}}`, keys in a
/// fixed order so the output is stable byte for byte. A diagnostic with a
/// fix-it has a last key, `"fixIt": {"file", "line", "column",
/// "replacement"}`: the YAML scalar starting there is to be replaced.
public struct JSONRenderer: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic], summary: Summary) -> String {
        var out = "{\"diagnostics\": ["
        for (i, d) in diagnostics.enumerated() {
            out += i == 0 ? "\n  " : ",\n  "
            out += "{\(place(d.location)), \"severity\": \(quote(d.severity.rawValue)), "
            out += "\"rule\": \(quote(d.rule.rawValue)), \"message\": \(quote(d.message)), \"notes\": ["
            out += d.notes.map { "{\(place($0.location)), \"message\": \(quote($0.message))}" }.joined(separator: ", ")
            out += "]"
            if let fixIt = d.fixIt {
                out += ", \"fixIt\": {\(place(fixIt.location)), \"replacement\": \(quote(fixIt.replacement))}"
            }
            out += "}"
        }
        out += diagnostics.isEmpty ? "], " : "\n], "
        out += "\"summary\": {\"flows\": \(summary.flows), \"nodes\": \(summary.nodes), "
        out += "\"errors\": \(summary.errors), \"warnings\": \(summary.warnings)}}\n"
        return out
    }

    private func place(_ l: SourceLocation) -> String {
        "\"file\": \(quote(l.file)), \"line\": \(l.line), \"column\": \(l.column)"
    }
}

/// A JSON string literal for `s`.
public func quote(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
