import FlowIndex
import FlowModel

extension StepGraph {
    /// For each node: whether it is a flow node whose child, while it runs,
    /// holds every screen of its stack, so that the child leaving leaves
    /// the stack empty and a `modal` in the node's handlers is refused
    /// (a tab, or the root stack, cannot be left with no screen).
    ///
    /// That holds for a flow node shown only by `replace` or as its flow's
    /// start, in a flow that only a tab bar starts (its stack is the tab's)
    /// or that is the entry flow and started by no other (the root stack):
    /// `replace` takes the flow's own screens away, and nothing else puts
    /// screens in that stack. The step graph leaves those `modal`s out, so
    /// that a node shown only through one is seen to be out of reach
    /// instead of being searched for through every state.
    static func childHoldsWholeStack(_ resolved: ResolvedProject) -> [Bool] {
        // A transition's target is a node of its own flow: one pass over
        // every alternative, the flows' own included, finds them all.
        var shownOtherwise = [Bool](repeating: false, count: resolved.nodes.count)
        for alternative in resolved.alternatives.ids {
            let record = resolved.alternatives[alternative]
            if case .node(let target) = record.target, record.kind.showsTarget, record.kind != .replace {
                shownOtherwise[target.index] = true
            }
        }
        var result = [Bool](repeating: false, count: resolved.nodes.count)
        let rootFlows = flowsRootedInTheirStack(resolved)
        for flow in resolved.flows.ids where rootFlows[flow.index] {
            for node in resolved.flows[flow].nodes where !shownOtherwise[node.index] {
                if case .flowNode = resolved.nodes[node].kind { result[node.index] = true }
            }
        }
        return result
    }

    /// For each flow: whether its screens are the only ones of the stack
    /// it starts in, as a tab's flow (started by tab bars alone) or as the
    /// entry flow (started by no flow node).
    private static func flowsRootedInTheirStack(_ resolved: ResolvedProject) -> [Bool] {
        var byTabs = [Bool](repeating: false, count: resolved.flows.count)
        var byFlowNode = [Bool](repeating: false, count: resolved.flows.count)
        for node in resolved.nodes.ids {
            let isTabs = resolved.nodes[node].kind == .tabs
            for flow in resolved.startedFlows(by: node) {
                if isTabs { byTabs[flow.index] = true } else { byFlowNode[flow.index] = true }
            }
        }
        var result = [Bool](repeating: false, count: resolved.flows.count)
        for flow in resolved.flows.ids where !byFlowNode[flow.index] {
            if byTabs[flow.index] || resolved.entry == .found(flow) { result[flow.index] = true }
        }
        return result
    }
}
