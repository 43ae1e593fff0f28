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
        #expect(program.alternatives[AlternativeID(3)].conditions == nil)
        #expect(program.alternatives[AlternativeID(2)].conditions?.map(\.variable) == ["idiom"])
    }

    @Test(
        arguments: [
            (TransitionKind.push, "Detail", ModalStyle.sheet, true, nil, "push Detail"),
            (.modal, "Composer", .fullscreen, true, nil, "modal Composer (fullscreen)"),
            (.modal, "Edit", .sheet, false, "Editor", "modal Edit (sheet, no navigation, flow Editor)"),
            (.replace, "Start", .sheet, true, "Editor", "replace Start (flow Editor)"),
            (.finish, "done", .sheet, true, nil, "finish done"),
            (.back, "", .sheet, true, nil, "back"),
        ] as [(TransitionKind, String, ModalStyle, Bool, String?, String)])
    func aTransitionReadsAsAFewWords(
        _ kind: TransitionKind, _ target: String, _ style: ModalStyle, _ navigation: Bool,
        _ child: String?, _ text: String
    ) {
        #expect(
            TransitionText.describe(kind, target: target, style: style, hasNavigation: navigation, childFlow: child)
                == text)
    }

    @Test func anAlternativeIsDescribedWithTheFlowItsTargetStarts() {
        #expect(program.describe(AlternativeID(2)) == "modal Pay (fullscreen, flow Payment)")
        #expect(program.describe(AlternativeID(1)) == "push Detial")
    }

    @Test func handlersAreFoundByOutcome() {
        #expect(program.handler(of: NodeID(2), for: "back") == HandlerID(5))
        #expect(program.handler(of: NodeID(2), for: "dismiss") == nil)
        #expect(program.nodes[NodeID(2)].systemHandlers == .back)
        #expect(program.nodes[NodeID(0)].systemHandlers == [])
    }

    @Test func eachRecordHoldsWhatAStepReads() {
        let card = program.nodes[NodeID(5)]
        #expect(card.label.flow == "Payment" && card.label.name == "Card" && card.label.id == NodeID(5))
        #expect(program.nodes.map(\.flow.rawValue) == [0, 0, 0, 0, 0, 1])
        #expect(program.nodes.map(\.handlers) == program.resolved.nodes.ids.map { program.resolved.handlers(of: $0) })
        #expect(program.nodes[NodeID(3)].kind == .unknownFlow)
        #expect(program.nodes[NodeID(3)].startLabel?.flow == "Nowhere")
        #expect(program.nodes[NodeID(3)].startLabel?.startedBy == "Lost")
        #expect(program.nodes[NodeID(0)].startLabel == nil)
        #expect(
            program.handlers.map(\.outcome) == [
                "next", "typo", "pay", "done", "paid", "back", "payd", "x", "ok", "err",
            ])
        #expect(program.handlers[HandlerID(2)].alternatives == IDRange(2, 4))
        #expect(program.alternatives[AlternativeID(1)].targetName == "Detial")
        #expect(program.alternatives[AlternativeID(1)].target == .unknown)
        #expect(program.alternatives[AlternativeID(4)].targetName == "")
    }
}
