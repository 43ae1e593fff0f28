import FlowModel

/// Reachability facts the graph rules, the `graph` command and the runtime
/// share. Every pass is an explicit worklist: a 100,000-screen chain costs
/// heap, never stack, and each pass is linear in the size of the graph.
public struct ProjectAnalysis: Sendable {
    public let entry: EntryResolution
    /// For each flow (same order as `project.flows`), which of its nodes can
    /// be reached from its `start` through push, modal and replace targets of
    /// every alternative (flow nodes' handlers included).
    public let reachableNodes: [[Bool]]
    /// Which flows the entry flow can start, directly or through its
    /// children, following only reachable flow nodes. nil when there is no
    /// single entry flow.
    public let usedFlows: [Bool]?
    /// For each flow, the index of its `start` node; nil when `start` names
    /// no node of the flow (an `unknown-target` error), in which case the
    /// flow's reachability says nothing and the graph warnings skip it.
    public let startNodes: [Int?]

    public init(_ project: Project) {
        entry = project.entry
        startNodes = project.flows.map { $0.nodeIndex[$0.start.name] }
        reachableNodes = project.flows.map(Self.reachable(in:))
        if case .found(let root) = entry {
            usedFlows = Self.used(from: root, in: project, reachable: reachableNodes)
        } else {
            usedFlows = nil
        }
    }

    public func isReachable(flow: Int, node: Int) -> Bool { reachableNodes[flow][node] }

    /// Whether the flow's `start` names one of its nodes.
    public func hasKnownStart(flow: Int) -> Bool { startNodes[flow] != nil }

    static func reachable(in flow: Flow) -> [Bool] {
        var seen = [Bool](repeating: false, count: flow.nodes.count)
        guard let start = flow.nodeIndex[flow.start.name] else { return seen }
        var work = [start]
        seen[start] = true
        while let current = work.popLast() {
            for handler in flow.nodes[current].handlers {
                for alternative in handler.alternatives where alternative.transition.kind.targetsNode {
                    guard let target = alternative.transition.target, let next = flow.nodeIndex[target],
                          !seen[next] else { continue }
                    seen[next] = true
                    work.append(next)
                }
            }
        }
        return seen
    }

    static func used(from root: Int, in project: Project, reachable: [[Bool]]) -> [Bool] {
        var used = [Bool](repeating: false, count: project.flows.count)
        var work = [root]
        used[root] = true
        while let current = work.popLast() {
            let flow = project.flows[current]
            for (i, node) in flow.nodes.enumerated() where reachable[current][i] {
                guard let child = node.childFlow, let next = project.flowIndex[child.name], !used[next] else { continue }
                used[next] = true
                work.append(next)
            }
        }
        return used
    }
}
