import FlowYAML

extension TransitionKind {
    /// Each kind's name as UTF-8, built once.
    private static let utf8Names: [(kind: TransitionKind, bytes: [UInt8])] = allCases.map { ($0, Array($0.rawValue.utf8)) }

    /// The kind spelled by `bytes` exactly, as `init(rawValue:)` would find
    /// it, without making a `String` first.
    init?(utf8 bytes: some Collection<UInt8>) {
        for entry in Self.utf8Names where entry.bytes.count == bytes.count && entry.bytes.elementsEqual(bytes) {
            self = entry.kind
            return
        }
        return nil
    }

    /// The kind a scalar node names; nil for anything else.
    init?(named node: NodeID, in tree: YAMLTree) {
        guard let bytes = tree.scalarBytes(node) else { return nil }
        self.init(utf8: bytes)
    }
}
