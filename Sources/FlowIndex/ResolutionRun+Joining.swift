import FlowModel

extension ResolutionRun {
    /// Joins `run`, the run of the flows after this one's: what it found
    /// besides the records it wrote in place.
    mutating func append(_ run: ResolutionRun) {
        flows += run.flows
        unknownTargets += run.unknownTargets
        format2.append(run.format2)
        for f in run.startedByAnother.indices where run.startedByAnother[f] { startedByAnother[f] = true }
        payloadNames.formUnion(run.payloadNames)
    }

    /// The flows' own handlers (format 2), written through `handlers` and
    /// `alternatives`, which the caller points after every node's.
    mutating func resolveFlowHandlers() {
        let projectFlows = plan.project.flows
        for f in projectFlows.indices where !projectFlows[f].flowHandlers.isEmpty {
            let first = Int32(truncatingIfNeeded: handlers.next)
            let firstNode = flows[f].nodes.lowerBound
            for handler in projectFlows[f].flowHandlers {
                handlers.append(
                    ResolvedHandler(firstAlternative: AlternativeID(alternatives.next), childOutcome: .nothing))
                handler.alternatives.forEach { alternative in
                    Resolution.append(
                        alternative, flow: FlowID(f), node: nil, from: projectFlows[f].from(alternative.transition),
                        nodeIndex: projectFlows[f].nodeIndex, firstNode: firstNode, outcomes: plan.outcomeTables[f],
                        firstOutcome: plan.outcomeStarts[f], to: &alternatives, unknownTargets: &unknownTargets,
                        format2: &format2)
                }
            }
            flows[f] = flows[f].with(sharedHandlers: IDRange(first, Int32(truncatingIfNeeded: handlers.next)))
        }
    }
}
