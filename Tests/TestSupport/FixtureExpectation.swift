import FlowDiagnostics

/// One `# expect: [LINE:COL] RULE [MESSAGE FRAGMENT]` line of a fixture:
/// the decoder's fixtures and the rules' fixtures both say what they must
/// produce this way.
public struct FixtureExpectation: CustomStringConvertible, Sendable {
    public var line: Int?
    public var column: Int?
    public var rule: String
    public var fragment: String

    public init(line: Int? = nil, column: Int? = nil, rule: String, fragment: String = "") {
        self.line = line
        self.column = column
        self.rule = rule
        self.fragment = fragment
    }

    /// Reads every `# expect:` line of a fixture's text, in order.
    public static func parse(_ text: String) -> [FixtureExpectation] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
            guard raw.hasPrefix("# expect: ") else { return nil }
            var words = raw.dropFirst("# expect: ".count).split(separator: " ", maxSplits: 1).map(String.init)
            var expectation = FixtureExpectation(rule: "")
            if let place = words.first, place.contains(":"), place.first?.isNumber == true {
                let parts = place.split(separator: ":")
                expectation.line = Int(parts[0])
                expectation.column = Int(parts[1])
                words = words.count > 1 ? words[1].split(separator: " ", maxSplits: 1).map(String.init) : []
            }
            expectation.rule = words.first ?? ""
            expectation.fragment = words.count > 1 ? words[1] : ""
            return expectation
        }
    }

    /// The same rule, at the place when one is given, with the fragment
    /// somewhere in the message when one is given.
    public func matches(_ d: Diagnostic) -> Bool {
        d.rule.rawValue == rule && (line == nil || d.location.line == line)
            && (column == nil || d.location.column == column)
            && (fragment.isEmpty || d.message.contains(fragment))
    }

    public var description: String {
        "\(line.map { "\($0):\(column ?? 0) " } ?? "")\(rule) \(fragment)"
    }
}
