/// SARIF's `reportingDescriptor`s: every rule the tool has, described
/// from its `RuleDescription`, so a viewer can explain a rule that no
/// result of this run shows.
struct SARIFRules {
    let descriptions: [RuleDescription]
    /// Each rule's place in `descriptions`, which results name as `ruleIndex`.
    let indices: [RuleID: Int]

    init(_ descriptions: [RuleDescription]) {
        self.descriptions = descriptions
        var indices: [RuleID: Int] = [:]
        // The first description of an id wins, as the first definition does.
        for (index, rule) in descriptions.enumerated() where indices[rule.id] == nil {
            indices[rule.id] = index
        }
        self.indices = indices
    }

    var json: JSONValue {
        .array(descriptions.map(Self.descriptor))
    }

    private static func descriptor(_ rule: RuleDescription) -> JSONValue {
        .members([
            "id": .string(rule.id.rawValue),
            "name": .string(name(of: rule.id)),
            "shortDescription": .members(["text": .string(capitalized(rule.summary))]),
            "fullDescription": .members(["text": .string(unwrapped(sentence(rule.summary) + " " + rule.rationale))]),
            "help": .members(["text": .string(helpText(rule)), "markdown": .string(helpMarkdown(rule))]),
            "defaultConfiguration": .members(["level": .string(level(rule.severity))]),
        ])
    }

    /// `unknown-target` as `UnknownTarget`, the form SARIF's `name` takes.
    static func name(of id: RuleID) -> String {
        id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func helpText(_ rule: RuleDescription) -> String {
        var text = sentence(rule.summary) + "\n\nWhy it matters: " + rule.rationale
        if let details = rule.details { text += "\n\n" + details }
        return unwrapped(text)
    }

    /// The summary as a sentence's start: the docs use it mid-sentence.
    static func capitalized(_ summary: String) -> String {
        guard let first = summary.first, first.isLowercase else { return summary }
        return first.uppercased() + summary.dropFirst()
    }

    /// The summary as a sentence of its own, with its full stop.
    static func sentence(_ summary: String) -> String {
        capitalized(summary) + (summary.hasSuffix(".") ? "" : ".")
    }

    /// Markdown's source lines of a paragraph joined with spaces, as a
    /// viewer of plain text would not: paragraphs and list items stay on
    /// lines of their own.
    static func unwrapped(_ markdown: String) -> String {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        var out = ""
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            let startsLine =
                index == 0 || trimmed.isEmpty || lines[index - 1].isEmpty || trimmed.hasPrefix("- ")
                || trimmed.hasPrefix("* ") || trimmed.hasPrefix("|") || trimmed.hasPrefix("```")
            out += index == 0 ? "" : startsLine ? "\n" : " "
            out += startsLine ? line : trimmed
        }
        return out
    }

    /// As the rule's section of `docs/rules.md` begins, without its examples.
    private static func helpMarkdown(_ rule: RuleDescription) -> String {
        var text = "**\(rule.severity.rawValue)**: \(rule.summary)\n\n**Why it matters.** \(rule.rationale)"
        if let details = rule.details { text += "\n\n" + details }
        return text
    }

    /// SARIF's `level`, which has the same three names.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
