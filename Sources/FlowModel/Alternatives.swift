/// The alternatives of one handler, in order. Nearly every handler has
/// exactly one, which is stored inline: an array for it would be one more
/// heap block per outcome, the largest share of a big project's memory and
/// of its allocations.
public struct Alternatives: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private enum Storage: Hashable, Sendable {
        case none
        case one(Alternative)
        case many([Alternative])
    }

    private let storage: Storage

    public init(_ alternatives: [Alternative]) {
        switch alternatives.count {
        case 0: storage = .none
        case 1: storage = .one(alternatives[0])
        default: storage = .many(alternatives)
        }
    }

    public init(arrayLiteral alternatives: Alternative...) {
        self.init(alternatives)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let all): all.count
        }
    }

    public subscript(position: Int) -> Alternative {
        switch storage {
        case .one(let only):
            precondition(position == 0, "alternative index out of range")
            return only
        case .many(let all):
            return all[position]
        case .none:
            preconditionFailure("alternative index out of range")
        }
    }
}
