/// The app's own types that the flows name (`ProductID`, `OrderID`): the
/// generated code refers to them, so they must be Sendable and Hashable.
public struct ProductID: Sendable, Hashable, CustomStringConvertible {
    public var raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public var description: String { "product \(raw)" }
}

public struct OrderID: Sendable, Hashable, CustomStringConvertible {
    public var raw: String
    public init(_ raw: String) { self.raw = raw }
    public var description: String { "order \(raw)" }
}
