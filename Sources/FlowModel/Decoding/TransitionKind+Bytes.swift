import FlowYAML

extension TransitionKind {
    /// The kind spelled by `bytes` exactly, as `init(rawValue:)` would find
    /// it, without making a `String` first. Every transition is asked, so
    /// the length and one distinguishing byte pick the only candidate, and
    /// only that name is compared in full.
    init?(utf8 bytes: ArraySlice<UInt8>) {
        let kind: TransitionKind, name: StaticString
        switch (bytes.count, bytes.first) {
        case (4, UInt8(ascii: "p")): (kind, name) = (.push, "push")
        case (4, UInt8(ascii: "b")): (kind, name) = (.back, "back")
        case (4, UInt8(ascii: "s")): (kind, name) = (.stay, "stay")
        case (5, UInt8(ascii: "m")): (kind, name) = (.modal, "modal")
        case (6, UInt8(ascii: "f")): (kind, name) = (.finish, "finish")
        case (7, UInt8(ascii: "r")): (kind, name) = (.replace, "replace")
        case (7, UInt8(ascii: "d")): (kind, name) = (.dismiss, "dismiss")
        default: return nil
        }
        let start = bytes.startIndex
        let spelled = name.withUTF8Buffer { expected in
            for i in 1..<expected.count where bytes[start + i] != expected[i] { return false }
            return true
        }
        guard spelled else { return nil }
        self = kind
    }

    /// The kind a scalar node names; nil for anything else.
    init?(named node: NodeID, in tree: YAMLTree) {
        guard let bytes = tree.scalarBytes(node) else { return nil }
        self.init(utf8: bytes)
    }
}
