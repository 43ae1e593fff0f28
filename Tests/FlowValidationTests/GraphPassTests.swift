import FlowDiagnostics
import FlowIndex
import FlowModel
@testable import FlowValidation
import Testing

/// The graph passes on inputs far deeper than any thread stack: each must be
/// iterative and linear.
@Suite struct GraphPassTests {
    static let size = 100_000

    static func at(_ line: Int, _ column: Int = 3) -> FlowDiagnostics.SourceLocation {
        FlowDiagnostics.SourceLocation(file: "generated.yaml", line: line, column: column)
    }

    /// Screens S0…S(n-1), each pushing `next(i)` (or going back when nil).
    static func chainFlow(_ name: String = "Chain", count: Int = size, next: (Int) -> Int?) -> Flow {
        let nodes = (0..<count).map { i in
            let transition =
                next(i).map { Transition(.push, "S\($0)", at: at(i + 1, 20)) } ?? Transition(.back, at: at(i + 1, 20))
            return Node(
                "S\(i)", at: at(i + 1), handlers: [Handler("next", at: at(i + 1, 10), [Alternative(transition)])])
        }
        return Flow(name, at: at(0, 7), entry: true, start: Located("S0", at: at(0, 8)), nodes: nodes)
    }

    @Test func componentsOfALongChainAreSingletons() {
        let successors = (0..<Self.size).map { $0 + 1 < Self.size ? [$0 + 1] : [] }
        let components = StronglyConnectedComponents(successors: successors, roots: [0])
        #expect(components.componentCount == Self.size)
        #expect(!components.discovery.contains(nil))
    }

    @Test func aLongRingIsOneComponentEnteredAtItsRoot() {
        let successors = (0..<Self.size).map { [($0 + 1) % Self.size] }
        let components = StronglyConnectedComponents(successors: successors, roots: [0])
        #expect(components.componentCount == 1)
        #expect(components.members()[0].first == 0)
    }

    @Test func reachabilityFollowsA100000ScreenChain() {
        let flow = Self.chainFlow { $0 + 1 < Self.size ? $0 + 1 : nil }
        let resolved = ResolvedProject(Project(flows: [flow]))
        #expect(resolved.reachable.allSatisfy { $0 })
        #expect(Validator.check(Project(flows: [flow])).isEmpty)
    }

    @Test func a100000PushRingIsOneWarningAtTheClosingPush() throws {
        let flow = Self.chainFlow { ($0 + 1) % Self.size }
        let diagnostics = Validator.check(Project(flows: [flow]))
        #expect(diagnostics.map(\.rule) == ["push-cycle"])
        let warning = try #require(diagnostics.first)
        #expect(warning.location.line == Self.size)
        #expect(warning.message.contains("'S\(Self.size - 1)' pushes 'S0' again"))
    }

    /// Flows F0…F(n-1), each starting with a flow node that starts the next;
    /// the last one starts `lastStarts` (nil: it starts with a screen).
    static func startChain(count: Int, lastStarts: Int?) -> Project {
        Project(
            flows: (0..<count).map { i in
                let child = i + 1 < count ? i + 1 : lastStarts
                let node = Node(
                    "S", at: at(i * 10 + 5), childFlow: child.map { Located("F\($0)", at: at(i * 10 + 6, 11)) },
                    handlers: [
                        Handler(
                            "done", at: at(i * 10 + 7, 10),
                            [Alternative(Transition(.finish, "done", at: at(i * 10 + 7, 20)))])
                    ])
                return Flow(
                    "F\(i)", at: at(i * 10 + 1, 7), start: Located("S", at: at(i * 10 + 2, 8)),
                    outcomes: [Located("done", at: at(i * 10 + 3, 12))], nodes: [node])
            })
    }

    @Test func fiveThousandFlowsEachStartingTheNextAreClean() {
        let project = Self.startChain(count: 5_000, lastStarts: nil)
        let resolved = ResolvedProject(project)
        #expect(resolved.entry == .found(FlowID(0)))
        #expect(resolved.usedFlows?.allSatisfy { $0 } == true)
        #expect(Validator.check(project).isEmpty)
    }

    @Test func fiveThousandFlowsStartingInACircleAreOneStartCycle() throws {
        let project = Self.startChain(count: 5_000, lastStarts: 0)
        let cycles = Validator.check(project).filter { $0.rule == "start-cycle" }
        #expect(cycles.count == 1)
        #expect(cycles.first?.location.line == 2)
        #expect(cycles.first?.message.contains("'F0' → 'F1'") == true)
    }

    @Test(.timeLimit(.minutes(1)))
    func tenThousandUnknownTargetsInAHugeFlowStayFast() {
        // Every tenth screen of 100,000 pushes a misspelt name: 10,000 errors,
        // each with a did-you-mean against 100,000 candidates.
        let flow = Self.chainFlow { $0 % 10 == 0 || $0 + 1 == Self.size ? nil : $0 + 1 }
        var broken = flow
        for i in stride(from: 0, to: Self.size, by: 10) {
            broken.nodes[i].handlers = [
                Handler(
                    "next", at: Self.at(i + 1, 10),
                    [Alternative(Transition(.push, "Sx\(i + 1)", at: Self.at(i + 1, 20)))])
            ]
        }
        let errors = Validator.check(Project(flows: [broken])).filter { $0.rule == "unknown-target" }
        #expect(errors.count == Self.size / 10)
        #expect(errors.first?.message.contains("did you mean 'S1'") == true)
    }
}
