/// The yaml-test-suite cases that libyaml 0.2.5 itself gets wrong, checked
/// against libyaml's own event stream, not against our tree. The suite test
/// fails when a listed case starts passing or an unlisted case fails, so the
/// list stays exact when libyaml (or the tree) changes.
enum LibYAMLKnownFailures {
    /// Valid YAML 1.2 that libyaml rejects with a syntax error.
    static let rejectsValid: [String: String] = [
        // Empty keys (`: value` with no key before the colon).
        "2JQS": "rejects block mapping entries with an empty implicit key (`: a`)",
        "6M2F": "rejects `: *a` with an empty key in an explicit block mapping",
        "CFD4": "rejects an empty implicit key in a single-pair flow sequence (`[ : x ]`)",
        "FRK4": "rejects an empty key in a flow mapping (`: bar,`)",
        "M2N8/00": "rejects `? : x` (explicit key whose key is an empty implicit key)",
        "NHX8": "rejects a lone `:` (empty key and value) followed by blank lines",
        "NKF9": "rejects empty keys in block and flow mappings",
        "S3PD": "rejects `: # Both empty` (empty key) in a block mapping",
        "SM9W/01": "rejects a stream that is a single `:`",
        "UKK6/00": "rejects `- :` (empty key and value in a sequence entry)",
        // Flow mappings: `:` placement that YAML 1.2 allows.
        "4ABK": "rejects a flow mapping entry without value (`omitted value:,`) and a key alone",
        "4MUZ/00": "rejects a flow mapping `:` on the line after a quoted key",
        "4MUZ/01": "rejects a flow mapping `:` on the line after a quoted key (plain value)",
        "4MUZ/02": "rejects a flow mapping `:` on the line after a plain key",
        "5MUD": "rejects `:bar` adjacent to a quoted key on the next line",
        "5T43": "rejects `\"key\":value` (value adjacent to the colon after a quoted key)",
        "58MP": "rejects `{x: :x}`, a plain scalar starting with `:` in flow context",
        "9SA2": "rejects a multi-line double-quoted key in a flow mapping",
        "K3WX": "rejects a `:` after a comment on the line after a flow key",
        "NJ66": "rejects a multi-line plain key in a flow mapping",
        "UT92": "rejects a multi-line plain key (`matches % : 20`) in a flow mapping",
        "VJP3/01": "rejects a flow mapping key and `:` on separate lines",
        // Plain scalars starting with an indicator.
        "DBG4": "rejects a plain scalar starting with `::` in a flow sequence, which YAML 1.2 allows",
        "HM87/00": "rejects the plain scalar `:x` in a flow sequence",
        // Anchors and aliases.
        "2SXE": "rejects anchors and aliases whose name ends in `:` (`&a:`)",
        "8XYN": "rejects an anchor name with non-ASCII characters",
        "W5VH": "rejects anchor and alias names with `:@*!$\"<>` characters",
        // Tabs as separation (not indentation), allowed by YAML 1.2.
        "6BCT": "rejects a tab after `-` and after `:` as separation space",
        "6CA3": "rejects a tab before a top-level flow sequence",
        "A2M4": "rejects a tab after a block sequence indicator",
        "DK95/00": "rejects a tab after an indentation space before a scalar",
        "DK95/03": "rejects a line holding only a space and a tab before a mapping",
        "DK95/04": "rejects a tab-only line between mapping entries",
        "Q5MG": "rejects a tab before a top-level flow mapping",
        "Y79Y/010": "rejects a tab between `-` and `-1`",
        "96NN/00": "rejects a tab as the first content character of a literal block scalar",
        "96NN/01": "rejects a tab as the first content character of a literal block scalar (no final newline)",
        "R4YG": "rejects a tab as content of a folded block scalar",
        "Y79Y/001": "rejects a tab-only line inside a literal block scalar",
        // Documents and directives.
        "2LFX": "rejects a reserved (unknown) directive `%FOO` instead of ignoring it",
        "6LVF": "rejects a reserved (unknown) directive `%FOO` instead of ignoring it",
        "MUS6/05": "rejects the unknown directive `%YAM` instead of ignoring it",
        "MUS6/06": "rejects the unknown directive `%YAMLL` instead of ignoring it",
        "BEC7": "rejects `%YAML 1.3` instead of parsing it with a warning",
        "W4TN": "rejects a `%` line as block scalar content after `--- |`",
        "7Z25": "rejects a bare document after a `...` document end marker",
        "M7A3": "rejects bare documents following `...` (spec example 9.3)",
        "DK3J": "rejects a zero-indented folded scalar line starting with `#`",
        "FP8R": "rejects zero-indented block scalar content after `--- >`",
        "HWV9": "rejects a stream that is only `...`",
        "QT73": "rejects a stream of a comment followed by `...`",
    ]

    /// Invalid YAML that libyaml accepts.
    static let acceptsInvalid: [String: String] = [
        "9C9N": "accepts a flow sequence continued at a lower indentation than its key",
        "QB6E": "accepts a multi-line double-quoted scalar continued at column 1 in a block mapping",
        "DK95/01": "accepts a tab as indentation of a double-quoted continuation line",
        "Y79Y/003": "accepts a tab as indentation inside a flow sequence in a block sequence",
        "9JBA": "accepts a comment with no space before `#` after a flow sequence",
        "CVW2": "accepts a comment with no space before `#` after a comma",
        "SU5Z": "accepts a comment with no space before `#` after a double-quoted scalar",
        "X4QW": "accepts a comment with no space after a block scalar indicator (`>#`)",
        "MUS6/00": "accepts `%YAML 1.1#...` (no space before the comment)",
        "MUS6/01": "accepts two %YAML directives for one document",
        "9HCY": "accepts a directive after a document without the `...` end marker",
        "EB22": "accepts a directive after a document without the `...` end marker",
        "RHX7": "accepts a directive after a document without the `...` end marker",
        "G5U8": "accepts plain `-` entries in a flow sequence",
        "YJV2": "accepts `[-]`, a plain `-` in a flow sequence",
        "S98Z": "accepts a block scalar whose leading empty line has more spaces than its first content line",
    ]

    /// Valid YAML that libyaml parses into different events.
    static let wrongEvents: [String: String] = [
        "652Z": "reads `?foo` in a flow mapping as an explicit key `foo`, not the plain scalar `?foo`",
        "HM87/01": "reads `[?x]` as a single-pair mapping `{x: }`, not the plain scalar `?x`",
        "Y2GN": "ends the anchor `&an:chor` at the `:` and reads `:chor value` as the scalar",
        "JEF9/02": "drops the line break of a keep (`|+`) literal whose one line is spaces with no final newline",
        "L24T/01":
            "drops the last line break of a literal ending in a more-indented line of spaces with no final newline",
    ]

    static var all: [String: String] {
        rejectsValid.merging(acceptsInvalid) { first, _ in first }.merging(wrongEvents) { first, _ in first }
    }
}
