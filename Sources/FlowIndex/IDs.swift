/// A position in one of `ResolvedProject`'s flat arrays, typed by what it
/// addresses, so a node's number cannot be used as a flow's. 32 bits: the
/// arrays are read at every step and by every rule, and half the size of
/// `Int` keeps more of them in cache.
public protocol ResolvedID: Hashable, Comparable, Sendable, CustomStringConvertible {
    var rawValue: Int32 { get }
    init(rawValue: Int32)
}

extension ResolvedID {
    /// The position as an `Int`, to index an array of the caller's own.
    @inlinable public var index: Int { Int(rawValue) }

    @inlinable public init(_ index: Int) { self.init(rawValue: Int32(truncatingIfNeeded: index)) }

    @inlinable public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A flow: its position in `Project.flows`.
@frozen public struct FlowID: ResolvedID {
    public let rawValue: Int32
    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }
    public var description: String { "f\(rawValue)" }
}

/// A node, numbered project-wide: flow by flow, each flow's in `nodes` order.
@frozen public struct NodeID: ResolvedID {
    public let rawValue: Int32
    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }
    public var description: String { "n\(rawValue)" }
}

/// A handler (one outcome of a node's `on`), numbered project-wide in node order.
@frozen public struct HandlerID: ResolvedID {
    public let rawValue: Int32
    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }
    public var description: String { "h\(rawValue)" }
}

/// An alternative (one transition of a handler), numbered project-wide in handler order.
@frozen public struct AlternativeID: ResolvedID {
    public let rawValue: Int32
    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }
    public var description: String { "a\(rawValue)" }
}

/// A declared outcome, numbered project-wide: flow by flow, each flow's in
/// `outcomes` order.
@frozen public struct OutcomeID: ResolvedID {
    public let rawValue: Int32
    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }
    public var description: String { "o\(rawValue)" }
}

/// The ids from `lowerBound` up to `upperBound`, as a collection: a flow's
/// nodes, a node's handlers, a handler's alternatives.
@frozen public struct IDRange<ID: ResolvedID>: RandomAccessCollection, Hashable, Sendable {
    public let lowerBound: Int32
    public let upperBound: Int32

    @inlinable public init(_ lowerBound: Int32, _ upperBound: Int32) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    @inlinable public var startIndex: Int { Int(lowerBound) }
    @inlinable public var endIndex: Int { Int(upperBound) }
    @inlinable public subscript(position: Int) -> ID { ID(position) }

    /// The positions, to slice an array numbered like the ids.
    @inlinable public var positions: Range<Int> { Int(lowerBound)..<Int(upperBound) }

    /// Whether `id` is one of them.
    @inlinable public func contains(_ id: ID) -> Bool { id.rawValue >= lowerBound && id.rawValue < upperBound }
}

/// An array addressed by one kind of id.
@frozen public struct IDArray<ID: ResolvedID, Element>: RandomAccessCollection {
    @usableFromInline var elements: [Element]

    @inlinable public init(_ elements: [Element]) { self.elements = elements }

    @inlinable public init(repeating element: Element, count: Int) {
        elements = [Element](repeating: element, count: count)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { elements.count }
    @inlinable public subscript(position: Int) -> Element { elements[position] }

    @inlinable public subscript(id: ID) -> Element {
        get { elements[Int(id.rawValue)] }
        set { elements[Int(id.rawValue)] = newValue }
    }

    /// The elements of a run of ids.
    @inlinable public subscript(range: IDRange<ID>) -> ArraySlice<Element> { elements[range.positions] }

    /// Every id, in order.
    @inlinable public var ids: IDRange<ID> { IDRange(0, Int32(truncatingIfNeeded: elements.count)) }
}

extension IDArray: Sendable where Element: Sendable {}
