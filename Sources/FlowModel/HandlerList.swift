/// A node's handlers: a window onto one array that all the nodes of a flow
/// share. A flow stores its handlers in a single heap block instead of one
/// per node, which saves about 50 bytes per screen (an array's header and
/// the allocator's bookkeeping). The decoder writes a flow's handlers
/// straight into that array; `Flow.init` gathers them for nodes made
/// elsewhere.
public struct HandlerList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// Only `attach(_:)` replaces it, before the list is read.
    @usableFromInline var storage: [Handler]
    @usableFromInline let start: Int32
    @usableFromInline let length: Int32

    public init(_ handlers: [Handler]) {
        self.init(sharing: handlers, from: 0, count: handlers.count)
    }

    public init(arrayLiteral handlers: Handler...) {
        self.init(handlers)
    }

    /// `count` handlers of `storage` from `start`, without copying them.
    init(sharing storage: [Handler], from start: Int, count: Int) {
        precondition(start >= 0 && count >= 0 && start + count <= storage.count, "handler window out of range")
        self.storage = storage
        self.start = Int32(start)
        self.length = Int32(count)
    }

    /// A window whose array is not complete yet: the decoder still appends
    /// the flow's later handlers to it, and a reference held now would make
    /// each append copy. `attach(_:)` supplies the array once it is done.
    @inlinable package init(pendingFrom start: Int, count: Int) {
        self.storage = []
        self.start = Int32(truncatingIfNeeded: start)
        self.length = Int32(truncatingIfNeeded: count)
    }

    /// Points a pending window at the finished array.
    mutating func attach(_ shared: [Handler]) {
        precondition(Int(start) + Int(length) <= shared.count, "handler window out of range")
        storage = shared
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Int(length) }

    @inlinable public subscript(position: Int) -> Handler {
        precondition(position >= 0 && position < Int(length), "handler index out of range")
        return storage[Int(start) + position]
    }

    /// The outcome of the handler at `position`, without copying the handler.
    @inlinable public func outcome(at position: Int) -> String {
        precondition(position >= 0 && position < Int(length), "handler index out of range")
        return storage[Int(start) + position].outcome
    }

    /// How many alternatives the handler at `position` has, without
    /// copying the handler.
    @inlinable public func alternativeCount(at position: Int) -> Int {
        precondition(position >= 0 && position < Int(length), "handler index out of range")
        return storage[Int(start) + position].alternatives.count
    }

    /// Equal when the handlers are, wherever they are stored.
    @inlinable public static func == (lhs: HandlerList, rhs: HandlerList) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for handler in self { hasher.combine(handler) }
    }
}

extension Array where Element == Node {
    /// Copies the handlers of every node, in node order, into one array and
    /// leaves each node a pending window onto it (see `Flow.init`, which
    /// attaches them), as the decoder does.
    mutating func gatherHandlers() -> [Handler] {
        var total = 0
        for node in self { total += node.handlers.count }
        var shared: [Handler] = []
        shared.reserveCapacity(total)
        for index in indices {
            let first = shared.count
            shared.append(contentsOf: self[index].handlers)
            self[index].handlers = HandlerList(pendingFrom: first, count: shared.count - first)
        }
        return shared
    }
}
