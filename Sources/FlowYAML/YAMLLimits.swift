/// Bounds that keep hostile input from costing unbounded time or memory.
/// Going past one is a `YAMLError` at the place it happened, and parsing
/// stops there; documents completed before it are kept.
public struct YAMLLimits: Sendable {
    /// Deepest nesting of sequences and mappings accepted, block and flow
    /// alike (`[[[x]]]` and `a: {b: [x]}` are both depth 3). The node that
    /// would open level `maxDepth + 1` is the error.
    ///
    /// The tree builder itself is iterative, so this is not about its stack:
    /// it bounds the work of every consumer that walks the tree recursively,
    /// and stops `[[[[…` input after a few kilobytes instead of reading it all.
    /// Default: 1,000, far beyond any hand-written flow file.
    public var maxDepth: Int
    /// Most nodes one document may stand for once every alias is expanded:
    /// each node written counts one, and each alias counts the full expanded
    /// size of the node it names. Checked at every node, so "billion laughs"
    /// input stops at the first alias that crosses the budget, in time
    /// proportional to the text; aliases are never copied, so memory stays
    /// proportional to the text too. The count starts again at each document.
    /// Default: 1,000,000.
    public var maxExpandedNodes: Int

    public init(maxDepth: Int = 1_000, maxExpandedNodes: Int = 1_000_000) {
        self.maxDepth = maxDepth
        self.maxExpandedNodes = maxExpandedNodes
    }

    /// The limits `YAMLParser.parse` uses unless told otherwise.
    public static let `default` = YAMLLimits()
}
