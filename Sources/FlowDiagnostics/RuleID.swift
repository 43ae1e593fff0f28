/// The name of a rule, printed in brackets after each diagnostic
/// (`[unknown-target]`) and used as the GitHub annotation's title and the
/// JSON `rule`. Every rule flowgraph reports has a static member here, so
/// that a typo in an id is a compile error rather than a new rule.
public struct RuleID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The id as printed, such as `unknown-target`.
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// By the printed id, as diagnostics at the same place are ordered.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

// Reading and parsing a file.
extension RuleID {
    public static let unreadable: RuleID = "unreadable"
    public static let yamlSyntax: RuleID = "yaml-syntax"
    public static let duplicateKey: RuleID = "duplicate-key"
    public static let schema: RuleID = "schema"
}

// The project's rules, in the order `validate` runs them.
extension RuleID {
    public static let duplicateFlow: RuleID = "duplicate-flow"
    public static let unknownTarget: RuleID = "unknown-target"
    public static let unknownFlow: RuleID = "unknown-flow"
    public static let undeclaredOutcome: RuleID = "undeclared-outcome"
    public static let unhandledOutcome: RuleID = "unhandled-outcome"
    public static let unknownOutcome: RuleID = "unknown-outcome"
    public static let entry: RuleID = "entry"
    public static let startCycle: RuleID = "start-cycle"
    public static let unreachableScreen: RuleID = "unreachable-screen"
    public static let unusedFlow: RuleID = "unused-flow"
    public static let neverFinishes: RuleID = "never-finishes"
    public static let unusedOutcome: RuleID = "unused-outcome"
    public static let deadEnd: RuleID = "dead-end"
    public static let pushCycle: RuleID = "push-cycle"
    public static let shadowedAlternative: RuleID = "shadowed-alternative"
    public static let misplacedTabs: RuleID = "misplaced-tabs"
    public static let pushInBareLayer: RuleID = "push-in-bare-layer"
    public static let missingInput: RuleID = "missing-input"
    public static let unhandledOutput: RuleID = "unhandled-output"
    public static let duplicateLink: RuleID = "duplicate-link"
    public static let popTarget: RuleID = "pop-target"
    public static let unreachableLink: RuleID = "unreachable-link"
    public static let unusedIgnore: RuleID = "unused-ignore"
}

// Found by running the flows (`validate --explore`, `flowgraph explore`).
extension RuleID {
    public static let stepFails: RuleID = "step-fails"
}

extension RuleID {
    /// The rules whose diagnostics are warnings: the ones an `ignore` list
    /// may name. A test holds it equal to the registry's warning rules.
    public static let warningRules: [RuleID] = [
        .unreachableScreen, .unusedFlow, .neverFinishes, .unusedOutcome, .deadEnd, .pushCycle,
        .shadowedAlternative, .popTarget, .unreachableLink, .unusedIgnore,
    ]

    /// The rules whose diagnostics are errors, decoding's included.
    public static let errorRules: [RuleID] = [
        .unreadable, .yamlSyntax, .duplicateKey, .schema, .duplicateFlow, .unknownTarget, .unknownFlow,
        .undeclaredOutcome, .unhandledOutcome, .unknownOutcome, .entry, .startCycle, .misplacedTabs,
        .pushInBareLayer, .missingInput, .unhandledOutput, .duplicateLink, .stepFails,
    ]
}
