/// Flows whose starts start each other in a ring (A starts at a flow node
/// of B, B at one of A: two graphs that include each other, two
/// storyboards whose initial controllers are references to each other)
/// could never show a screen. The format refuses that (`start-cycle`), so
/// the flow node that closes the ring becomes a screen, with a note.
public enum StartCycles {
    /// Breaks every ring among `flows`; `kind` names the note (`include
    /// cycle`, `reference cycle`).
    public static func `break`(in flows: inout [ImportedFlow], kind: String, notes: inout [ImportNote]) {
        var index: [String: Int] = [:]
        for (f, flow) in flows.enumerated() where index[flow.name] == nil { index[flow.name] = f }
        for first in flows.indices {
            var chain: [Int] = [first]
            var current = first
            var start = flows[first].start
            while let name = start, let n = flows[current].nodes.firstIndex(where: { $0.name == name }),
                case .flow(let childName, let childStart) = flows[current].nodes[n].kind, let child = index[childName]
            {
                guard chain.contains(child) else {
                    chain.append(child)
                    current = child
                    // A flow node's own `start` enters the child elsewhere.
                    start = childStart ?? flows[child].start
                    continue
                }
                let note = ImportNote(
                    kind: kind, file: flows[current].source.file, line: flows[current].nodes[n].source.line,
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
