import FlowDiagnostics

/// `docs/rules.md` and the README's rule table, written from the rules'
/// descriptions (`make docs` runs `flowgraph-docs`, which writes them; a
/// test fails when the committed files differ from what this returns).
public enum RuleDocumentation {
    /// The lines around the README's generated rule table.
    public static let readmeBegin = "<!-- rules:begin -->"
    public static let readmeEnd = "<!-- rules:end -->"

    /// The whole of `docs/rules.md`.
    public static func page(_ rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        var out = """
            <!-- Written by `make docs` from each rule's `RuleDescription` (see RuleRegistry.descriptions): edit those, not this page. -->

            # Validation rules

            `flowgraph validate` prints each problem it finds as `FILE:LINE:COL: SEVERITY: MESSAGE [RULE]`,
            its notes under it. Errors make it exit with status 1; warnings only with `--strict`. Each rule
            below says what it reports, why that matters, where it points and what it decides where the
            format leaves a choice, with a project that triggers it and one that does not (the tests check
            both).


            """
        out += table(rules, linkingTo: "")
        out += "\n## For every rule\n\n" + everyRule
        for rule in rules {
            out += "\n" + section(rule)
        }
        // Each part ends with a blank line; the page with one line break.
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    /// The rule table, one row per rule, each id linking to its section
    /// of `docs/rules.md` at `page` (empty for a link within that page).
    public static func table(_ rules: [RuleDescription] = RuleRegistry.descriptions, linkingTo page: String) -> String {
        var out = "| rule | severity | what |\n| --- | --- | --- |\n"
        for rule in rules {
            out += "| [`\(rule.id)`](\(page)#\(rule.id)) | \(rule.severity.rawValue) | \(rule.summary) |\n"
        }
        return out
    }

    /// The README's table: the lines between its markers.
    public static func readmeTable(_ rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        table(rules, linkingTo: "docs/rules.md")
    }

    /// The text between the README's marker lines, or nil when a marker is
    /// missing or they are out of order.
    public static func readmeRegion(of readme: String) -> Substring? {
        guard let begin = readme.firstRange(of: readmeBegin + "\n"),
            let end = readme[begin.upperBound...].firstRange(of: readmeEnd)
        else { return nil }
        let region = readme[begin.upperBound..<end.lowerBound]
        // The end marker must start a line of its own.
        return region.isEmpty || region.hasSuffix("\n") ? region : nil
    }

    /// `readme` with the text between its markers replaced by `table`, or
    /// nil when it has no markers.
    public static func readme(_ readme: String, withTable table: String) -> String? {
        guard let region = readmeRegion(of: readme) else { return nil }
        var out = readme
        out.replaceSubrange(region.startIndex..<region.endIndex, with: table)
        return out
    }

    private static func section(_ rule: RuleDescription) -> String {
        var out = "## `\(rule.id)`\n\n**\(rule.severity.rawValue)**: \(rule.summary)\n\n"
        out += "**Why it matters.** \(rule.rationale)\n\n"
        if let details = rule.details { out += details + "\n\n" }
        out += examples(rule.triggeringExamples, heading: "Triggers it")
        out += examples(rule.nonTriggeringExamples, heading: "Does not trigger it")
        out.removeLast()
        return out
    }

    private static func examples(_ examples: [RuleExample], heading: String) -> String {
        var out = "**\(heading):**\n\n"
        for (index, example) in examples.enumerated() {
            if index > 0 { out += "Or:\n\n" }
            let named = example.files.count > 1
            for file in example.files {
                switch file.contents {
                case .yaml(let text):
                    if named { out += "`\(file.path)`:\n\n" }
                    out += "```yaml\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "```\n\n"
                case .namedPipe:
                    out += "`\(file.path)`: a named pipe (`mkfifo \(file.path)`), not a file.\n\n"
                }
            }
        }
        return out
    }

    private static let everyRule = """
        - **Aliases.** A mapping or list shared through a YAML alias is written once, so a diagnostic
          about its content points at the anchored original, for every node that shares it.
        - **Repeats.** A diagnostic equal in every part (rule, place, message, notes, fix-it) to
          another is printed once: the same mistake reached twice, as when two nodes share one `on:`
          mapping through a YAML alias.
        - **Did you mean.** A name is suggested when it is within a case-insensitive edit distance
          (transpositions count one) of a third of the unknown name's length, and at least 1, so a
          name of one or two letters may get a suggestion one edit away (`Q` for `A`). A name longer
          than 128 bytes gets none, since a distance costs the product of the lengths. In a huge
          project only the 128 names closest in length are compared per unknown name, so a
          suggestion may be missed, never wrong.
        - **Fix-its.** A diagnostic with a suggestion also carries it as an edit: the YAML scalar
          starting at a place (a name, a key, or the whole `push Paymnet`) and the text to put
          there. The text format prints it on a line of its own under the diagnostic and its notes,
          `fix: replace the text at 13:13 with 'push Payment'`; JSON as
          `"fixIt": {"file", "line", "column", "replacement"}`; GitHub annotations on the message's
          second line.

        """
}
