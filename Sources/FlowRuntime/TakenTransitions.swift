import FlowIndex

/// The transitions one step ran, in order. Nearly every step runs one,
/// so the first is held inline and only a step that hands a child's
/// outcome on to its parents allocates.
public struct TakenTransitions: RandomAccessCollection, Sendable, Hashable {
    private var first: TransitionRef?
    private var more: [TransitionRef] = []

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { first == nil ? 0 : 1 + more.count }

    public subscript(position: Int) -> TransitionRef {
        position == 0 ? first! : more[position - 1]
    }

    mutating func append(_ transition: TransitionRef) {
        if first == nil { first = transition } else { more.append(transition) }
    }
}
