import FlowIndex
import FlowModel

/// Data along transitions (format 2): what a transition has, handed on to
/// the node it shows. Every function here is reached only when the project
/// declares data (`RunningProject.hasData`); other projects pay a flag test.
extension Machine {
    /// Of `available`, the values `declarations` name.
    static func pick(_ declarations: [ValueDeclaration], from available: [String: String]) -> [String: String] {
        var picked: [String: String] = [:]
        for declaration in declarations {
            if let value = available[declaration.name] { picked[declaration.name] = value }
        }
        return picked
    }

    /// The values a screen of `node` shown now holds: its inputs, of what
    /// the running transition has.
    func heldValues(for node: NodeID) -> [String: String] {
        guard program.hasData, !passing.isEmpty else { return [:] }
        return Self.pick(program.resolved.inputs(of: node), from: passing)
    }

    /// What a transition of `owner`, run for `outcome` of the current
    /// screen `screen` (of `node`), has: the outcome's payload as given,
    /// the screen's own values and its flow's.
    mutating func passFromScreen(
        _ screen: ScreenRef, node: NodeID, owner: CoordinatorID, outcome: String, given: [String: String]
    ) {
        var has = ownValues(of: owner)
        has.merge(screen.values) { _, screen in screen }
        let payload = program.resolved.payload(of: outcome, at: node)
        has.merge(Self.pick(payload, from: given)) { _, given in given }
        passing = has
    }

    /// What the handler of a flow node has when its child `child` ended
    /// with `payload` (format 2): the payload, the child's inputs (the flow
    /// node's) and the parent's own values.
    mutating func passFromChild(_ child: Coordinator, payload: [String: String], to parent: CoordinatorID) {
        var has = ownValues(of: parent)
        has.merge(child.values) { _, child in child }
        has.merge(payload) { _, payload in payload }
        passing = has
    }

    /// The payload `id` finishes with `outcome`, of what its transition has.
    func finishingPayload(of id: CoordinatorID, outcome: String) -> [String: String] {
        guard let position = state.coordinatorPosition(id) else { return [:] }
        let flow = state.coordinators[position].flowID
        return Self.pick(program.resolved.model(flow).payload(of: outcome), from: passing)
    }

    /// The values coordinator `id` was started with.
    func ownValues(of id: CoordinatorID) -> [String: String] {
        state.coordinatorPosition(id).map { state.coordinators[$0].values } ?? [:]
    }

    /// Checks that `given` holds every value `outcome` carries at `node`;
    /// the error lists what is missing.
    func checkPayload(of outcome: String, at node: NodeID, given: [String: String]) throws(RuntimeError) {
        let payload = program.resolved.payload(of: outcome, at: node)
        let missing = payload.filter { given[$0.name] == nil }
        guard !missing.isEmpty else { return }
        let example = ([outcome] + missing.map { "\($0.name)=..." }).joined(separator: " ")
        throw RuntimeError(
            "outcome '\(outcome)' carries \(payload.described): give \(missing.count == 1 ? "it" : "them") with the outcome, as in '\(example)'"
        )
    }
}
