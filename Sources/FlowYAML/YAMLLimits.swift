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
    /// How many nodes aliases may add to a file, for each node it writes
    /// (`aliasGrowth`) and in all (`aliasAllowance`): an alias adds the
    /// expanded size of the node it names, less the one node it is. The
    /// tree never copies an alias, but a decoder reads what it stands for
    /// once per use, so this bounds the decoders' work and memory by the
    /// text: "billion laughs" input stops at the first alias that crosses
    /// the budget, in time proportional to the text. The count runs over
    /// the whole file, not per document, so that forty documents cannot
    /// each spend a budget of their own. Defaults: 8 per node written,
    /// plus 1,000 (ten screens sharing an `on` of a hundred outcomes).
    public var aliasGrowth: Int
    /// See `aliasGrowth`.
    public var aliasAllowance: Int

    /// The defaults are those described on each limit.
    public init(maxDepth: Int = 1_000, aliasGrowth: Int = 8, aliasAllowance: Int = 1_000) {
        self.maxDepth = maxDepth
        self.aliasGrowth = aliasGrowth
        self.aliasAllowance = aliasAllowance
    }

    /// The limits `YAMLParser.parse` uses unless told otherwise.
    public static let `default` = YAMLLimits()
}
