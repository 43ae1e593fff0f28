import FlowModel

/// Data along transitions (format 2), read from the model by id: what each
/// node needs, what each outcome carries, and the project's deep links.
/// Projects without data pay nothing for it: nothing is stored.
extension ResolvedProject {
    /// What showing `node` needs: a screen's own `inputs`, a flow node's
    /// child flow's, a tabs node's tab flows' together (the first
    /// declaration of a name counts).
    public func inputs(of node: NodeID) -> [ValueDeclaration] {
        // Fields are read in place: `model(_:)` would copy the whole node or flow.
        switch nodes[node].kind {
        case .screen:
            let flow = flow(of: node)
            return project.flows[flow.index].nodes[node.index - flows[flow].nodes.startIndex].inputs
        case .flowNode(let child): return project.flows[child.index].inputs
        case .tabs:
            var result: [ValueDeclaration] = []
            for flow in startedFlows(by: node) {
                for value in project.flows[flow.index].inputs where result.named(value.name) == nil {
                    result.append(value)
                }
            }
            return result
        case .unknownFlow: return []
        }
    }

    /// What starting `flow` must supply.
    public func inputs(of flow: FlowID) -> [ValueDeclaration] {
        project.flows[flow.index].inputs
    }

    /// What `outcome` carries when `node` produces it: a screen's
    /// `outputs`, or the payload the child flow (or the first tab flow
    /// declaring it) finishes with.
    public func payload(of outcome: String, at node: NodeID) -> [ValueDeclaration] {
        switch nodes[node].kind {
        case .screen:
            let flow = flow(of: node)
            return project.flows[flow.index].nodes[node.index - flows[flow].nodes.startIndex].payload(of: outcome)
        case .flowNode, .tabs:
            for flow in startedFlows(by: node) where project.flows[flow.index].declares(outcome) {
                return project.flows[flow.index].payload(of: outcome)
            }
            return []
        case .unknownFlow: return []
        }
    }

    /// Whether any flow declares inputs, payloads or outputs: the
    /// interpreter hands values on only then.
    public var hasData: Bool {
        project.flows.contains { flow in
            !flow.inputs.isEmpty || !flow.payloads.isEmpty
                || flow.nodes.contains { !$0.inputs.isEmpty || !$0.outputs.isEmpty }
        }
    }

    /// Every deep link of the project, flow by flow in source order, with
    /// the node it opens (nil when its flow has no such node).
    public var links: [ResolvedLink] {
        var result: [ResolvedLink] = []
        for flow in flows.ids {
            for link in model(flow).links {
                result.append(ResolvedLink(link: link, flow: flow, target: node(named: link.target.name, in: flow)))
            }
        }
        return result
    }

    /// The link a URL opens: of the patterns that match its path, the one
    /// with the most literal segments (the first written, on a tie).
    public func link(matching url: String) -> (link: ResolvedLink, values: [String: String])? {
        let path = LinkPattern.pathSegments(of: url)
        var best: (link: ResolvedLink, values: [String: String])?
        for candidate in links {
            guard let values = candidate.link.pattern.match(path) else { continue }
            if let current = best, current.link.link.pattern.literalCount >= candidate.link.pattern.literalCount {
                continue
            }
            best = (candidate, values)
        }
        return best
    }
}

/// A deep link with its flow and target resolved.
public struct ResolvedLink: Sendable, Hashable {
    public let link: Link
    public let flow: FlowID
    /// nil when the flow has no node of that name (`unknown-target`).
    public let target: NodeID?
}
