import FlowDiagnostics

/// An index of a node in a `YAMLTree`.
public struct NodeID: Hashable, Sendable, Comparable {
    /// The node's position in the tree's storage, where nodes are kept in
    /// the order they are written (a collection before its children).
    public let index: Int32
    @inlinable init(_ index: Int32) { self.index = index }
    @inlinable init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }
    /// Written earlier in the file.
    public static func < (a: NodeID, b: NodeID) -> Bool { a.index < b.index }
}

/// The kinds of node. `alias` exists only in the raw view (`rawKind`); the
/// ordinary accessors follow an alias to the node it names.
public enum NodeKind: UInt8, Sendable {
    case scalar, sequence, mapping, alias
}

/// How a scalar was written; plain scalars are the only ones resolved by the
/// YAML 1.2 core schema (a quoted `"true"` is text).
public enum ScalarStyle: UInt8, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A core-schema type named by an explicit tag (`!!str`, `!!null`, `!!bool`).
public enum CoreTag: Sendable {
    case string, null, bool
}

/// One document of a file: its root node, and whether `---`/`...` were written.
public struct YAMLDocument: Sendable {
    /// The document's top node, if it has one.
    public let root: NodeID?
    /// Whether the document starts with `---`.
    public let explicitStart: Bool
    /// Whether the document ends with `...`.
    public let explicitEnd: Bool
    /// Where the document starts.
    public let location: SourceLocation
}

/// A problem that stopped parsing: libyaml's own errors, or one of the
/// layer's limits (nesting depth, alias budget, recursive or unknown alias).
public struct YAMLError: Error, Sendable, Hashable {
    /// What went wrong, as a sentence for the user.
    public let message: String
    /// Where parsing stopped.
    public let location: SourceLocation
}

/// The same scalar key twice in one mapping. The first pair counts; the
/// accessors skip the later ones.
public struct DuplicateKey: Sendable, Hashable {
    /// The key as first written: the one that counts.
    public let first: NodeID
    /// A later key with the same text, which the accessors skip.
    public let duplicate: NodeID
}

/// Compact storage of one node; 20 bytes, no references. Anchors and tags
/// are rare, so they live in a side table (`NodeProperties`) rather than
/// costing every node two more words. Visible to inlinable accessors so
/// that a decoder in another module reads a node without a call.
@usableFromInline
struct RawNode: Sendable {
    @usableFromInline var kind: NodeKind
    /// ScalarStyle for scalars; 1 = flow style for collections.
    @usableFromInline var style: UInt8
    /// Set on a mapping key that repeats an earlier key of the same mapping.
    @usableFromInline var isDuplicateKey: Bool = false
    /// Whether the node has an anchor or a tag (an entry in `properties`).
    @usableFromInline var hasProperties: Bool = false
    /// Where the node starts; diagnostics and fix-its need no more.
    @usableFromInline var startLine: Int32, startColumn: Int32
    /// Scalar: offset into `bytes`. Collection: offset into `children`. Alias: target node.
    @usableFromInline var first: Int32
    /// Scalar: byte count. Collection: child count (mappings: keys and values).
    @usableFromInline var count: Int32

    init(kind: NodeKind, style: UInt8, startLine: Int32, startColumn: Int32, first: Int32, count: Int32) {
        self.kind = kind
        self.style = style
        self.startLine = startLine
        self.startColumn = startColumn
        self.first = first
        self.count = count
    }
}

/// The anchor and tag of one node, as indices into the tree's strings (-1
/// for none). Kept in node order, so a lookup is a binary search.
struct NodeProperties: Sendable {
    var node: Int32
    var anchor: Int32
    var tag: Int32
}

/// The parsed content of one file: an immutable tree of nodes stored in flat
/// arrays. Scalar text stays as UTF-8 bytes until a caller asks for a `String`.
///
/// The arrays sit in one shared object, so copying a tree (which decoders do
/// freely) costs one reference count, not one per array.
public struct YAMLTree: Sendable {
    /// Everything the tree holds; never mutated after the builder hands it over.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let path: String
        /// `path` interned once, for the locations of every node.
        @usableFromInline let source: SourceFile
        let documents: [YAMLDocument]
        let error: YAMLError?
        let duplicateKeys: [DuplicateKey]
        /// The builder's own blocks, taken over rather than copied: a copy
        /// would be most of a parse's memory traffic after libyaml's. Freed
        /// with this storage, unless `owner` holds them.
        @usableFromInline let nodes: FrozenBuffer<RawNode>
        @usableFromInline let children: FrozenBuffer<Int32>
        @usableFromInline let bytes: [UInt8]
        let strings: [String]
        let properties: [NodeProperties]
        /// The storage whose blocks these are, when they are shared.
        private let owner: Storage?

        init(
            path: String, source: SourceFile, documents: [YAMLDocument], error: YAMLError?,
            duplicateKeys: [DuplicateKey],
            nodes: FrozenBuffer<RawNode>, children: FrozenBuffer<Int32>, bytes: [UInt8], strings: [String],
            properties: [NodeProperties], owner: Storage? = nil
        ) {
            self.path = path
            self.source = source
            self.documents = documents
            self.error = error
            self.duplicateKeys = duplicateKeys
            self.nodes = nodes
            self.children = children
            self.bytes = bytes
            self.strings = strings
            self.properties = properties
            self.owner = owner
        }

        deinit {
            if owner == nil {
                nodes.free()
                children.free()
            }
        }
    }

    @usableFromInline let storage: Storage

    /// The path as the user gave it; used in every location.
    @inlinable public var path: String { storage.path }
    /// `path` interned once, for the locations of every node.
    @inlinable public var source: SourceFile { storage.source }
    /// The documents read completely, in file order.
    public var documents: [YAMLDocument] { storage.documents }
    /// The error that stopped parsing, if any. Documents before it are kept.
    public var error: YAMLError? { storage.error }
    /// Every later repeat of a key in a mapping of the documents read.
    public var duplicateKeys: [DuplicateKey] { storage.duplicateKeys }

    @inlinable var nodes: FrozenBuffer<RawNode> { storage.nodes }
    @inlinable var children: FrozenBuffer<Int32> { storage.children }
    @inlinable var bytes: [UInt8] { storage.bytes }
    var strings: [String] { storage.strings }

    /// `source` is `path` interned, passed in because the builder has it
    /// already; the tree takes over `nodes` and `children`.
    init(
        path: String, source: SourceFile, documents: [YAMLDocument], error: YAMLError?, duplicateKeys: [DuplicateKey],
        nodes: FrozenBuffer<RawNode>, children: FrozenBuffer<Int32>, bytes: [UInt8], strings: [String],
        properties: [NodeProperties]
    ) {
        storage = Storage(
            path: path, source: source, documents: documents, error: error, duplicateKeys: duplicateKeys,
            nodes: nodes, children: children, bytes: bytes, strings: strings, properties: properties)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The same nodes with fewer documents and another error: for keeping
    /// only the documents that were read completely.
    func replacing(documents: [YAMLDocument], error: YAMLError?, duplicateKeys: [DuplicateKey]) -> YAMLTree {
        YAMLTree(
            storage: Storage(
                path: path, source: source, documents: documents, error: error, duplicateKeys: duplicateKeys,
                nodes: nodes, children: children, bytes: bytes, strings: strings,
                properties: storage.properties, owner: storage))
    }

    /// The anchor and tag of a node, if it has either.
    func properties(_ index: Int) -> NodeProperties? {
        guard storage.nodes[index].hasProperties else { return nil }
        let all = storage.properties
        var low = 0, high = all.count
        while low < high {
            let mid = (low + high) / 2
            if Int(all[mid].node) < index { low = mid + 1 } else { high = mid }
        }
        return low < all.count && Int(all[low].node) == index ? all[low] : nil
    }

    /// Number of nodes stored (aliases included, expansions not).
    public var nodeCount: Int { nodes.count }
}
