/// Writes imported flows as one flow file: documents separated by `---`,
/// keys in the format's order, comments at their places, text quoted only
/// where YAML needs it. The same flows always give the same bytes.
public enum FlowFileWriter {
    public static func text(of flows: [ImportedFlow], header: [String]) -> String {
        var out = ""
        for line in header { comment(line, indent: "", into: &out) }
        for (index, flow) in flows.enumerated() {
            if index > 0 { out += "---\n" }
            write(flow, into: &out)
        }
        return out
    }

    private static func write(_ flow: ImportedFlow, into out: inout String) {
        for line in flow.comments { comment(line, indent: "", into: &out) }
        out += "flow: \(flow.name)\n"
        if flow.entry { out += "entry: true\n" }
        if let description = flow.description { out += "description: \(scalar(description))\n" }
        out += "x-source: \(source(flow.source))\n"
        if let start = flow.start { out += "start: \(start)\n" }
        if !flow.inputs.isEmpty { out += "inputs: \(values(flow.inputs))\n" }
        if !flow.payloads.isEmpty {
            out += "outcomes:\n"
            for outcome in flow.outcomes {
                let values = flow.payloads.first { $0.outcome == outcome }?.values ?? []
                out += values.isEmpty ? "  \(outcome):\n" : "  \(outcome): \(Self.values(values))\n"
            }
        } else if !flow.outcomes.isEmpty {
            out += "outcomes: [\(flow.outcomes.joined(separator: ", "))]\n"
        }
        if !flow.links.isEmpty {
            out += "links:\n"
            for link in flow.links { out += "  \(scalar(link.pattern)): \(link.node)\n" }
        }
        if !flow.handlers.isEmpty {
            out += "on:\n"
            handlers(flow.handlers, indent: "  ", into: &out)
        }
        out += "screens:\n"
        for node in flow.nodes { write(node, into: &out) }
    }

    private static func write(_ node: ImportedNode, into out: inout String) {
        for line in node.comments { comment(line, indent: "  ", into: &out) }
        out += "  \(node.name):\n"
        switch node.kind {
        case .screen: break
        case .flow(let child, let start):
            out += "    flow: \(child)\n"
            if let start { out += "    start: \(start)\n" }
        case .tabs(let tabs): out += "    tabs: [\(tabs.joined(separator: ", "))]\n"
        }
        if let description = node.description { out += "    description: \(scalar(description))\n" }
        out += "    x-source: \(source(node.source))\n"
        if !node.inputs.isEmpty { out += "    inputs: \(values(node.inputs))\n" }
        if !node.outputs.isEmpty {
            out += "    outputs:\n"
            for payload in node.outputs { out += "      \(payload.outcome): \(values(payload.values))\n" }
        }
        if !node.handlers.isEmpty {
            out += "    on:\n"
            handlers(node.handlers, indent: "      ", into: &out)
        }
    }

    private static func handlers(_ handlers: [ImportedHandler], indent: String, into out: inout String) {
        for handler in handlers {
            for line in handler.comments { comment(line, indent: indent, into: &out) }
            out += "\(indent)\(handler.outcome): \(handler.transition.yaml)\n"
        }
    }

    private static func values(_ values: [ImportedValue]) -> String {
        "{ " + values.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + " }"
    }

    private static func source(_ source: ImportSource) -> String {
        var parts = ["file: \(scalar(source.file))"]
        if let id = source.id { parts.append("id: \(scalar(id))") }
        if let line = source.line { parts.append("line: \(line)") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    /// One comment line; line breaks and control characters become spaces.
    private static func comment(_ text: String, indent: String, into out: inout String) {
        let flat = String(
            String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
        out += "\(indent)# \(flat)\n"
    }

    /// Text as a YAML scalar: plain when it is safe, else double-quoted.
    static func scalar(_ text: String) -> String {
        let plainSafe =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "._/-".unicodeScalars.contains(scalar))
            } && !text.hasPrefix("-") && !text.hasPrefix(".")
        if plainSafe, !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased()) {
            return text
        }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value):
                quoted += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            case _ where scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF:
                quoted += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
