import FlowDiagnostics

/// The eight things an outcome can do.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
    case push, modal, replace, pop, finish, back, dismiss, stay

    /// `push`, `modal` and `replace` name a node and `finish` an outcome;
    /// `pop` may name a node; the rest take nothing.
    public var takesTarget: Bool {
        switch self {
        case .push, .modal, .replace, .pop, .finish: true
        case .back, .dismiss, .stay: false
        }
    }

    /// Whether a target must be written (`pop` alone pops to the flow's
    /// first screen).
    public var requiresTarget: Bool { takesTarget && self != .pop }

    /// Whether the target is a node of the flow (rather than an outcome).
    public var targetsNode: Bool { self == .push || self == .modal || self == .replace || self == .pop }

    /// Whether the target is a node the transition shows (so it can make
    /// the node reachable): `pop` only returns to one already shown.
    public var showsTarget: Bool { self == .push || self == .modal || self == .replace }
}

/// How a modal layer is presented. Only `fullscreen` resists a swipe.
public enum ModalStyle: String, Sendable, Hashable, CaseIterable {
    case sheet, fullscreen, popover
}

/// One transition, as written in a screen's `on` (or one item of a list of
/// alternatives).
public struct Transition: Sendable, Hashable {
    // There is one transition per alternative, so its size counts: the
    // target's location is kept as a line and column in the transition's
    // file (a target is always written in the same file), and the fields
    // are ordered so that they pack without padding (40 bytes).
    //
    // The target is kept as a plain string, empty when there is none:
    // stored as an optional, it makes the optimizer copy and destroy the
    // whole transition (and the alternative holding it) where a move
    // would do, once per handler as the decoder builds it.
    //
    // The stored parts are @usableFromInline, not private, so that the
    // initialisers the decoder (FlowLoading) calls for every transition
    // inline into it.
    @usableFromInline var storedTarget: String
    /// Where the transition is written (the scalar, or the kind's key).
    public var location: SourceLocation
    @usableFromInline var targetLine: UInt32
    @usableFromInline var targetColumn: UInt32
    public var kind: TransitionKind
    /// For `modal`: how the layer is presented.
    public var style: ModalStyle
    @usableFromInline var flags: Flags

    /// One byte for the yes-or-no options, so that format 2's two options
    /// took no room: the transition keeps its 39 bytes.
    @usableFromInline struct Flags: OptionSet, Sendable, Hashable {
        @usableFromInline let rawValue: UInt8
        @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
        @inlinable static var hasNavigation: Flags { Flags(rawValue: 1) }
        @inlinable static var dismissing: Flags { Flags(rawValue: 2) }
        @inlinable static var hasFrom: Flags { Flags(rawValue: 4) }
    }

    /// For `modal`: whether the new layer has its own navigation stack.
    public var hasNavigation: Bool {
        @inlinable get { flags.contains(.hasNavigation) }
        set { set(.hasNavigation, newValue) }
    }

    /// `dismissing: true` (format 2): the layer holding the current screen
    /// is dismissed first, then the transition runs from the screen below.
    public var dismissing: Bool {
        @inlinable get { flags.contains(.dismissing) }
        set { set(.dismissing, newValue) }
    }

    /// Whether `from:` is written (format 2); its node is kept by the flow,
    /// `Flow.from(_:)`, since few transitions have one.
    public var hasFrom: Bool {
        @inlinable get { flags.contains(.hasFrom) }
        set { set(.hasFrom, newValue) }
    }

    private mutating func set(_ flag: Flags, _ on: Bool) {
        if on { flags.insert(flag) } else { flags.remove(flag) }
    }

    /// A node name for push/modal/replace, an outcome for finish, else nil.
    /// An empty name is no target.
    public var target: String? {
        get { storedTarget.isEmpty ? nil : storedTarget }
        set { storedTarget = newValue ?? "" }
    }

    /// Where the target name is written, in the transition's file; the
    /// transition's location when it shares a scalar with the kind
    /// (`push Payment`).
    public var targetLocation: SourceLocation {
        get { SourceLocation(file: location.source, line: Int(targetLine), column: Int(targetColumn)) }
        set {
            targetLine = UInt32(clamping: newValue.line)
            targetColumn = UInt32(clamping: newValue.column)
        }
    }

    /// `targetLocation` must be in the same file as `location`.
    @inlinable public init(
        _ kind: TransitionKind, _ target: String? = nil, style: ModalStyle = .sheet,
        hasNavigation: Bool = true, at location: SourceLocation, targetLocation: SourceLocation? = nil
    ) {
        let targetAt = targetLocation ?? location
        self.storedTarget = target ?? ""
        self.location = location
        self.targetLine = UInt32(clamping: targetAt.line)
        self.targetColumn = UInt32(clamping: targetAt.column)
        self.kind = kind
        self.style = style
        self.flags = hasNavigation ? .hasNavigation : []
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
    @inlinable package init(_ variable: String, values: CompactList<String>, at location: SourceLocation) {
        self.variable = variable
        self.values = values
        self.location = location
    }
}

/// A transition with the conditions under which it is taken. A plain
/// transition is one alternative with no `when`.
public struct Alternative: Sendable, Hashable {
    // As in `Transition`: the item's location is a line and column in the
    // transition's file, and the fields are ordered to pack (56 bytes:
    // `hasWhen` takes the transition's last byte of padding). `when` is
    // stored as a plain array, and the stored parts are @usableFromInline,
    // for the reasons `Transition` gives.
    public var transition: Transition
    @usableFromInline var hasWhen: Bool
    @usableFromInline var line: UInt32
    @usableFromInline var column: UInt32
    @usableFromInline var storedWhen: [Condition]

    /// nil when the item has no `when` (it always matches); an empty list
    /// (`when: {}`) also always matches.
    public var when: [Condition]? {
        get { hasWhen ? storedWhen : nil }
        set {
            hasWhen = newValue != nil
            storedWhen = newValue ?? []
        }
    }

    /// Where the item starts, in the transition's file.
    public var location: SourceLocation {
        get { SourceLocation(file: transition.location.source, line: Int(line), column: Int(column)) }
        set {
            line = UInt32(clamping: newValue.line)
            column = UInt32(clamping: newValue.column)
        }
    }

    /// `location` (the transition's when nil) must be in the transition's file.
    public init(when: [Condition]? = nil, _ transition: Transition, at location: SourceLocation? = nil) {
        self.init(decoded: transition, when: when, at: location ?? transition.location)
    }

    /// For the decoder: the parts moved in as they are.
    @inlinable @inline(__always)
    package init(decoded transition: consuming Transition, when: consuming [Condition]?, at location: SourceLocation) {
        self.line = UInt32(clamping: location.line)
        self.column = UInt32(clamping: location.column)
        self.hasWhen = when != nil
        self.storedWhen = when ?? []
        self.transition = transition
    }
}

/// What a node does with one outcome: the alternatives in order.
public struct Handler: Sendable, Hashable {
    // Ordered so that `isList` and `location` fill the bytes after the
    // alternatives' enum tag (88 bytes, not 104): there is one per outcome
    // of every node.
    /// Empty only when none of the written transitions could be decoded
    /// (each already reported as a `schema` error).
    public var alternatives: Alternatives
    /// Whether it was written as a list (alternatives) rather than one transition.
    public var isList: Bool
    /// Where the outcome key is written.
    public var location: SourceLocation
    public var outcome: String

    public init(_ outcome: String, at location: SourceLocation, _ alternatives: [Alternative], isList: Bool = false) {
        self.outcome = outcome
        self.location = location
        self.alternatives = Alternatives(alternatives)
        self.isList = isList
    }

    /// For the decoder: the alternatives already in their compact form.
    @inlinable package init(_ outcome: String, at location: SourceLocation, alternatives: Alternatives, isList: Bool) {
        self.outcome = outcome
        self.location = location
        self.alternatives = alternatives
        self.isList = isList
    }

    /// For the decoder: the common handler, one transition written as a
    /// scalar (`next: push Cart`), built in place.
    @inlinable @inline(__always)
    package init(_ outcome: String, at location: SourceLocation, single transition: consuming Transition) {
        self.outcome = outcome
        self.location = location
        let at = transition.location
        self.alternatives = Alternatives(single: Alternative(decoded: transition, when: nil, at: at))
        self.isList = false
    }
}
