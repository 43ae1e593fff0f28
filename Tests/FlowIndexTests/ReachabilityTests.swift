import FlowIndex
import FlowModel
import Testing

/// What can be reached from each flow's start, which outcomes are
/// produced, which flows are used, and which flow is the entry.
@Suite struct ReachabilityTests {
    let resolved = ResolvedProject(Build.sample)

    @Test func nodesAreReachedAlongEveryAlternative() {
        #expect(resolved.reachable.map { $0 } == [true, true, true, false, false, true])
    }

    @Test func finishesAreNotedWhereTheyCanBeReached() {
        #expect(resolved.reachesFinish.map { $0 } == [false, true])
        #expect(resolved.isFinished(OutcomeID(0)))
        #expect(!resolved.isFinished(OutcomeID(1)))
        #expect(resolved.isFinished(OutcomeID(2)), "a repeated declaration answers for its first")
    }

    @Test func anUndeclaredFinishStillReachesAFinish() {
        let project = Project(flows: [
            Build.flow("A", start: "S", outcomes: ["done"], [Build.screen("S", ["x": [Build.go(.finish, "dnoe")]])])
        ])
        let resolved = ResolvedProject(project)
        #expect(resolved.reachesFinish[FlowID(0)])
        #expect(!resolved.isFinished(OutcomeID(0)))
    }

    @Test func usedFlowsFollowReachableFlowNodes() {
        #expect(resolved.entry == .found(FlowID(0)))
        #expect(resolved.usedFlows?.map { $0 } == [true, true])
        let unreachable = Project(flows: [
            Build.flow("A", start: "S", [Build.screen("S"), Build.flowNode("F", starts: "B")]),
            Build.flow("B", start: "T", [Build.screen("T")]),
        ])
        #expect(ResolvedProject(unreachable).usedFlows?.map { $0 } == [true, false])
    }

    static let entries: [(flows: [Flow], entry: EntryFlow)] = [
        ([], .missing),
        (
            [
                Build.flow("A", start: "S", [Build.flowNode("S", starts: "B")]),
                Build.flow("B", start: "T", [Build.flowNode("T", starts: "A")]),
            ], .missing
        ),
        (
            [Build.flow("A", start: "S", [Build.screen("S")]), Build.flow("B", start: "S", [Build.screen("S")])],
            .several([FlowID(0), FlowID(1)])
        ),
        (
            [
                Build.flow("A", entry: true, start: "S", [Build.screen("S")]),
                Build.flow("B", entry: true, start: "S", [Build.screen("S")]),
            ], .several([FlowID(0), FlowID(1)])
        ),
        (
            [
                Build.flow("A", entry: false, start: "S", [Build.screen("S")]),
                Build.flow("B", start: "S", [Build.screen("S")]),
            ],
            .found(FlowID(1))
        ),
        ([Build.flow("A", start: "S", [Build.flowNode("S", starts: "A")])], .found(FlowID(0))),
        (
            [
                Build.flow("A", start: "S", [Build.screen("S")]),
                Build.flow("B", entry: true, start: "S", [Build.screen("S")]),
            ],
            .found(FlowID(1))
        ),
    ]

    /// Marked `entry: true`, or the only flow no other flow starts (one
    /// that starts only itself counts); `entry: false` never.
    @Test(arguments: entries.indices)
    func theEntryFlowIsFound(_ index: Int) {
        let (flows, entry) = Self.entries[index]
        #expect(ResolvedProject(Project(flows: flows)).entry == entry)
    }
}
