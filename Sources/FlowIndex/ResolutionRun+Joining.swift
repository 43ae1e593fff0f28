import FlowModel

extension ResolutionRun {
    /// Appends `run`, the run of the flows after this one's: its
    /// alternative ids move past this run's alternatives.
    mutating func append(_ run: ResolutionRun) {
        let shift = Int32(truncatingIfNeeded: alternatives.count)
        func moved(_ a: AlternativeID) -> AlternativeID { AlternativeID(rawValue: a.rawValue + shift) }
        flows += run.flows.map {
            ResolvedFlow(
                nodes: $0.nodes, outcomes: $0.outcomes,
                alternatives: IDRange($0.alternatives.lowerBound + shift, $0.alternatives.upperBound + shift),
                start: $0.start, sharedHandlers: $0.sharedHandlers, isIncomplete: $0.isIncomplete)
        }
        nodes += run.nodes.map {
            ResolvedNode(
                firstHandler: $0.firstHandler, firstAlternative: moved($0.firstAlternative), kind: $0.kind,
                gaps: $0.gaps, leaves: $0.leaves)
        }
        handlers += run.handlers.map {
            ResolvedHandler(firstAlternative: moved($0.firstAlternative), childOutcome: $0.childOutcome)
        }
        alternatives += run.alternatives
        firstDeclarations += run.firstDeclarations
        unknownTargets += run.unknownTargets.map {
            UnknownTarget(alternative: moved($0.alternative), flow: $0.flow, node: $0.node, isFrom: $0.isFrom)
        }
        format2.tabBars.merge(run.format2.tabBars) { own, _ in own }
        format2.childStarts.merge(run.format2.childStarts) { own, _ in own }
        format2.startAlternatives.merge(run.format2.startAlternatives) { own, _ in own }
        for (a, target) in run.format2.fromTargets { format2.fromTargets[moved(a)] = target }
        format2.ignoringNodes += run.format2.ignoringNodes
        for a in run.format2.dismissing { format2.dismissing.insert(moved(a)) }
        for f in run.startedByAnother.indices where run.startedByAnother[f] { startedByAnother[f] = true }
        payloadNames.formUnion(run.payloadNames)
    }

    /// The flows' own handlers (format 2), after every node's, so that a
    /// node's handlers and alternatives still run up to the next node's
    /// first. Run on the joined run, whose ids are the project's.
    mutating func resolveFlowHandlers() {
        let projectFlows = plan.project.flows
        for f in projectFlows.indices where !projectFlows[f].flowHandlers.isEmpty {
            let first = Int32(truncatingIfNeeded: handlers.count)
            let firstNode = flows[f].nodes.lowerBound
            for handler in projectFlows[f].flowHandlers {
                handlers.append(
                    ResolvedHandler(firstAlternative: AlternativeID(alternatives.count), childOutcome: .nothing))
                handler.alternatives.forEach { alternative in
                    Resolution.append(
                        alternative, flow: FlowID(f), node: nil, from: projectFlows[f].from(alternative.transition),
                        nodeIndex: projectFlows[f].nodeIndex, firstNode: firstNode, outcomes: plan.outcomeTables[f],
                        firstOutcome: plan.outcomeStarts[f], to: &alternatives, unknownTargets: &unknownTargets,
                        format2: &format2)
                }
            }
            flows[f] = flows[f].with(sharedHandlers: IDRange(first, Int32(truncatingIfNeeded: handlers.count)))
        }
    }
}
