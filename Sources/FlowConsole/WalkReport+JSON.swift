import FlowDiagnostics

extension WalkReport {
    /// One JSON object: `{"walks": [{"file", "passed", "steps",
    /// "expectations", "failure": {"file", "line", "message"} or null}],
    /// "coverage": {"taken", "reachable", "percent", "untaken": [{"file",
    /// "line", "column", "transition"}]}, "minCoverage", "passed"}`.
    public var json: String {
        var out = "{\n  \"walks\": ["
        for (index, walk) in walks.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            let failure = walk.failure.map {
                "{\"file\": \(quote($0.file)), \"line\": \($0.line), \"message\": \(quote($0.description))}"
            }
            out +=
                "    {\"file\": \(quote(walk.file)), \"passed\": \(walk.passed), \"steps\": \(walk.steps), "
                + "\"expectations\": \(walk.expectations), \"failure\": \(failure ?? "null")}"
        }
        out += walks.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"coverage\": {\n"
        out += "    \"taken\": \(coverage.takenCount),\n"
        out += "    \"reachable\": \(coverage.reachable.count),\n"
        out += "    \"percent\": \(coverage.permille / 10).\(coverage.permille % 10),\n"
        out += "    \"untaken\": ["
        for (index, transition) in untaken.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            let place = transition.location
            out +=
                "      {\"file\": \(quote(place.file)), \"line\": \(place.line), \"column\": \(place.column), "
                + "\"transition\": \(quote(transition.summary))}"
        }
        out += untaken.isEmpty ? "]\n" : "\n    ]\n"
        out += "  },\n"
        out += "  \"minCoverage\": \(minimum.map { "\($0.value)" } ?? "null"),\n"
        out += "  \"passed\": \(status == 0)\n}\n"
        return out
    }
}
