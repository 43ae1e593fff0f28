import FlowDiagnostics
import FlowIndex
import FlowModel

/// `pop-target`: `pop X`, or `from: X`, where X can never be below the
/// screen that pops: no chain of `push` transitions of the flow (a flow
/// node's handlers and inherited pushes included) leads from X to it. At
/// run time such a pop is always an error.
public struct PopTargetRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        // Most projects pop to no named node.
        guard
            !resolved.format2.fromTargets.isEmpty
                || resolved.alternatives.contains(where: { $0.kind == .pop && $0.target.node != nil })
        else { return [] }
        // A flow with an unknown name may have lost the push that leads there.
        let unsure = Set(resolved.unknownTargets.map(\.flow))
        var diagnostics: [Diagnostic] = []
        var edges: [PushEdge] = []
        for f in resolved.flows.ids
        where resolved.flows[f].start != nil && !resolved.flows[f].isIncomplete && !unsure.contains(f)
            && resolved.format2.startAlternatives[f]?.contains(.unknown) != true
        {
            var queries: [Query] = []
            for n in resolved.flows[f].nodes where resolved.reachable[n] {
                // The one-node list is made only for an alternative that pops.
                for a in resolved.alternatives(of: n) {
                    guard let (target, isFrom) = Self.pops(to: a, resolved) else { continue }
                    queries.append(Query(target: target, poppingFrom: [n], alternative: a, holder: n, isFrom: isFrom))
                }
            }
            for h in resolved.flows[f].sharedHandlers {
                let alternatives = resolved.alternatives(of: h)
                guard alternatives.contains(where: { Self.pops(to: $0, resolved) != nil }) else { continue }
                let inheritors = context.inheritance.reachableInheritors(of: h, in: f, resolved)
                guard !inheritors.isEmpty else { continue }
                for a in alternatives { Self.add(a, poppingFrom: inheritors, holder: nil, to: &queries, resolved) }
            }
            guard !queries.isEmpty else { continue }
            edges.removeAll(keepingCapacity: true)
            PushEdges.collect(f, context, dismissing: .fromPresenters, into: &edges)
            var above = Above(edges, flow: f, resolved)
            for query in queries where !above.holds(query) {
                diagnostics.append(report(query, in: f, context))
            }
        }
        return diagnostics
    }

    /// One pop to a named node, from the nodes that may be on top when it runs.
    struct Query {
        var target: NodeID
        var poppingFrom: [NodeID]
        var alternative: AlternativeID
        var holder: NodeID?
        /// A `from:` option, rather than a `pop` transition.
        var isFrom: Bool
    }

    /// The node `a` pops back to by name, as a `pop` or a `from:`.
    private static func pops(to a: AlternativeID, _ resolved: ResolvedProject) -> (NodeID, isFrom: Bool)? {
        if resolved.alternatives[a].kind == .pop, let target = resolved.alternatives[a].target.node {
            return (target, false)
        }
        if resolved.alternatives[a].hasFrom, let target = resolved.format2.fromTargets[a]?.node {
            return (target, true)
        }
        return nil
    }

    private static func add(
        _ a: AlternativeID, poppingFrom: [NodeID], holder: NodeID?, to queries: inout [Query],
        _ resolved: ResolvedProject
    ) {
        guard let (target, isFrom) = pops(to: a, resolved) else { return }
        queries.append(
            Query(target: target, poppingFrom: poppingFrom, alternative: a, holder: holder, isFrom: isFrom))
    }

    /// Which nodes of a flow a chain of pushes leads to. Each question
    /// walks from the pop's target and stops at the first node it pops from,
    /// which is near in nearly every flow. A flow with a huge push graph and
    /// many pops that fail could make that quadratic: past a budget of
    /// steps, the rest of its questions count as answered yes (no warning).
    struct Above {
        let base: Int
        /// Each node's successors, by position in the flow: those of node
        /// `v` are `successors[firstSuccessor[v]..<firstSuccessor[v + 1]]`,
        /// in edge order. Flat, so a flow costs a few arrays, not one a node.
        let firstSuccessor: [Int32]
        let successors: [(to: Int32, alternative: AlternativeID)]
        /// The generation in which each node was seen, or marked as one the
        /// query pops from.
        var seen: [Int32]
        var wanted: [Int32]
        var work: [Int32] = []
        var generation: Int32 = 0
        var budget: Int

        init(_ edges: [PushEdge], flow: FlowID, _ resolved: ResolvedProject) {
            let nodes = resolved.flows[flow].nodes
            let base = nodes.startIndex
            self.base = base
            var firstSuccessor = [Int32](repeating: 0, count: nodes.count + 1)
            for edge in edges { firstSuccessor[edge.from.index - base + 1] += 1 }
            for v in 0..<nodes.count { firstSuccessor[v + 1] += firstSuccessor[v] }
            var next = firstSuccessor
            var successors = [(to: Int32, alternative: AlternativeID)](
                repeating: (0, AlternativeID(rawValue: 0)), count: edges.count)
            for edge in edges {
                let from = edge.from.index - base
                successors[Int(next[from])] = (Int32(truncatingIfNeeded: edge.to.index - base), edge.alternative)
                next[from] += 1
            }
            self.firstSuccessor = firstSuccessor
            self.successors = successors
            seen = [Int32](repeating: 0, count: nodes.count)
            wanted = [Int32](repeating: 0, count: nodes.count)
            budget = 1 << 20 + 64 * (nodes.count + edges.count)
        }

        /// Whether some node the query pops from can have its target below
        /// it (or, for `from:`, be it). The query's own push is left out of
        /// the chains: `push X, from: Y` puts X above Y only once Y is below.
        mutating func holds(_ query: Query) -> Bool {
            if query.isFrom, query.poppingFrom.contains(query.target) { return true }
            generation += 1
            for n in query.poppingFrom { wanted[n.index - base] = generation }
            work.removeAll(keepingCapacity: true)
            work.append(Int32(truncatingIfNeeded: query.target.index - base))
            while let v = work.popLast() {
                for s in Int(firstSuccessor[Int(v)])..<Int(firstSuccessor[Int(v) + 1]) {
                    let (w, alternative) = successors[s]
                    guard alternative != query.alternative else { continue }
                    budget -= 1
                    if budget < 0 { return true }
                    guard seen[Int(w)] != generation else { continue }
                    if wanted[Int(w)] == generation { return true }
                    seen[Int(w)] = generation
                    work.append(w)
                }
            }
            return false
        }
    }

    private func report(_ query: Query, in f: FlowID, _ context: ValidationContext) -> Diagnostic {
        let resolved = context.resolved
        let flow = resolved.model(f)
        let (handler, alternative) = resolved.written(query.alternative, holder: query.holder, in: f)
        let transition = alternative.transition
        let target = resolved.model(query.target, in: f).name
        let location =
            query.isFrom ? (flow.from(transition)?.location ?? transition.location) : transition.targetLocation
        let what = query.isFrom ? "'from: \(target)' of '\(handler.outcome)'" : "'pop \(target)'"
        let note = Note("'\(target)' is defined here", at: resolved.model(query.target, in: f).location)
        guard let holder = query.holder else {
            return diagnostic(
                "the flow's own \(what) can never find '\(target)' below a screen that inherits it: no chain of pushes in flow '\(flow.name)' leads from '\(target)' to any of them; map '\(handler.outcome)' where it applies, or use 'replace \(target)'",
                at: location, notes: [note])
        }
        let popper = resolved.model(holder, in: f).name
        if holder == query.target {
            return diagnostic(
                "\(what) on '\(popper)' itself does nothing: '\(target)' is already on top and no chain of pushes puts it below itself; remove it or pop to another node",
                at: location, notes: [note])
        }
        return diagnostic(
            "\(what) can never find '\(target)' below '\(popper)': no chain of pushes in flow '\(flow.name)' leads from '\(target)' to '\(popper)', so it fails at run time; push '\(popper)' from '\(target)', or use 'replace \(target)'",
            at: location, notes: [note])
    }
}

extension PopTargetRule {
    public static let description = RuleDescription(
        id: .popTarget, severity: .warning,
        summary: "`pop X` (or `from: X`) where X can never be below the screen that pops",
        rationale: """
            `pop X` pops the stack back to X, and `from: X` does so before its push: when X is not in the
            stack, the step fails at run time and nothing changes. If no chain of pushes of the flow leads
            from X to the screen that pops, X is never below it: usually the pop names the wrong node, or
            X is reached by `modal` or `replace`, which start a new stack.
            """,
        details: """
            The chains follow `push` transitions of reachable nodes of the flow: a flow node's handlers
            count (the child's screens go, and the next push lands where the flow node was), a screen's
            inherited pushes count, a `push` with `from: Y` counts from Y, and a `dismissing` push counts
            from every node of the flow that presents a layer (where it lands cannot be told exactly).
            `modal` and `replace` start a new stack and end a chain. Points at the `pop`'s target or the
            `from:` value, with a note where the node is defined. `pop X` on X itself does nothing and is
            reported too; `from: X` on X is fine. A flow-wide `pop X` is reported once, at the flow-level
            transition, when none of the reachable screens inheriting it can have X below. A flow with an
            unknown name, or a transition that did not decode, is left out.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: Shop
                start: List
                screens:
                  List:
                    on:
                      open: push Item
                      help: modal Help
                  Item:
                    on:
                      done: pop List
                  Help:
                    on:
                      done: pop List   # Help is a modal layer's first screen: List is not below it
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: Shop
                start: List
                screens:
                  List:
                    on:
                      open: push Item
                      help: modal Help
                  Item:
                    on:
                      done: pop List
                  Help:
                    on:
                      done: dismiss
                """)
        ])
}
