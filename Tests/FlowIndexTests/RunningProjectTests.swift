import FlowDiagnostics
import FlowIndex
import FlowModel
import Testing

/// What the interpreter reads: `when`, the words for a transition, and the
/// names shared by every state.
@Suite struct RunningProjectTests {
    let program = RunningProject(ResolvedProject(Build.sample))

    static func conditions(_ pairs: [(String, [String])]) -> [Condition] {
        pairs.map { Condition($0.0, $0.1, at: Build.here) }
    }

    static let whenCases: [(conditions: [Condition]?, variables: [String: String], holds: Bool)] = [
        (nil, [:], true),
        ([], [:], true),
        (conditions([("idiom", ["pad"])]), ["idiom": "pad"], true),
        (conditions([("idiom", ["pad"])]), ["idiom": "phone"], false),
        (conditions([("idiom", ["pad"])]), [:], false),
        (conditions([("idiom", ["pad", "phone"])]), ["idiom": "phone"], true),
        (conditions([("idiom", ["pad"]), ("mode", ["dark"])]), ["idiom": "pad"], false),
        (conditions([("idiom", ["pad"]), ("mode", ["dark"])]), ["idiom": "pad", "mode": "dark"], true),
    ]

    /// No `when` or an empty one always holds; otherwise every variable
    /// must be set to one of its values.
    @Test(arguments: whenCases.indices)
    func whenHoldsWhenEveryVariableHasOneOfItsValues(_ index: Int) {
        let (conditions, variables, holds) = Self.whenCases[index]
        #expect(When.holds(conditions, for: variables) == holds)
    }

    @Test func theFirstMatchingAlternativeIsTaken() {
        let pay = HandlerID(2)
        #expect(program.firstMatch(of: pay, for: ["idiom": "pad"]) == AlternativeID(2))
        #expect(program.firstMatch(of: pay, for: [:]) == AlternativeID(3))
        #expect(program.conditions[AlternativeID(3)] == nil)
    }

    @Test(arguments: [
        (TransitionKind.push, "Detail", ModalStyle.sheet, true, nil, "push Detail"),
        (.modal, "Composer", .fullscreen, true, nil, "modal Composer (fullscreen)"),
        (.modal, "Edit", .sheet, false, "Editor", "modal Edit (sheet, no navigation, flow Editor)"),
        (.replace, "Start", .sheet, true, "Editor", "replace Start (flow Editor)"),
        (.finish, "done", .sheet, true, nil, "finish done"),
        (.back, "", .sheet, true, nil, "back"),
    ] as [(TransitionKind, String, ModalStyle, Bool, String?, String)])
    func aTransitionReadsAsAFewWords(_ kind: TransitionKind, _ target: String, _ style: ModalStyle, _ navigation: Bool,
                                     _ child: String?, _ text: String) {
        #expect(TransitionText.describe(kind, target: target, style: style, hasNavigation: navigation, childFlow: child) == text)
    }

    @Test func anAlternativeIsDescribedWithTheFlowItsTargetStarts() {
        #expect(program.describe(AlternativeID(2)) == "modal Pay (fullscreen, flow Payment)")
        #expect(program.describe(AlternativeID(1)) == "push Detial")
    }

    @Test func handlersAreFoundByOutcome() {
        #expect(program.handler(of: NodeID(2), for: "back") == HandlerID(5))
        #expect(program.handler(of: NodeID(2), for: "dismiss") == nil)
        #expect(program.systemHandlers[NodeID(2)] == .back)
        #expect(program.systemHandlers[NodeID(0)] == [])
    }

    @Test func labelsAreSharedPerNode() {
        #expect(program.nodeLabels[NodeID(5)].flow == "Payment")
        #expect(program.nodeLabels[NodeID(5)].name == "Card")
        #expect(program.nodeLabels[NodeID(5)].id == NodeID(5))
        #expect(program.nodeFlows.map(\.rawValue) == [0, 0, 0, 0, 0, 1])
        #expect(program.startLabels[NodeID(3)]?.flow == "Nowhere")
        #expect(program.startLabels[NodeID(3)]?.startedBy == "Lost")
        #expect(program.startLabels[NodeID(0)] == nil)
        #expect(program.targets[AlternativeID(4)] == "")
        #expect(program.outcomes.map { $0 } == ["next", "typo", "pay", "done", "paid", "back", "payd", "x", "ok", "err"])
    }
}
