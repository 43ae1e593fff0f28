import FlowDiagnostics
import FlowIndex
import FlowModel

/// `ignore` lists at work: a warning of a listed rule that points inside
/// the node (or the flow's document) listing it is dropped. Then each entry
/// that dropped nothing is itself a warning (`unused-ignore`).
struct Silencing {
    /// One entry of an `ignore` list and the stretch of the file it covers.
    struct Scope {
        let entry: Located
        let flow: FlowID
        /// The node listing it; nil for the flow's own `ignore`.
        let node: NodeID?
        let begin: SourceLocation
        /// The last place inside a node; for a flow, where the next
        /// document of the file begins (nil: the file's end).
        let end: SourceLocation?
        var used = false

        func contains(_ location: SourceLocation) -> Bool {
            guard location.source == begin.source, begin <= location else { return false }
            guard let end else { return true }
            return node == nil ? location < end : location <= end
        }
    }

    /// Scopes by rule: node scopes and flow scopes apart, each sorted by
    /// where it begins (neither overlaps another of its kind).
    var nodeScopes: [RuleID: [Scope]] = [:]
    var flowScopes: [RuleID: [Scope]] = [:]

    /// nil when no flow or node has an `ignore` list.
    init?(_ context: ValidationContext) {
        let resolved = context.resolved
        let project = context.project
        let ignoringFlows = project.flows.indices.filter { !project.flows[$0].ignore.isEmpty }
        guard !ignoringFlows.isEmpty || !resolved.format2.ignoringNodes.isEmpty else { return nil }
        for n in resolved.format2.ignoringNodes {
            let flow = resolved.flow(of: n)
            let node = resolved.model(n, in: flow)
            let end = Self.lastPlace(in: node)
            for entry in node.ignore {
                nodeScopes[RuleID(entry.name), default: []].append(
                    Scope(entry: entry, flow: flow, node: n, begin: node.location, end: end))
            }
        }
        if !ignoringFlows.isEmpty {
            // Where each document of a file with a flow-wide `ignore` begins.
            let files = Set(ignoringFlows.map { project.flows[$0].location.source })
            let begins = project.flows.map { files.contains($0.location.source) ? $0.firstWrittenPlace : nil }
            let sortedBegins = begins.compactMap { $0 }.sorted()
            for f in ignoringFlows {
                let begin = begins[f]!
                // The first begin after this one, when it is in the same file.
                var low = 0, high = sortedBegins.count
                while low < high {
                    let middle = (low + high) / 2
                    if sortedBegins[middle] <= begin { low = middle + 1 } else { high = middle }
                }
                let next =
                    low < sortedBegins.count && sortedBegins[low].source == begin.source ? sortedBegins[low] : nil
                for entry in project.flows[f].ignore {
                    flowScopes[RuleID(entry.name), default: []].append(
                        Scope(entry: entry, flow: FlowID(f), node: nil, begin: begin, end: next))
                }
            }
        }
        for rule in nodeScopes.keys { nodeScopes[rule]!.sort { $0.begin < $1.begin } }
        for rule in flowScopes.keys { flowScopes[rule]!.sort { $0.begin < $1.begin } }
    }

    /// Drops the warnings some scope covers, marking it used: the node's
    /// own, when both a node and its flow list the rule.
    mutating func silence(_ diagnostics: inout [Diagnostic]) {
        diagnostics.removeAll { d in
            guard d.severity == .warning else { return false }
            return Self.cover(d.location, in: &nodeScopes[d.rule]) || Self.cover(d.location, in: &flowScopes[d.rule])
        }
    }

    /// Marks the scope covering `location` used, if one does.
    private static func cover(_ location: SourceLocation, in scopes: inout [Scope]?) -> Bool {
        guard scopes != nil else { return false }
        // The last scope beginning at or before the place.
        var low = 0, high = scopes!.count
        while low < high {
            let middle = (low + high) / 2
            if scopes![middle].begin <= location { low = middle + 1 } else { high = middle }
        }
        guard low > 0, scopes![low - 1].contains(location) else { return false }
        scopes![low - 1].used = true
        return true
    }

    /// Every scope, node scopes first.
    var all: [Scope] {
        nodeScopes.values.flatMap { $0 } + flowScopes.values.flatMap { $0 }
    }

    /// The last place written in a node that the model keeps.
    static func lastPlace(in node: Node) -> SourceLocation {
        var last = node.location
        func see(_ location: SourceLocation?) {
            if let location, last < location { last = location }
        }
        see(node.childFlow?.location)
        see(node.tabs?.last?.location)
        see(node.selectedTab?.location)
        see(node.childStart?.location)
        for entry in node.ignore { see(entry.location) }
        for handler in node.handlers {
            see(handler.location)
            handler.alternatives.forEach { alternative in
                see(alternative.location)
                see(alternative.transition.location)
                see(alternative.transition.targetLocation)
                for condition in alternative.when ?? [] { see(condition.location) }
            }
        }
        return last
    }
}
