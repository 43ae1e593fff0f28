import FlowDiagnostics
import FlowIndex
import FlowModel

/// `start-cycle`: starting a flow starts flows forever without showing a
/// screen. A flow's start that is a flow node starts its child at once, at
/// the child's starts or at the node it chooses; a tabs node starts every
/// tab flow. The nodes shown first (starts that start flows) and what each
/// starts at once form a graph; every strongly connected set of it with a
/// cycle is one error.
public struct StartCycleRule: Rule {
    static let noteLimit = 10

    public init() {}

    /// The start graph: its vertices are nodes that start flows and are
    /// shown first by some flow.
    struct StartGraph {
        var vertices: [NodeID] = []
        var number: [NodeID: Int] = [:]
        var successors: [[Int]] = []
        /// Whether each vertex is one of its own flow's starts (rather than
        /// only a start some flow node chose).
        var isOwnStart: [Bool] = []
    }

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let resolved = context.resolved
        var graph = StartGraph()
        var work: [Int] = []
        func vertex(_ n: NodeID, ownStart: Bool) -> Int? {
            switch resolved.nodes[n].kind {
            case .flowNode, .tabs: break
            case .screen, .unknownFlow: return nil
            }
            if let known = graph.number[n] {
                if ownStart { graph.isOwnStart[known] = true }
                return known
            }
            graph.number[n] = graph.vertices.count
            graph.vertices.append(n)
            graph.successors.append([])
            graph.isOwnStart.append(ownStart)
            work.append(graph.vertices.count - 1)
            return graph.vertices.count - 1
        }
        for f in resolved.flows.ids {
            if let alternatives = resolved.format2.startAlternatives[f] {
                for case .node(let n) in alternatives { _ = vertex(n, ownStart: true) }
            } else if let n = resolved.flows[f].start {
                _ = vertex(n, ownStart: true)
            }
        }
        // Most projects start every flow with a screen.
        guard !work.isEmpty else { return [] }
        while let v = work.popLast() {
            let n = graph.vertices[v]
            for started in Self.shownFirst(by: n, resolved) {
                if let w = vertex(started, ownStart: false) { graph.successors[v].append(w) }
            }
        }
        let components = StronglyConnectedComponents(
            successors: graph.successors, roots: Array(graph.vertices.indices))
        var diagnostics: [Diagnostic] = []
        for set in 0..<components.componentCount {
            let members = Array(components.members(of: set))
            guard members.count > 1 || graph.successors[members[0]].contains(members[0]) else { continue }
            diagnostics.append(report(Self.cycle(in: members, graph, components), graph, resolved))
        }
        return diagnostics
    }

    /// The nodes `n` shows first when it is shown: for a flow node, the
    /// node its child starts at (its chosen one, or each of the child's
    /// starts); for a tabs node, every tab flow's starts. A tab naming its
    /// own flow is a `schema` error already.
    static func shownFirst(by n: NodeID, _ resolved: ResolvedProject) -> [NodeID] {
        switch resolved.nodes[n].kind {
        case .flowNode(let child):
            if let chosen = resolved.format2.childStarts[n] { return chosen.node.map { [$0] } ?? [] }
            return resolved.starts(of: child)
        case .tabs:
            let own = resolved.flow(of: n)
            return resolved.startedFlows(by: n).filter { $0 != own }.flatMap { resolved.starts(of: $0) }
        case .screen, .unknownFlow:
            return []
        }
    }

    /// A shortest cycle through the set's vertex of the earliest-defined
    /// flow, in order.
    static func cycle(in members: [Int], _ graph: StartGraph, _ components: StronglyConnectedComponents) -> [Int] {
        let origin = members.min { graph.vertices[$0] < graph.vertices[$1] }!
        let set = components.component[origin]
        var cameFrom: [Int: Int] = [:]
        var queue = [origin]
        var next = 0
        while next < queue.count {
            let v = queue[next]
            next += 1
            for w in graph.successors[v] where components.component[w] == set {
                if w == origin {
                    var path = [v]
                    while let previous = cameFrom[path.last!] { path.append(previous) }
                    return path.reversed()
                }
                guard cameFrom[w] == nil, w != origin else { continue }
                cameFrom[w] = v
                queue.append(w)
            }
        }
        return [origin]
    }

    /// One diagnostic per cycle, at the start of its earliest-defined flow.
    private func report(_ cycle: [Int], _ graph: StartGraph, _ resolved: ResolvedProject) -> Diagnostic {
        let nodes = cycle.map { graph.vertices[$0] }
        let flows = nodes.map { resolved.flow(of: $0) }
        let names = flows.map { resolved.model($0).name }
        let notes = cycle.indices.prefix(Self.noteLimit).map { i -> Note in
            let node = resolved.model(nodes[i], in: flows[i])
            let next = nodes[(i + 1) % nodes.count]
            let nextFlow = names[(i + 1) % names.count]
            let how = graph.isOwnStart[cycle[i]] ? "'\(names[i])' starts with" : "'\(names[i])' is started at"
            if let tabs = node.tabs {
                let tab = tabs.first { $0.name == nextFlow } ?? tabs[0]
                return Note("\(how) tabs node '\(node.name)', which starts '\(nextFlow)' as a tab", at: tab.location)
            }
            if let chosen = node.childStart {
                let at = resolved.model(next).name
                return Note(
                    "\(how) flow node '\(node.name)', which starts '\(nextFlow)' at '\(at)'", at: chosen.location)
            }
            return Note("\(how) flow node '\(node.name)', which starts '\(nextFlow)'", at: node.childFlow!.location)
        }
        let message: MessageText =
            nodes.count == 1 && resolved.nodes[nodes[0]].kind.child == flows[0]
            ? "flow '\(names[0])' starts with a flow node that starts '\(names[0])' again, so no screen could ever be shown; make its 'start' a screen"
            : "starting flow '\(names[0])' starts the cycle \(Wording.chain(names)), so no screen could ever be shown; make the 'start' of one of them a screen"
        return diagnostic(message, at: startLocation(of: cycle, graph, resolved), notes: notes)
    }

    /// Where the cycle's first node is written as a start: its flow's
    /// `start` (the alternative naming it, for a list), or else the chosen
    /// `start` of the flow node before it.
    private func startLocation(of cycle: [Int], _ graph: StartGraph, _ resolved: ResolvedProject) -> SourceLocation {
        let first = graph.vertices[cycle[0]]
        let flow = resolved.model(resolved.flow(of: first))
        let name = resolved.model(first).name
        if graph.isOwnStart[cycle[0]] {
            return flow.startAlternatives.first { $0.node.name == name }?.node.location ?? flow.start.location
        }
        let before = resolved.model(graph.vertices[cycle[cycle.count - 1]])
        return before.childStart?.location ?? flow.start.location
    }
}

extension StartCycleRule {
    public static let description = RuleDescription(
        id: .startCycle, severity: .error,
        summary: "starting a flow starts itself again, so it could never show a screen",
        rationale: """
            A flow whose `start` is a flow node starts that child at once. When the chain of starts leads
            back to the first flow, the app would start coordinators forever without showing anything.
            """,
        details: """
            One error per cycle, at the `start` of the cycle's earliest-defined flow, with a note at each
            flow node of the cycle. Flows that merely lead into a cycle are not reported again.

            What a start shows first is followed through every way format 2 starts flows: each
            alternative of a `start` list (the context that picks it would loop forever), a flow node's
            own `start` (the child starts there, not at its `start`), and a tabs node, which starts every
            tab flow. So a graph of the nodes shown first is searched, and each strongly connected set
            with a cycle is one error, naming a shortest cycle through its earliest-defined flow. When
            that node is only a start a flow node chose, the error points at that flow node's `start`.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: App
                entry: true
                start: ToShop
                screens:
                  ToShop:
                    flow: Shop
                ---
                flow: Shop
                start: ToApp   # starts App, which starts Shop again
                screens:
                  ToApp:
                    flow: App
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: App
                entry: true
                start: ToShop
                screens:
                  ToShop:
                    flow: Shop
                ---
                flow: Shop
                start: Catalogue   # a screen first: App starts again only when asked
                screens:
                  Catalogue:
                    on:
                      home: push ToApp
                  ToApp:
                    flow: App
                """)
        ])
}
