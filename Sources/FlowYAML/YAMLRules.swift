import FlowDiagnostics

/// The rules of what the parser finds: a file that is not YAML, and a key
/// written twice. The decoder reports them (`FlowDecoder`); they are
/// described here, beside what finds them.
public enum YAMLRules {
    public static let yamlSyntax = RuleDescription(
        id: .yamlSyntax, severity: .error,
        summary: "the file is not valid YAML, or goes past one of flowgraph's limits",
        rationale: """
            What follows a syntax error cannot be read, so every flow written after it goes unchecked.
            """,
        details: """
            Points at the place libyaml stopped reading, or where the limit was crossed. The documents
            before the error still count; the broken one and those after it do not, so a flow node may
            then start a flow that seems not to exist (`unknown-flow` says a file with errors may define
            it). Past flowgraph's limits the message says which one: lists and mappings nested deeper
            than 1,000 levels, aliases that add more than 8 nodes for each node the file writes (plus
            1,000), and an alias inside the node it names.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      next: [push Details   # the list is never closed
                  Details:
                    on:
                      done: back
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      next: [push Details]
                  Details:
                    on:
                      done: back
                """)
        ])

    public static let duplicateKey = RuleDescription(
        id: .duplicateKey, severity: .error,
        summary: "the same key twice in one mapping",
        rationale: """
            Only one of the two can count, so whatever the other says is lost without a word: a screen
            written twice under `screens`, or an outcome handled twice, is not the app you meant.
            """,
        details: """
            Points at the later key, with a note at the first. The first counts; the later one is
            otherwise ignored. Keys are compared as the text libyaml hands over, quotes and escapes
            undone: `Home`, `'Home'` and `"\\x48ome"` are one key, and so are `1` and `"1"`, since every
            key in this format is a name and names are text. An alias used as a key counts as the text
            it refers to.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      next: push Details
                      next: modal Details   # the same outcome again
                  Details:
                    on:
                      done: back
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      next: push Details
                      preview: modal Details
                  Details:
                    on:
                      done: back
                """)
        ])
}
