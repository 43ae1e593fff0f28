import FlowModel

/// What happens to the current screen.
public enum Event: Sendable, Hashable {
    /// The screen produces an outcome, with values for `when` (they win over the context).
    case outcome(String, values: [String: String] = [:])
    /// System back: the back button or edge swipe.
    case back
    /// System dismiss: a sheet or popover swiped down.
    case dismiss
}

/// The result of one successful step.
public struct Step: Sendable {
    public let state: RuntimeState
    /// What changed, in the order it happened.
    public let effects: [Effect]

    public init(state: RuntimeState, effects: [Effect]) {
        self.state = state
        self.effects = effects
    }
}

/// A step that cannot be carried out; the caller keeps the old state.
public struct RuntimeError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// A name the user probably meant, when there is one.
    public let suggestion: String?

    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        suggestion.map { "\(message) (did you mean '\($0)'?)" } ?? message
    }
}

/// One outcome the current screen can produce, and where it leads.
public struct Choice: Sendable, Hashable {
    public let outcome: String
    /// `back` or `dismiss`, whether the screen overrides it or not.
    public let isSystem: Bool
    /// A system event the screen leaves to the platform (its own `on`
    /// does not handle it).
    public let isDefault: Bool
    /// e.g. "push Detail", "modal Composer (fullscreen)", "finish done",
    /// "nothing (no alternative matches)".
    public let leadsTo: String

    public init(outcome: String, isSystem: Bool, isDefault: Bool = false, leadsTo: String) {
        self.outcome = outcome
        self.isSystem = isSystem
        self.isDefault = isDefault
        self.leadsTo = leadsTo
    }
}
