/// Graphs whose start destinations include each other in a ring (A
/// starts at an include of B, B at an include of A) could never show a
/// screen: the format refuses that (`start-cycle`), so the flow node that
/// closes the ring becomes a screen, with a note.
enum JetpackStartCycles {
    static func `break`(in flows: inout [ImportedFlow], plan: JetpackPlan, notes: inout [ImportNote]) {
        var index: [String: Int] = [:]
        for (f, flow) in flows.enumerated() { index[flow.name] = f }
        for first in flows.indices {
            var chain: [Int] = [first]
            var current = first
            while let start = flows[current].start,
                let n = flows[current].nodes.firstIndex(where: { $0.name == start }),
                case .flow(let childName, _) = flows[current].nodes[n].kind, let child = index[childName]
            {
                guard chain.contains(child) else {
                    chain.append(child)
                    current = child
                    continue
                }
                let note = ImportNote(
                    kind: "include cycle", file: plan.flows[current].file, line: flows[current].nodes[n].source.line,
                    detail:
                        "starting \(childName) here starts \(flows[current].name) again, which could never show a screen: a placeholder screen"
                )
                notes.append(note)
                flows[current].nodes[n].kind = .screen
                flows[current].nodes[n].comments.append(note.comment)
                break
            }
        }
    }
}
