import FlowIndex
import FlowModel

/// What happens to the current screen.
public enum Event: Sendable, Hashable {
    /// The screen produces an outcome, with values for `when` (they win over the context).
    case outcome(String, values: [String: String] = [:])
    /// System back: the back button or edge swipe.
    case back
    /// System dismiss: a sheet or popover swiped down.
    case dismiss
    /// The system event `tab` (format 2): a tab of the tab bar on screen is
    /// tapped. Selecting the selected tab pops its stack to its first screen.
    case tab(TabSelector)
}

/// Which tab `tab` selects: by its flow's name or its position.
public enum TabSelector: Sendable, Hashable, CustomStringConvertible {
    /// The tab whose flow has this name.
    case flow(String)
    /// The tab at this position, from 1, as the user counts them.
    case position(Int)

    /// A flow name, or a position written in decimal digits.
    public init(_ text: String) {
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let position = Int(text)
        {
            self = .position(position)
        } else {
            self = .flow(text)
        }
    }

    /// As typed: the flow's name or the position.
    public var description: String {
        switch self {
        case .flow(let name): name
        case .position(let position): String(position)
        }
    }
}

/// The result of one successful step.
public struct Step: Sendable {
    public let state: RuntimeState
    /// What changed, in the order it happened.
    public let effects: [Effect]
    /// The transitions the step ran, in order: the screen's, then those
    /// of the parents a child's `finish` or `back` handed its outcome to.
    public let transitions: TakenTransitions

    public init(state: RuntimeState, effects: [Effect], transitions: TakenTransitions = TakenTransitions()) {
        self.state = state
        self.effects = effects
        self.transitions = transitions
    }
}

/// A step that cannot be carried out; the caller keeps the old state.
public struct RuntimeError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// A name the user probably meant, when there is one.
    public let suggestion: String?
    /// The transition whose running failed; nil when the step failed
    /// before running any (an unknown outcome, a system event).
    public let transition: TransitionRef?

    public init(_ message: String, suggestion: String? = nil, transition: TransitionRef? = nil) {
        self.message = message
        self.suggestion = suggestion
        self.transition = transition
    }

    /// The same error, at `transition`.
    func located(at transition: TransitionRef?) -> RuntimeError {
        RuntimeError(message, suggestion: suggestion, transition: transition)
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

    /// Handled by the flow's own `on` (format 2), which the screen inherits.
    public let isInherited: Bool
    /// The system event `tab NAME`: `outcome` is `tab` and the tab's flow.
    public let isTab: Bool

    public init(
        outcome: String, isSystem: Bool, isDefault: Bool = false, isInherited: Bool = false, isTab: Bool = false,
        leadsTo: String
    ) {
        self.outcome = outcome
        self.isSystem = isSystem
        self.isDefault = isDefault
        self.isInherited = isInherited
        self.isTab = isTab
        self.leadsTo = leadsTo
    }
}
