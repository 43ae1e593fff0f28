import FlowDiagnostics

/// One named value and its type, as `inputs` and payloads declare it
/// (`productId: ProductID`). Types are compared by name only.
public struct ValueDeclaration: Sendable, Hashable {
    public var name: String
    public var type: String
    /// Where the value's name is written.
    public var location: SourceLocation

    public init(_ name: String, type: String, at location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }

    /// `productId (ProductID)`, as messages name it.
    public var described: String { "\(name) (\(type))" }
}

extension [ValueDeclaration] {
    /// The declaration named `name`; lists are short, so a scan is fastest.
    public func named(_ name: String) -> ValueDeclaration? {
        first { $0.name == name }
    }

    /// `productId (ProductID), count (Int)`, or "nothing" for none.
    public var described: String {
        isEmpty ? "nothing" : map(\.described).joined(separator: ", ")
    }
}

/// A screen's `outputs` entry: an outcome and the values it carries.
public struct Output: Sendable, Hashable {
    public var outcome: Located
    public var payload: [ValueDeclaration]

    public init(_ outcome: Located, payload: [ValueDeclaration]) {
        self.outcome = outcome
        self.payload = payload
    }
}

/// A deep link of a flow: a URL path pattern and the node it opens.
public struct Link: Sendable, Hashable {
    public var pattern: LinkPattern
    /// Where the pattern (the key) is written.
    public var location: SourceLocation
    public var target: Located

    public init(_ pattern: LinkPattern, at location: SourceLocation, target: Located) {
        self.pattern = pattern
        self.location = location
        self.target = target
    }
}
