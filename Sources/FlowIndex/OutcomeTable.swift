import FlowModel

/// A flow's outcome names to their position in `outcomes` (a name declared
/// twice: its first declaration). Flows declare a handful of outcomes, and
/// comparing a few short strings beats hashing one; past `scanLimit` a
/// dictionary keeps a flow with thousands of outcomes linear.
struct OutcomeTable {
    static let scanLimit = 8

    private let names: [Located]
    private let index: [String: Int]?

    init(_ names: [Located]) {
        self.names = names
        if names.count > Self.scanLimit {
            var index: [String: Int] = [:]
            index.reserveCapacity(names.count)
            for (i, outcome) in names.enumerated() where index[outcome.name] == nil { index[outcome.name] = i }
            self.index = index
        } else {
            index = nil
        }
    }

    /// The position of the first declaration of `name`; nil when it is not declared.
    func position(of name: String) -> Int? {
        if let index { return index[name] }
        for i in names.indices where names[i].name == name { return i }
        return nil
    }
}
