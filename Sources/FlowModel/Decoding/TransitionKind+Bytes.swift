import FlowYAML

extension TransitionKind {
    /// The kind spelled by `bytes` exactly, as `init(rawValue:)` would find
    /// it, without making a `String` first. Every transition is asked, so
    /// the length and one distinguishing byte pick the only candidate, and
    /// only that name is compared in full.
    init?(utf8 bytes: ArraySlice<UInt8>) {
        guard bytes.count >= 4 else { return nil }
        let kind: TransitionKind
        switch (bytes.count, bytes[bytes.startIndex]) {
        case (4, UInt8(ascii: "p")): kind = .push
        case (4, UInt8(ascii: "b")): kind = .back
        case (4, UInt8(ascii: "s")): kind = .stay
        case (5, UInt8(ascii: "m")): kind = .modal
        case (6, UInt8(ascii: "f")): kind = .finish
        case (7, UInt8(ascii: "r")): kind = .replace
        case (7, UInt8(ascii: "d")): kind = .dismiss
        default: return nil
        }
        var i = bytes.startIndex
        for expected in kind.rawValue.utf8 {
            guard bytes[i] == expected else { return nil }
            i += 1
        }
        self = kind
    }

    /// The kind a scalar node names; nil for anything else.
    init?(named node: NodeID, in tree: YAMLTree) {
        guard let bytes = tree.scalarBytes(node) else { return nil }
        self.init(utf8: bytes)
    }
}
