import FlowDiagnostics
import FlowModel

/// The values a transition has (format 2): its outcome's payload, the
/// inputs of the node that produced it and those of its flow, and how one
/// value a node or a payload needs is missing from them.
struct AvailableValues {
    // Kept as the three lists they are (no copy): a transition is checked
    // far more often than one lacks a value and is described.
    private let flowInputs: [ValueDeclaration]
    private let nodeInputs: [ValueDeclaration]
    private let payload: [ValueDeclaration]

    init(flowInputs: [ValueDeclaration], nodeInputs: [ValueDeclaration] = [], payload: [ValueDeclaration] = []) {
        self.flowInputs = flowInputs
        self.nodeInputs = nodeInputs
        self.payload = payload
    }

    /// Outermost first (the flow's inputs, the node's, the payload), each
    /// name and type once: the order messages list them in.
    var values: [ValueDeclaration] {
        var values: [ValueDeclaration] = []
        for source in [flowInputs, nodeInputs, payload] {
            for value in source where !values.contains(where: { $0.name == value.name && $0.type == value.type }) {
                values.append(value)
            }
        }
        return values
    }

    /// How a needed value is missing.
    enum Lack: Hashable {
        /// No value of its name; `suggestion` is the value of the same type
        /// whose name is nearest, when there is one.
        case absent(suggestion: String?)
        /// A value of its name, but of another type.
        case otherType(String)
    }

    /// What is wrong with `needed`, or nil when a value of its name and
    /// type is there (types compared by name). When the sources disagree on
    /// a name's type, one of the right type is enough.
    func lack(of needed: ValueDeclaration) -> Lack? {
        var otherType: String?
        /// Whether `source` has the value; notes another type of its name.
        func has(_ source: [ValueDeclaration]) -> Bool {
            for value in source where value.name == needed.name {
                if value.type == needed.type { return true }
                if otherType == nil { otherType = value.type }
            }
            return false
        }
        if has(flowInputs) || has(nodeInputs) || has(payload) { return nil }
        if let otherType { return .otherType(otherType) }
        let sameType = values.filter { $0.type == needed.type }.map(\.name)
        return .absent(suggestion: Self.nearest(to: needed.name, among: sameType))
    }

    /// `customerId (CustomerID), itemID (ProductID)`, or "nothing".
    var described: String { values.described }

    /// The name nearest to `word` by edit distance (case folded), however
    /// far: any value of the right type is a better lead than none. Ties go
    /// to the alphabetically first.
    static func nearest(to word: String, among names: [String]) -> String? {
        guard names.count > 1 else { return names.first }
        var table = EditDistance()
        let folded = Suggestions.folded(word)
        var best: (distance: Int, name: String)?
        for name in names {
            let other = Suggestions.folded(name)
            let d = table.distance(folded, other, limit: max(folded.count, other.count))
            if best == nil || d < best!.distance || (d == best!.distance && name < best!.name) { best = (d, name) }
        }
        return best?.name
    }
}
