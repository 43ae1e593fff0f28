import FlowLoading
import FlowModel
import FlowRuntime
import Testing

/// A running session over flows written inline, checking the invariant
/// after every step so no test can forget it.
struct Session {
    let interpreter: Interpreter
    var state: RuntimeState
    var context: [String: String] = [:]

    init(
        _ documents: String..., flow: String? = nil, context: [String: String] = [:],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        interpreter = try makeInterpreter(documents, sourceLocation: sourceLocation)
        self.context = context
        state = try interpreter.start(flow: flow, context: context)
        checkInvariant(state, sourceLocation: sourceLocation)
    }

    /// Takes a step that must succeed; returns its effects.
    @discardableResult
    mutating func send(_ event: Event, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Effect] {
        let step = try interpreter.step(state, event, context: context).get()
        checkInvariant(step.state, sourceLocation: sourceLocation)
        state = step.state
        return step.effects
    }

    @discardableResult
    mutating func emit(
        _ outcome: String, _ values: [String: String] = [:],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [Effect] {
        try send(.outcome(outcome, values: values), sourceLocation: sourceLocation)
    }

    /// Takes a step that must fail, and checks the state is what it was.
    func failure(_ event: Event, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RuntimeError? {
        switch interpreter.step(state, event, context: context) {
        case .success(let step):
            Issue.record("expected an error, got \(step.effects)", sourceLocation: sourceLocation)
            return nil
        case .failure(let error):
            return error
        }
    }

    /// Screen names of the top layer, bottom to top.
    var stack: [String] { state.stack.map(\.screen) }
    /// Screen names of every layer, root first.
    var layers: [[String]] { state.layers.map { $0.screens.map(\.screen) } }
    /// Live coordinators' flows, depth-first.
    var flows: [String] { state.coordinators.map(\.flow) }
    var screen: String? { state.current?.screen }
    /// Each tab's stack of the highest layer with a tab bar, in tab-bar order.
    var tabStacks: [[String]] {
        guard let layer = state.layers.last(where: { $0.tabBar != nil }), let bar = layer.tabBar else { return [] }
        return bar.tabFlows.indices.map { layer.screens(inTab: $0).map(\.screen) }
    }
    var selectedTab: String? { state.topmostTabBar?.selectedFlow }
}

func makeInterpreter(_ documents: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> Interpreter
{
    let loaded = ProjectLoader.load(sources: [("flows.yaml", documents.joined(separator: "\n---\n"))])
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)", sourceLocation: sourceLocation)
    return Interpreter(project: loaded.project)
}

/// No coordinator outlives its screens: every live coordinator but the root
/// shows a screen or has a live child; every screen belongs to a live
/// coordinator; no layer is empty; the tree is depth-first, root first.
func checkInvariant(_ state: RuntimeState, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let live = Set(state.coordinators.map(\.id))
    let owners = Set(state.layers.flatMap(\.allScreens).map(\.coordinator))
    let parents = Set(state.coordinators.compactMap(\.parent))
    #expect(owners.isSubset(of: live), "a screen belongs to a coordinator that ended", sourceLocation: sourceLocation)
    #expect(state.coordinators.first?.parent == nil, "the root comes first", sourceLocation: sourceLocation)
    for (position, coordinator) in state.coordinators.enumerated() {
        guard let parent = coordinator.parent else { continue }
        #expect(
            owners.contains(coordinator.id) || parents.contains(coordinator.id),
            "\(coordinator.flow) outlives its screens", sourceLocation: sourceLocation)
        let parentPosition = state.coordinators.firstIndex { $0.id == parent }
        #expect(
            parentPosition.map { $0 < position } == true, "\(coordinator.flow)'s parent is not before it",
            sourceLocation: sourceLocation)
    }
    #expect(state.layers.first?.style == nil, "the root layer comes first", sourceLocation: sourceLocation)
    #expect(state.layers.dropFirst().allSatisfy { $0.style != nil }, sourceLocation: sourceLocation)
    if state.finishedOutcome == nil {
        #expect(state.layers.allSatisfy { !$0.screens.isEmpty }, "a layer is empty", sourceLocation: sourceLocation)
        #expect(state.current != nil, sourceLocation: sourceLocation)
        // Every tab's stack shows something; its flow's coordinator is alive.
        for layer in state.layers {
            guard let bar = layer.tabBar else { continue }
            for index in bar.tabFlows.indices {
                #expect(!layer.screens(inTab: index).isEmpty, "a tab is empty", sourceLocation: sourceLocation)
            }
        }
    }
}

extension [Effect] {
    var lines: [String] { map(\.description) }
}
