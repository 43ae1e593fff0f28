/// The project's record arrays, made at their exact sizes and filled in
/// place by the runs of flows (each through its `RecordSlice`s).
struct RecordArrays {
    let nodes: [ResolvedNode]
    let handlers: [ResolvedHandler]
    let alternatives: [ResolvedAlternative]
    let firstDeclarations: [OutcomeID]

    /// Arrays of these sizes, which `fill` must write whole: it is given
    /// their memory, still unwritten.
    static func make(
        nodes nodeCount: Int, handlers handlerCount: Int, alternatives alternativeCount: Int,
        outcomes outcomeCount: Int,
        fill: (
            RecordBuffer<ResolvedNode>, RecordBuffer<ResolvedHandler>, RecordBuffer<ResolvedAlternative>,
            RecordBuffer<OutcomeID>
        ) -> Void
    ) -> RecordArrays {
        var handlers: [ResolvedHandler] = []
        var alternatives: [ResolvedAlternative] = []
        var outcomes: [OutcomeID] = []
        let nodes = [ResolvedNode](unsafeUninitializedCapacity: nodeCount) { nodeMemory, nodesWritten in
            handlers = [ResolvedHandler](unsafeUninitializedCapacity: handlerCount) { handlerMemory, handlersWritten in
                alternatives = [ResolvedAlternative](unsafeUninitializedCapacity: alternativeCount) {
                    alternativeMemory, alternativesWritten in
                    outcomes = [OutcomeID](unsafeUninitializedCapacity: outcomeCount) {
                        outcomeMemory, outcomesWritten in
                        fill(
                            RecordBuffer(nodeMemory, count: nodeCount),
                            RecordBuffer(handlerMemory, count: handlerCount),
                            RecordBuffer(alternativeMemory, count: alternativeCount),
                            RecordBuffer(outcomeMemory, count: outcomeCount))
                        outcomesWritten = outcomeCount
                    }
                    alternativesWritten = alternativeCount
                }
                handlersWritten = handlerCount
            }
            nodesWritten = nodeCount
        }
        return RecordArrays(nodes: nodes, handlers: handlers, alternatives: alternatives, firstDeclarations: outcomes)
    }
}

/// The memory of one record array while it is filled, handed to the
/// threads that fill it (each writing its own `RecordSlice` of it).
struct RecordBuffer<Record>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Record>?
    let count: Int

    init(_ memory: UnsafeMutableBufferPointer<Record>, count: Int) {
        precondition(memory.count >= count, "less memory than records")
        base = memory.baseAddress
        self.count = count
    }
}

/// What resolving gives `ResolvedProject`: the record arrays, in the
/// project's numbering; the rest the runs of flows found, joined; and
/// where node handlers and alternatives end (the flows' own follow).
struct ResolvedRecords {
    let arrays: RecordArrays
    let run: ResolutionRun
    let nodeHandlerEnd: Int32
    let nodeAlternativeEnd: Int32
}
