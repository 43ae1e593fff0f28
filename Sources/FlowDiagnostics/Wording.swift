/// Shared phrasing, so that every message names things the same way.
public enum Wording {
    /// `word`, or its plural for any count but one: "outcome", "outcomes".
    public static func plural(_ count: Int, _ word: String) -> String {
        count == 1 ? word : word + "s"
    }

    /// The count with the word: "1 error", "3 errors".
    public static func counted(_ count: Int, _ word: String) -> String {
        "\(count) \(plural(count, word))"
    }

    /// `'a', 'b' and 'c'`, cut short with "and N more" past `limit` names.
    public static func quoted(_ names: [String], limit: Int = 6) -> String {
        let shown = names.prefix(limit).map { "'\($0)'" }
        if names.count > limit { return shown.joined(separator: ", ") + " and \(names.count - limit) more" }
        if shown.count <= 1 { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }

    /// `'A' → 'B' → 'A'`: a cycle through `names`, back to the first, with
    /// the middle of a long one left out.
    public static func chain(_ names: [String], limit: Int = 8) -> String {
        let quoted = names.map { "'\($0)'" }
        let shown =
            quoted.count > limit ? quoted.prefix(limit - 1) + ["… \(quoted.count - limit + 1) more"] : quoted[...]
        return (shown + [quoted[0]]).joined(separator: " → ")
    }
}
