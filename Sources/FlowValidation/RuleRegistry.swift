import FlowDiagnostics
import FlowModel
import FlowYAML

/// Every rule `validate` runs, in a fixed order. Adding a rule means adding
/// its file under `Rules/` and one line here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        DuplicateFlowRule.self,
        UnknownTargetRule.self,
        UnknownFlowRule.self,
        UndeclaredOutcomeRule.self,
        UnhandledOutcomeRule.self,
        UnknownOutcomeRule.self,
        EntryRule.self,
        StartCycleRule.self,
        UnreachableScreenRule.self,
        UnusedFlowRule.self,
        NeverFinishesRule.self,
        UnusedOutcomeRule.self,
        DeadEndRule.self,
        PushCycleRule.self,
        ShadowedAlternativeRule.self,
        MisplacedTabsRule.self,
        PushInBareLayerRule.self,
        MissingInputRule.self,
        UnhandledOutputRule.self,
        DuplicateLinkRule.self,
        PopTargetRule.self,
        UnreachableLinkRule.self,
        UnusedIgnoreRule.self,
    ]

    /// Every rule flowgraph reports, in the order a file meets them: read,
    /// parsed, decoded, then the project's rules in the order of `all`.
    /// The docs list them in this order, those found by exploring last.
    public static let descriptions: [RuleDescription] =
        [DecoderRules.unreadable, YAMLRules.yamlSyntax, YAMLRules.duplicateKey, DecoderRules.schema]
        + all.map { $0.description } + [ExplorationRules.stepFails]
}
