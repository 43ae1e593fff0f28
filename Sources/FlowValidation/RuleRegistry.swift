/// Every rule `validate` runs, in a fixed order. Adding a rule means adding
/// its file under `Rules/` and one line here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
    ]
}
