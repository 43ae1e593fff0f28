/// Bounds that keep hostile input from costing unbounded time or memory.
/// Going past one is a `YAMLError` at the place it happened.
public struct YAMLLimits: Sendable {
    /// Deepest nesting of sequences and mappings accepted.
    public var maxDepth: Int
    /// Most nodes one document may stand for once every alias is expanded
    /// (the "billion laughs" guard).
    public var maxExpandedNodes: Int

    public init(maxDepth: Int = 1_000, maxExpandedNodes: Int = 1_000_000) {
        self.maxDepth = maxDepth
        self.maxExpandedNodes = maxExpandedNodes
    }

    public static let `default` = YAMLLimits()
}
