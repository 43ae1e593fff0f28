import FlowDiagnostics

/// The seven things an outcome can do.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
    case push, modal, replace, finish, back, dismiss, stay

    /// `push`, `modal` and `replace` name a node; `finish` names an outcome;
    /// the rest take nothing.
    public var takesTarget: Bool {
        switch self {
        case .push, .modal, .replace, .finish: true
        case .back, .dismiss, .stay: false
        }
    }

    /// Whether the target is a node of the flow (rather than an outcome).
    public var targetsNode: Bool { self == .push || self == .modal || self == .replace }
}

/// How a modal layer is presented. Only `fullscreen` resists a swipe.
public enum ModalStyle: String, Sendable, Hashable, CaseIterable {
    case sheet, fullscreen, popover
}

/// One transition, as written in a screen's `on` (or one item of a list of
/// alternatives).
public struct Transition: Sendable, Hashable {
    // Stored properties are ordered largest first so the struct packs
    // without padding (48 bytes, not 56): there is one per alternative.
    /// A node name for push/modal/replace, an outcome for finish, else nil.
    public var target: String?
    public var kind: TransitionKind
    /// For `modal`: how the layer is presented.
    public var style: ModalStyle
    /// For `modal`: whether the new layer has its own navigation stack.
    public var hasNavigation: Bool
    /// Where the transition is written (the scalar, or the kind's key).
    public var location: SourceLocation
    /// Where the target name is written; the transition's location when it
    /// shares a scalar with the kind (`push Payment`).
    public var targetLocation: SourceLocation

    public init(_ kind: TransitionKind, _ target: String? = nil, style: ModalStyle = .sheet,
                hasNavigation: Bool = true, at location: SourceLocation, targetLocation: SourceLocation? = nil) {
        self.kind = kind
        self.target = target
        self.style = style
        self.hasNavigation = hasNavigation
        self.location = location
        self.targetLocation = targetLocation ?? location
    }
}

/// One `when` entry: the variable must have one of `values` (compared as text).
public struct Condition: Sendable, Hashable {
    public var variable: String
    public var values: CompactList<String>
    public var location: SourceLocation

    public init(_ variable: String, _ values: [String], at location: SourceLocation) {
        self.variable = variable
        self.values = CompactList(values)
        self.location = location
    }
}

extension Condition {
    /// For the decoder: the values already in their compact form.
    init(_ variable: String, values: CompactList<String>, at location: SourceLocation) {
        self.variable = variable
        self.values = values
        self.location = location
    }
}

/// A transition with the conditions under which it is taken. A plain
/// transition is one alternative with no `when`.
public struct Alternative: Sendable, Hashable {
    /// nil when the item has no `when` (it always matches); an empty list
    /// (`when: {}`) also always matches.
    public var when: [Condition]?
    public var transition: Transition
    /// Where the item starts.
    public var location: SourceLocation

    public init(when: [Condition]? = nil, _ transition: Transition, at location: SourceLocation? = nil) {
        // The location is read before `transition` moves into place: read
        // after, the whole transition would be copied.
        self.location = location ?? transition.location
        self.when = when
        self.transition = transition
    }

    /// For the decoder: the parts moved in as they are.
    init(decoded transition: consuming Transition, when: consuming [Condition]?, at location: SourceLocation) {
        self.location = location
        self.when = when
        self.transition = transition
    }

    /// Whether `when` holds for `variables` (an unset variable matches nothing).
    public func matches(_ variables: [String: String]) -> Bool {
        guard let when else { return true }
        return when.allSatisfy { condition in
            guard let value = variables[condition.variable] else { return false }
            return condition.values.contains(value)
        }
    }
}

/// What a node does with one outcome: the alternatives in order.
public struct Handler: Sendable, Hashable {
    public var outcome: String
    /// Where the outcome key is written.
    public var location: SourceLocation
    /// Whether it was written as a list (alternatives) rather than one transition.
    /// (Stored before `alternatives` so it fills the padding after `location`.)
    public var isList: Bool
    /// Empty only when none of the written transitions could be decoded
    /// (each already reported as a `schema` error).
    public var alternatives: Alternatives

    public init(_ outcome: String, at location: SourceLocation, _ alternatives: [Alternative], isList: Bool = false) {
        self.outcome = outcome
        self.location = location
        self.alternatives = Alternatives(alternatives)
        self.isList = isList
    }

    /// For the decoder: the alternatives already in their compact form.
    init(_ outcome: String, at location: SourceLocation, alternatives: Alternatives, isList: Bool) {
        self.outcome = outcome
        self.location = location
        self.alternatives = alternatives
        self.isList = isList
    }

    /// The first alternative whose `when` matches, if any.
    public func choose(_ variables: [String: String]) -> Alternative? {
        alternatives.first { $0.matches(variables) }
    }
}
