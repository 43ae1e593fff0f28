import FlowDiagnostics
import FlowIndex
import FlowModel

/// `start-cycle`: a flow whose `start` is a flow node, whose flow's `start`
/// is a flow node, and so on back to a flow already on the way: starting it
/// would start flows forever without showing a screen. Each flow starts at
/// most one flow first, so the "starts first" graph has at most one edge per
/// flow and one walk with colours finds every cycle in linear time.
public struct StartCycleRule: Rule {
    static let noteLimit = 10

    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let project = context.project
        // The flow each flow starts before showing anything, if any.
        let resolved = context.resolved
        let startsFirst: [Int?] = resolved.flows.map { flow in
            flow.start.flatMap { resolved.nodes[$0].kind.child?.index }
        }
        enum Mark { case unvisited, onPath, done }
        var marks = [Mark](repeating: .unvisited, count: startsFirst.count)
        var diagnostics: [Diagnostic] = []
        for origin in startsFirst.indices where marks[origin] == .unvisited {
            var path: [Int] = []
            var current: Int? = origin
            while let flow = current, marks[flow] == .unvisited {
                marks[flow] = .onPath
                path.append(flow)
                current = startsFirst[flow]
            }
            if let closing = current, marks[closing] == .onPath, let at = path.firstIndex(of: closing) {
                diagnostics.append(report(Array(path[at...]), in: project, resolved))
            }
            for flow in path { marks[flow] = .done }
        }
        return diagnostics
    }

    /// One diagnostic per cycle, at the `start` of its earliest-defined flow.
    private func report(_ cycle: [Int], in project: Project, _ resolved: ResolvedProject) -> Diagnostic {
        let first = cycle.firstIndex(of: cycle.min()!)!
        let ordered = Array(cycle[first...] + cycle[..<first])
        let flows = ordered.map { project.flows[$0] }
        let chain = Wording.chain(flows.map(\.name))
        let notes = ordered.prefix(Self.noteLimit).map { index -> Note in
            let flow = project.flows[index]
            // In a start cycle every flow starts with a flow node.
            let startNode = resolved.model(resolved.flows[FlowID(index)].start!)
            return Note(
                "'\(flow.name)' starts with flow node '\(startNode.name)', which starts '\(startNode.childFlow!.name)'",
                at: startNode.childFlow!.location)
        }
        let message: MessageText =
            flows.count == 1
            ? "flow '\(flows[0].name)' starts with a flow node that starts '\(flows[0].name)' again, so no screen could ever be shown; make its 'start' a screen"
            : "starting flow '\(flows[0].name)' starts the cycle \(chain), so no screen could ever be shown; make the 'start' of one of them a screen"
        return diagnostic(message, at: flows[0].start.location, notes: notes)
    }
}

extension StartCycleRule {
    public static let description = RuleDescription(
        id: .startCycle, severity: .error,
        summary: "starting a flow starts itself again, so it could never show a screen",
        rationale: """
            A flow whose `start` is a flow node starts that child at once. When the chain of starts leads
            back to the first flow, the app would start coordinators forever without showing anything.
            """,
        details: """
            One error per cycle, at the `start` of the cycle's earliest-defined flow, with a note at each
            flow node of the cycle. Flows that merely lead into a cycle are not reported again.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                entry: true
                start: ToShop
                screens:
                  ToShop:
                    flow: Shop
                ---
                flow: Shop
                start: ToApp   # starts App, which starts Shop again
                screens:
                  ToApp:
                    flow: App
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: App
                entry: true
                start: ToShop
                screens:
                  ToShop:
                    flow: Shop
                ---
                flow: Shop
                start: Catalogue   # a screen first: App starts again only when asked
                screens:
                  Catalogue:
                    on:
                      home: push ToApp
                  ToApp:
                    flow: App
                """)
        ])
}
