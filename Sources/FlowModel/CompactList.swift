/// A list that stores a single element inline and only puts two or more in
/// an array. Nearly every handler has one alternative and nearly every
/// `when` entry one value; an array for each would be one more heap block
/// (48 bytes of header and bookkeeping) per outcome, the largest share of a
/// big project's memory and of its allocations.
public struct CompactList<Element: Hashable & Sendable>: RandomAccessCollection, Hashable, Sendable,
    ExpressibleByArrayLiteral
{
    @usableFromInline enum Storage: Hashable, Sendable {
        case none
        case one(Element)
        case many([Element])
    }

    @usableFromInline let storage: Storage

    @inlinable public init(_ elements: [Element]) {
        switch elements.count {
        case 0: storage = .none
        case 1: storage = .one(elements[0])
        default: storage = .many(elements)
        }
    }

    /// One element, without the array a caller would build to pass it.
    @inlinable @inline(__always)
    package init(single element: consuming Element) {
        storage = .one(element)
    }

    /// The element if there is one: moved in, where unwrapping it first
    /// would copy it.
    @inlinable package init(atMostOne element: consuming Element?) {
        switch consume element {
        case .some(let only): storage = .one(only)
        case .none: storage = .none
        }
    }

    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }

    /// Calls `body` on each element in order, reading the storage once
    /// (the collection's iterator switches over it for every element).
    @inlinable public func forEach(_ body: (Element) throws -> Void) rethrows {
        switch storage {
        case .none: return
        case .one(let only): try body(only)
        case .many(let all): for element in all { try body(element) }
        }
    }

    @inlinable public var startIndex: Int { 0 }

    @inlinable public var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let all): all.count
        }
    }

    @inlinable public subscript(position: Int) -> Element {
        switch storage {
        case .one(let only):
            precondition(position == 0, "index out of range")
            return only
        case .many(let all):
            return all[position]
        case .none:
            preconditionFailure("index out of range")
        }
    }
}

/// The alternatives of one handler, in order.
public typealias Alternatives = CompactList<Alternative>
