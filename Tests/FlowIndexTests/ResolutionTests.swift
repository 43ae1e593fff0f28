import FlowIndex
import FlowModel
import Testing

/// Every name resolves to a typed id, or to the case that says why not.
@Suite struct ResolutionTests {
    let resolved = ResolvedProject(Build.sample)

    func node(_ n: Int32) -> NodeID { NodeID(rawValue: n) }
    func alternative(_ a: Int32) -> AlternativeID { AlternativeID(rawValue: a) }

    @Test func projectWideNumberingFollowsTheModel() {
        #expect(resolved.flows.count == 2 && resolved.nodes.count == 6)
        #expect(resolved.flows[FlowID(0)].nodes == IDRange(0, 5))
        #expect(resolved.flows[FlowID(1)].nodes == IDRange(5, 6))
        #expect(resolved.handlers(of: node(0)) == IDRange(0, 3))
        #expect(resolved.handlers(of: node(4)).isEmpty)
        #expect(resolved.alternatives(of: node(0)) == IDRange(0, 4))
        #expect(resolved.alternatives(of: HandlerID(2)) == IDRange(2, 4))
        #expect(resolved.flow(of: node(4)) == FlowID(0))
        #expect(resolved.flow(of: node(5)) == FlowID(1))
    }

    @Test func transitionTargetsResolveInTheirFlow() {
        #expect(resolved.alternatives[alternative(0)].target == .node(node(1)))
        #expect(resolved.alternatives[alternative(1)].target == .unknown)
        #expect(resolved.alternatives[alternative(2)].target == .node(node(2)))
        #expect(resolved.alternatives[alternative(2)].style == .fullscreen)
        #expect(resolved.alternatives[alternative(4)].target == .nothing, "back takes no target")
        #expect(resolved.unknownTargets.map(\.alternative) == [alternative(1)])
        #expect(resolved.unknownTargets.map(\.node) == [node(0)])
    }

    /// The names payloads declare, from outcomes' payloads and nodes'
    /// `outputs` of every flow, on one thread or several.
    @Test(arguments: [1, 2])
    func payloadNamesGatherEveryFlowsPayloadsAndOutputs(threads: Int) {
        var list = Build.screen("List")
        list.outputs = [
            Output(Located("picked", at: Build.here), payload: [ValueDeclaration("itemId", type: "ID", at: Build.here)])
        ]
        var shop = Build.flow("Shop", start: "List", outcomes: ["bought"], [list])
        shop.payloads = ["bought": [ValueDeclaration("orderId", type: "ID", at: Build.here)]]
        let plain = Build.flow("Plain", start: "Home", [Build.screen("Home")])
        var other = Build.screen("Form")
        other.outputs = [
            Output(Located("sent", at: Build.here), payload: [ValueDeclaration("itemId", type: "ID", at: Build.here)])
        ]
        let form = Build.flow("Form", start: "Form", [other])
        let resolved = ResolvedProject(Project(flows: [shop, plain, form]), threads: threads)
        #expect(resolved.payloadNames == ["itemId", "orderId"])
        #expect(ResolvedProject(Project(flows: [plain])).payloadNames.isEmpty)
    }

    @Test func finishNamesTheFirstDeclarationOfItsOutcome() {
        let card = resolved.alternatives(of: node(5))
        #expect(resolved.alternatives[card[card.startIndex]].target == .outcome(OutcomeID(0)))
        #expect(resolved.alternatives[card[card.startIndex + 1]].target == .unknown, "'faild' is not declared")
        #expect(resolved.firstDeclarations.map(\.rawValue) == [0, 1, 0])
    }

    @Test func flowNodesStartKnownOrUnknownFlows() {
        #expect(resolved.nodes[node(0)].kind == .screen)
        #expect(resolved.nodes[node(2)].kind == .flowNode(starting: FlowID(1)))
        #expect(resolved.nodes[node(3)].kind == .unknownFlow)
    }

    @Test func aFlowNodesHandlersAnswerItsChild() {
        let answers = resolved.handlers(of: node(2)).map { resolved.handlers[$0].childOutcome }
        #expect(answers == [.declared(OutcomeID(0)), .systemBack, .unknown])
        #expect(
            resolved.handlers(of: node(3)).map { resolved.handlers[$0].childOutcome } == [.nothing],
            "a flow node whose flow is unknown answers nothing")
        #expect(resolved.handlers(of: node(0)).allSatisfy { resolved.handlers[$0].childOutcome == .nothing })
    }

    @Test func aDeclaredBackIsTheChildsOwnOutcome() {
        let project = Project(flows: [
            Build.flow("A", start: "S", [Build.flowNode("S", starts: "B", ["back": [Build.go(.stay)]])]),
            Build.flow("B", start: "T", outcomes: ["back"], [Build.screen("T", ["x": [Build.go(.finish, "back")]])]),
        ])
        let resolved = ResolvedProject(project)
        #expect(resolved.handlers[HandlerID(0)].childOutcome == .declared(OutcomeID(0)))
    }

    @Test func aStartThatNamesNoNodeLeavesTheFlowUnwalked() {
        let project = Project(flows: [
            Build.flow("A", start: "Nope", [Build.screen("S", ["x": [Build.go(.push, "S")]])])
        ])
        let resolved = ResolvedProject(project)
        #expect(resolved.flows[FlowID(0)].start == nil)
        #expect(!resolved.reachable[NodeID(0)])
        #expect(resolved.unknownTargets.isEmpty, "only transitions are listed")
    }

    @Test func theModelBehindEachIdIsFound() {
        let (handler, written) = resolved.model(alternative(3), of: node(0))
        #expect(handler.outcome == "pay" && written.transition.kind == .push)
        #expect(resolved.handler(holding: alternative(3), of: node(0)) == HandlerID(2))
        #expect(resolved.node(holding: HandlerID(7)) == node(3), "past the nodes without handlers")
        #expect(resolved.model(node(4)).name == "Orphan")
        #expect(resolved.position(of: node(5)) == 0)
        #expect(resolved.flow(declaring: OutcomeID(2)) == FlowID(1), "past a flow with no outcomes")
        #expect(resolved.model(OutcomeID(1)).name == "failed")
        #expect(resolved.node(named: "Card", in: FlowID(1)) == node(5))
        #expect(resolved.flow(named: "Nowhere") == nil)
    }

    /// The records are read for every node, handler and alternative of the
    /// project: grow them knowingly.
    @Test func recordsKeepTheirSizes() {
        #expect(MemoryLayout<NodeKind>.size == 5)
        #expect(MemoryLayout<AlternativeTarget>.size == 5)
        #expect(MemoryLayout<ChildOutcome>.size == 5)
        #expect(MemoryLayout<ResolvedNode>.stride == 16)
        #expect(MemoryLayout<ResolvedHandler>.stride == 12)
        #expect(MemoryLayout<ResolvedAlternative>.stride == 8)
    }
}
