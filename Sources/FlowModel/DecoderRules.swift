import FlowDiagnostics

/// The rules of reading files and decoding them into flows: a file that
/// cannot be read, and YAML that is not a flow as the format defines it.
public enum DecoderRules {
    public static let unreadable = RuleDescription(
        id: .unreadable, severity: .error,
        summary: "a file in the folder could not be read",
        rationale: """
            A flow file that cannot be read is part of the app's navigation that goes unchecked: it is
            reported rather than skipped, and the other files are still checked.
            """,
        details: """
            Points at line 1 of the file. Inside the folders given, a file that cannot be opened (its
            permissions), a name that is not valid UTF-8, a named pipe or device (which is never opened),
            a folder that cannot be listed, and a file over 256 MiB are each `unreadable`. A path given on
            the command line that cannot be read is not a diagnostic: the command ends with exit status 2.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile(
                    "app.yaml",
                    """
                    flow: App
                    start: Home
                    screens:
                      Home:
                        on:
                          done: back
                    """),
                ExampleFile("more.yaml", .namedPipe),
            ])
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile(
                    "app.yaml",
                    """
                    flow: App
                    start: Home
                    screens:
                      Home:
                        on:
                          done: back
                    """),
                ExampleFile("notes.txt", .namedPipe),
            ])
        ])

    public static let schema = RuleDescription(
        id: .schema, severity: .error,
        summary: "a key is missing, unknown, or has a value of the wrong shape; a name is not an identifier",
        rationale: """
            A file that does not say what the format means cannot be checked or run as written: a misspelt
            `stlye` would be ignored, a `push` without a target would go nowhere. Each mistake is reported
            and as much of the flow as can be is kept, so that the other rules still check the rest.
            """,
        details: """
            Points at the offending key or value; an unknown key close to a known one gets a "did you
            mean" and a fix-it. One file reports at most 1,000 problems, then one more `schema` error
            saying how many are not shown.

            - **After a schema error.** A transition with a misspelt, misplaced or badly valued option
              (`stlye:`, `style:` on a `push`, `style: card`, `navigation: maybe`) is kept without that
              option (its default applies), so its target is still checked in the same run:
              `{ modal: Hlep, stlye: sheet }` reports both `stlye` and `Hlep`. A `when` with a mistake
              (`when: pad`, `when: { 1x: pad }`) is kept as a condition that never matches, never as no
              `when`, so the items after it are not reported as shadowed. Beyond that, a later diagnostic
              is left out only when what did not decode could have caused it, and only in its own flow. A
              transition that does not decode at all (no kind, two kinds, a missing or malformed target, a
              value on a kind that takes none) still marks its outcome as handled; where it leads is
              unknown, so its node is not judged a `dead-end`, and, if the node is reachable, its flow gets
              no `unreachable-screen`, `never-finishes` or `unused-outcome` (a node nothing leads to could
              only lead on from there). The same goes for a node whose body or `on` is not a mapping or
              that has a key close to `on` (`onn:`), which also hides its `unhandled-outcome`, and for a
              flow that lost nodes (a node name that is not a name, a misspelt `screens`) or whose own `on`
              did not decode. An `on` key that is not a name (`go-next:`), or an outcome written outside `on`,
              hides only its node's `dead-end` and `unhandled-outcome`. A misspelt `outcomes` hides the
              flow's `undeclared-outcome` and the `unknown-outcome` of the flow nodes that start it. A
              child flow's name that is not a name, or a key close to `flow` (`flwo:`), hides its node's
              `dead-end`, and, like a flow that lost nodes, may have started any flow that no flow node
              starts: those, and the flows they start, are not reported as `unused-flow`; every other flow
              still is. `push-cycle` is never left out: a missing push could only add cycles. A misspelt
              `description`, or an unknown key close to no key with meaning, hides nothing. A flow whose
              `start` is missing or not a name gets no graph warnings, since no node stands in for it.
            - **Booleans and tags.** `entry` and `navigation` take `true` or `false` as YAML 1.2's core
              schema spells them, unquoted (`True`, `FALSE` too). A quoted `"true"` is text, and so is a
              scalar tagged `!!str`: both are errors that say how to write the boolean. The core schema's
              own tags decide how a scalar reads: `!!bool "true"` is a boolean, `!!str null` is the text
              `null`, `!!null` makes any scalar null. Other tags (`!!int`, `!custom`) are read past: the
              scalar reads as its text.
            - **Names as written.** Where a name is expected (a flow, node, outcome, target, variable or
              `when` value), a plain scalar is read as written, so `null`, `Null` and `NULL` are names
              like `yes` and `true`: `push null` and a node `null:` agree. Only an empty value, `~` or a
              `!!null` tag is "nothing" there. Where a value may be left out (`description`, `on`,
              `outcomes`), `null` leaves it out.
            - **`x-` keys** are ignored at the flow, node and transition levels, and also among the names
              of `screens` and `on`, where such a key could never be a name anyway. In `when` a key is a
              variable the REPL's `set` gives a value, so `x-note:` there is an error: ignored, it would
              leave an empty `when`, which matches always.
            - **Merge keys.** `<<` is YAML 1.1's merge key; flow files are YAML 1.2, which has none. A
              `<<` key is an error that says so, wherever it is written.
            - **The scalar form's words** are separated by spaces, and also by tabs and line breaks, so a
              folded block scalar (`>`, which keeps its last line break) reads as written.
            - **Format 2 keys.** A tabs node needs a non-empty list of flows in `tabs`, each named once and
              none its own flow, and cannot have `flow` too; `selected` must name one of its tabs and
              `start` belongs to flow nodes only (one node of the child, never a list). `pop` takes at
              most one target; `from` applies to `push` only and `dismissing` to `push`, `modal` and
              `replace`. A `start` list needs at least one item, each a name or a mapping with `node`
              (and `when`), and does not nest. `ignore` lists warning rules, each once: an error rule or
              an unknown one is refused. Near misses get a "did you mean": `tab:` for `tabs`, `selcted`
              for `selected`, and words of other navigation vocabularies where edit distance finds
              nothing (`popTo` and `popToRoot` for `pop`, `present` for `modal`, `setRoot` for
              `replace`, Jetpack's `popUpTo` beside a kind for `from`). An unknown key of a transition
              that is a kind misspelt is one error, not also "names no kind".
            - **An empty list of `when` values** (`when: { idiom: [] }`) is an error: it can never match,
              which is never what was meant.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      help: { modal: Help, stlye: sheet }   # 'style', misspelt
                  Help:
                    on:
                      close: dismiss
                """),
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      next: jump Details   # not a kind of transition
                  Details:
                    on:
                      done: back
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: App
                start: Home
                screens:
                  Home:
                    on:
                      help: { modal: Help, style: sheet }
                  Help:
                    on:
                      close: dismiss
                """)
        ])
}
