import FlowModel

extension ResolvedProject {
    /// The resolved project as readable text, for debugging a graph pass:
    /// every flow, node, handler and alternative with its id, what it
    /// resolved to, and the reachability facts. `flowgraph-bench dump`
    /// prints it.
    ///
    ///     f0 App: nodes n0..<n2, outcomes o0..<o1, start n0, used, reaches a finish
    ///       o0 done: finished
    ///       n0 Home: screen, reachable
    ///         h0 next
    ///           a0 push -> n1 Detail
    public func dump() -> String {
        var lines = ["entry: " + describe(entry)]
        if let usedFlows {
            lines.append(
                "used flows: " + usedFlows.ids.filter { usedFlows[$0] }.map(\.description).joined(separator: " "))
        }
        if !unknownTargets.isEmpty {
            lines.append(
                "unknown targets: "
                    + unknownTargets.map {
                        "\($0.isFrom ? "from of " : "")\($0.alternative) of \($0.node.map(\.description) ?? "\($0.flow)'s on")"
                    }.joined(separator: ", "))
        }
        for f in flows.ids { dump(flow: f, into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func dump(flow f: FlowID, into lines: inout [String]) {
        let record = flows[f]
        var facts = [
            "nodes \(range(record.nodes))", "outcomes \(range(record.outcomes))",
            "start " + (record.start.map(\.description) ?? "unknown '\(model(f).start.name)'"),
        ]
        if let usedFlows { facts.append(usedFlows[f] ? "used" : "unused") }
        facts.append(reachesFinish[f] ? "reaches a finish" : "reaches no finish")
        if record.isIncomplete { facts.append("incomplete") }
        lines.append("\(f) \(model(f).name): " + facts.joined(separator: ", "))
        for o in record.outcomes {
            let first = firstDeclarations[o]
            var text = "  \(o) \(model(o).name): " + (isFinished(o) ? "finished" : "not finished")
            if first != o { text += ", declared first as \(first)" }
            lines.append(text)
        }
        if let starts = format2.startAlternatives[f] {
            lines.append("  starts: " + starts.map(describe).joined(separator: ", "))
        }
        for n in record.nodes { dump(node: n, into: &lines) }
        for h in record.sharedHandlers {
            let written = model(shared: h, of: f)
            lines.append("  \(h) \(written.outcome) (the flow's own)")
            for (a, alternative) in zip(alternatives(of: h), written.alternatives) {
                lines.append("      \(a) " + describe(alternatives[a], written: alternative, id: a))
            }
        }
    }

    private func describe(_ target: AlternativeTarget) -> String {
        switch target {
        case .node(let node): "\(node) \(model(node).name)"
        case .outcome(let outcome): "\(outcome) \(model(outcome).name)"
        case .nothing: "nothing"
        case .unknown: "unknown"
        }
    }

    private func dump(node n: NodeID, into lines: inout [String]) {
        let record = nodes[n]
        var facts: [String]
        switch record.kind {
        case .screen: facts = ["screen"]
        case .flowNode(let child): facts = ["flow node -> \(child) \(model(child).name)"]
        case .unknownFlow: facts = ["flow node -> unknown flow '\(model(n).childFlow?.name ?? "")'"]
        case .tabs:
            let tabs = format2.tabBars[n]?.flows.map { $0.map { "\($0) \(model($0).name)" } ?? "unknown" } ?? []
            facts = ["tabs -> " + tabs.joined(separator: ", ")]
        }
        if let chosen = format2.childStarts[n] { facts.append("starts at " + describe(chosen)) }
        facts.append(reachable[n] ? "reachable" : "unreachable")
        if !record.leaves { facts.append("never leaves") }
        if record.isIncomplete { facts.append("incomplete") }
        lines.append("  \(n) \(model(n).name): " + facts.joined(separator: ", "))
        for h in handlers(of: n) {
            let written = model(h, of: n)
            var text = "    \(h) \(written.outcome)"
            switch handlers[h].childOutcome {
            case .nothing: break
            case .declared(let outcome): text += " -> \(outcome) \(model(outcome).name)"
            case .systemBack: text += " -> system back"
            case .unknown: text += " -> unknown outcome"
            }
            lines.append(text)
            for (a, alternative) in zip(alternatives(of: h), written.alternatives) {
                lines.append("      \(a) " + describe(alternatives[a], written: alternative, id: a))
            }
        }
    }

    private func describe(_ alternative: ResolvedAlternative, written: Alternative, id: AlternativeID) -> String {
        var text = alternative.kind.rawValue
        if alternative.kind == .modal {
            text += " (\(alternative.style.rawValue)\(alternative.hasNavigation ? "" : ", bare"))"
        }
        switch alternative.target {
        case .nothing: break
        case .node(let node): text += " -> \(node) \(model(node).name)"
        case .outcome(let outcome): text += " -> \(outcome) \(model(outcome).name)"
        case .unknown: text += " -> unknown '\(written.transition.target ?? "")'"
        }
        if let from = format2.fromTargets[id] { text += ", from " + describe(from) }
        if written.transition.dismissing { text += ", dismissing" }
        if let when = written.when {
            let conditions = when.map { "\($0.variable)=\($0.values.joined(separator: "|"))" }
            text += when.isEmpty ? ", when {} (always)" : ", when " + conditions.joined(separator: " ")
        }
        return text
    }

    private func describe(_ entry: EntryFlow) -> String {
        switch entry {
        case .found(let flow): "\(flow) \(model(flow).name)"
        case .missing: "none"
        case .several(let candidates): "several: " + candidates.map(\.description).joined(separator: " ")
        }
    }

    private func range<ID>(_ range: IDRange<ID>) -> String {
        range.isEmpty ? "none" : "\(ID(rawValue: range.lowerBound))..<\(ID(rawValue: range.upperBound))"
    }
}
