import FlowDiagnostics

/// Every flow of a project, first definition of each name kept.
public struct Project: Sendable {
    public private(set) var flows: [Flow]
    /// Flow name to index in `flows`.
    public private(set) var flowIndex: [String: Int]
    /// Later definitions of a flow name, each with the index of the first
    /// one; left out of `flows`.
    public private(set) var duplicates: [(duplicate: Flow, first: Int)]

    /// Builds a project from flows in a deterministic order (file order,
    /// then document order).
    public init(flows all: [Flow]) {
        flowIndex = [:]
        flowIndex.reserveCapacity(all.count)
        duplicates = []
        var nameRepeats = false
        for position in all.indices {
            if flowIndex.updateValue(position, forKey: all[position].name) != nil {
                nameRepeats = true
                break
            }
        }
        guard nameRepeats else {
            // The usual case, no name twice: the array is kept as it is,
            // where copying it flow by flow retained and released every
            // array and string in each of thousands of flows.
            flows = all
            return
        }
        flowIndex.removeAll(keepingCapacity: true)
        flows = []
        flows.reserveCapacity(all.count)
        for flow in all {
            if let first = flowIndex[flow.name] {
                duplicates.append((flow, first))
            } else {
                flowIndex[flow.name] = flows.count
                flows.append(flow)
            }
        }
    }

    public func flow(named name: String) -> Flow? {
        flowIndex[name].map { flows[$0] }
    }

    public var nodeCount: Int { flows.reduce(0) { $0 + $1.nodes.count } }
}
