import FlowIndex
@testable import FlowLoading
import FlowModel
import FlowYAML
import Testing

/// What each kind of `schema` mistake marks as unknown (`Flow.gaps`,
/// `Node.gaps`), and so which later checks it may hide: only what the
/// broken part could have held. The fixtures show the diagnostics; these
/// pin the flags behind them.
@Suite struct KnockOnGapTests {
    static func decode(_ yaml: String) -> [Flow] {
        FlowDecoder.decode(YAMLParser.parse(Array(yaml.utf8), path: "gaps.yaml")).flows
    }

    /// A flow that decodes whole, plus one more line at the flow level.
    static func flow(adding line: String) -> Flow? {
        decode("flow: App\nstart: Home\noutcomes: [done]\n\(line)\nscreens:\n  Home: { on: { a: finish done } }\n")
            .first
    }

    static let flowKeyCases: [(String, DecodingGaps)] = [
        ("outcoms: [done]", [.outcomes, .data]),
        ("screns: { Home: {} }", .screens),
        ("onn: { a: back }", .flowHandlers),
        ("descripton: Pays", []),
        ("owner: payments", []),
        ("entyr: true", []),
        ("<<: { outcomes: [done] }", [.outcomes, .screens, .flowHandlers, .data]),
        ("inptus: { a: B }", .data),
        ("inputs: { a: [B] }", .data),
    ]

    @Test(arguments: flowKeyCases)
    func anUnknownFlowKeyHidesOnlyWhatTheKeyItIsCloseToWouldHold(_ line: String, _ gaps: DecodingGaps) throws {
        let flow = try #require(Self.flow(adding: line))
        #expect(flow.gaps == gaps, "\(line)")
    }

    static let nodeCases: [(String, NodeGaps)] = [
        ("Home: { onn: { a: back } }", [.transitions, .outcomes]),
        ("Home: { on: hello }", [.transitions, .outcomes]),
        ("Home: push Next", .all),
        ("Home: { on: { go-next: push Next } }", .outcomes),
        ("Home: { next: push Next }", .outcomes),
        ("Home: { flwo: Child }", .childFlow),
        ("Home: { tab: [Child] }", .childFlow),
        ("Home: { flow: 1x }", .childFlow),
        ("Home: { descripton: First, on: { a: back } }", []),
        ("Home: { colour: blue, on: { a: back } }", []),
        ("Home: { on: { a: puhs Next } }", []),
        ("Home: { outpts: { a: { b: C } } }", .data),
        ("Home: { inputs: { b: 1x } }", .data),
        ("Home: { outputs: { a: [C] } }", .data),
    ]

    @Test(arguments: nodeCases)
    func aNodeMistakeHidesOnlyWhatItCouldHaveHeld(_ node: String, _ gaps: NodeGaps) throws {
        let flow = try #require(Self.decode("flow: App\nstart: Home\nscreens:\n  \(node)\n  Next:\n").first)
        #expect(flow.nodes.first?.gaps == gaps, "\(node)")
        #expect(flow.gaps == [])
    }

    @Test func aBrokenTransitionLeavesItsFlowUncertainOnlyWhenItsNodeIsReachable() throws {
        let yaml = """
            flow: Reached
            start: A
            screens:
              A: { on: { next: puhs B } }
              B: { on: { a: back } }
            ---
            flow: NotReached
            start: A
            screens:
              A: { on: { a: back } }
              B: { on: { next: puhs A } }
            """
        let resolved = ResolvedProject(Project(flows: Self.decode(yaml)))
        #expect(resolved.nodes[resolved.flows[FlowID(0)].nodes.startIndex].gaps == .transitions)
        #expect(resolved.flows.map(\.isIncomplete) == [true, false])
    }

    @Test func aLostFlowNodeCountsOnlyTheFlowsNoFlowNodeStarts() throws {
        let yaml = """
            flow: App
            entry: true
            start: Home
            screens:
              Home: { flwo: Orphan, on: { a: back } }
              Gone: { flow: Legacy }
            ---
            flow: Legacy
            start: L
            screens: { L: {} }
            ---
            flow: Orphan
            start: O
            screens: { O: { flow: Helper } }
            ---
            flow: Helper
            start: H
            screens: { H: {} }
            """
        let used = try #require(ResolvedProject(Project(flows: Self.decode(yaml))).usedFlows)
        // App; Legacy (a known parent nothing leads to); Orphan; Helper.
        #expect(used.map { $0 } == [true, false, true, true])
    }
}
