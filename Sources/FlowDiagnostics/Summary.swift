/// What the summary line and the JSON `summary` object report.
public struct Summary: Hashable, Sendable {
    public var flows: Int
    public var nodes: Int
    public var errors: Int
    public var warnings: Int

    public init(flows: Int, nodes: Int, errors: Int, warnings: Int) {
        self.flows = flows
        self.nodes = nodes
        self.errors = errors
        self.warnings = warnings
    }

    /// `3 flows, 41 nodes: 1 error, 2 warnings`
    public var line: String {
        "\(Wording.counted(flows, "flow")), \(Wording.counted(nodes, "node")): "
            + "\(Wording.counted(errors, "error")), \(Wording.counted(warnings, "warning"))"
    }
}
