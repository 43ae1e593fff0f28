import FlowLoading
import FlowModel
import Testing

/// A generated project the size of a real converted app: `flows` flows of
/// `nodesPerFlow` nodes, where every screen writes out the same `shared`
/// transitions (as a Jetpack graph's global actions become once converted)
/// and has a few pushes of its own. The entry flow `App` opens each other
/// flow through a flow node.
struct LargeProject {
    var flows = 6
    var nodesPerFlow = 15
    var shared = 40

    /// The outcomes every flow declares, and every flow node handles.
    static let outcomes = ["done", "cancelled", "failed"]

    var files: [(path: String, text: String)] {
        (0..<flows).map { ("Flows/\(flowName($0).lowercased()).yaml", text(ofFlow: $0)) }
    }

    var project: Project {
        let loaded = ProjectLoader.load(sources: files)
        #expect(loaded.diagnostics.isEmpty, "the generated project should load cleanly: \(loaded.diagnostics)")
        return loaded.project
    }

    func flowName(_ index: Int) -> String { index == 0 ? "App" : "Area\(index)" }

    /// Screens are `S0`, `S1`, ...; in `App` the last `flows - 1` nodes
    /// are flow nodes (`OpenArea1`, ...).
    private func text(ofFlow flow: Int) -> String {
        let childCount = flow == 0 ? flows - 1 : 0
        // App keeps one screen at least when it has more children than nodes.
        let screenCount = max(1, nodesPerFlow - childCount)
        var lines = [
            "flow: \(flowName(flow))", flow == 0 ? "entry: true" : nil, "start: S0",
            "outcomes: [\(Self.outcomes.joined(separator: ", "))]", "screens:",
        ].compactMap { $0 }
        for screen in 0..<screenCount {
            lines += ["  S\(screen):", "    on:"]
            if screen + 1 < screenCount { lines.append("      next: push S\(screen + 1)") }
            if screen < childCount { lines.append("      openArea\(screen + 1): modal OpenArea\(screen + 1)") }
            lines.append("      detail\(screen): push S\((screen * 7 + 3) % screenCount)")
            lines += (0..<shared).map { "      global\($0): \(sharedTransition($0))" }
        }
        for child in 1..<(childCount + 1) {
            lines += ["  OpenArea\(child):", "    flow: \(flowName(child))", "    on:"]
            lines += Self.outcomes.map { "      \($0): dismiss" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `index`th shared transition: pushes, modals and replaces to the
    /// first five screens, and finishes, so that several outcomes share
    /// each target and kind.
    private func sharedTransition(_ index: Int) -> String {
        switch index % 4 {
        case 0: "push S\(index / 4 % 5)"
        case 1: "modal S\(index / 4 % 5)"
        case 2: "replace S\(index / 4 % 5)"
        default: "finish \(Self.outcomes[index / 4 % Self.outcomes.count])"
        }
    }
}
