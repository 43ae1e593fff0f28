import FlowModel

extension TransitionKind {
    /// The kind whose name these bytes are, as `init(rawValue:)` would find
    /// it without a `String`; every transition is asked, so a name is
    /// matched by comparing one word.
    @inline(__always)
    init?(packed key: PackedBytes) {
        guard key.count <= 7 else { return nil }
        switch key.low {
        case Keyword.push where key.count == 4: self = .push
        case Keyword.modal where key.count == 5: self = .modal
        case Keyword.replace where key.count == 7: self = .replace
        case Keyword.finish where key.count == 6: self = .finish
        case Keyword.back where key.count == 4: self = .back
        case Keyword.dismiss where key.count == 7: self = .dismiss
        case Keyword.stay where key.count == 4: self = .stay
        case Keyword.pop where key.count == 3: self = .pop
        default: return nil
        }
    }
}
