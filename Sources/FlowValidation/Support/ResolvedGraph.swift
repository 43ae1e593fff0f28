import FlowModel

/// The project with every name the rules look up resolved to an integer,
/// once: each transition's target node, each flow node's child flow, each
/// `finish`'s outcome and each flow node handler's outcome in its child.
///
/// Why: the rules used to look the same names up again and again (a String
/// hash per lookup) and walk the model's nested arrays of structs (a retain
/// and release per copied field). Here one walk over the model does every
/// lookup, and the rules and graph passes then read flat arrays of small
/// integers. The model is read again only to word a diagnostic.
///
/// Nodes, handlers and alternatives are numbered project-wide in model order
/// (flow by flow, node by node, ...), each record holding the range of its
/// children, so a rule walks them with plain nested ranges.
struct ResolvedGraph: Sendable {
    /// Sentinels of `Alternative.target` and `Handler.outcome`.
    /// A name that was written but resolves to nothing.
    static let unknown: Int32 = -1
    /// Nothing to resolve: no target written, or a kind that takes none.
    static let none: Int32 = -2
    /// `Handler.outcome` of a flow node's `back` handler for a child that
    /// does not declare `back`: allowed, every child can end with `back`.
    static let systemBack: Int32 = -3
    /// `Node.child` of a screen.
    static let screen: Int32 = -2

    struct Flow: Sendable {
        /// The flow's nodes in `nodes`: its node `i` is `firstNode + i`.
        var firstNode: Int32
        var endNode: Int32
        /// The project-wide index of the `start` node, or `unknown`.
        var start: Int32
        /// Its declared outcomes in `outcomes`, in declaration order.
        var firstOutcome: Int32
        var endOutcome: Int32
        /// Every alternative of every node of the flow in `alternatives`.
        var firstAlternative: Int32
        var endAlternative: Int32
        /// Some node is incomplete, or a node was left out by the decoder
        /// (`Flow.gaps`): the graph warnings leave the flow alone.
        var isIncomplete: Bool

        var nodeRange: Range<Int> { Int(firstNode)..<Int(endNode) }
        var outcomeRange: Range<Int> { Int(firstOutcome)..<Int(endOutcome) }
        var outcomeCount: Int { Int(endOutcome - firstOutcome) }
        var alternativeRange: Range<Int> { Int(firstAlternative)..<Int(endAlternative) }
    }

    /// A node's handlers and alternatives run up to the next node's first
    /// (see `handlerRange(ofNode:)`): not storing the ends keeps a record at
    /// 16 bytes, one per node of the project.
    struct Node: Sendable {
        var firstHandler: Int32
        /// Every alternative of every handler of the node, in `alternatives`:
        /// what a walk along the edges reads, without going through handlers.
        var firstAlternative: Int32
        /// For a flow node, the index of its child flow or `unknown`;
        /// `screen` for a screen.
        var child: Int32
        /// Some handler has no alternative (all failed to decode), or the
        /// node did not decode whole (`Node.isPartial`).
        var isIncomplete: Bool
        /// Some transition is not `stay`.
        var leaves: Bool

        var isFlowNode: Bool { child != ResolvedGraph.screen }
    }

    /// A handler's alternatives run up to the next handler's first (see
    /// `alternativeRange(ofHandler:)`): 12 bytes a handler.
    struct Handler: Sendable {
        var firstAlternative: Int32
        /// For a flow node whose child is known: the outcome's id in the
        /// child (see `outcomes`), `unknown`, or `systemBack`. Else `none`.
        var outcome: Int32
        /// The position in the handler of the first alternative that always
        /// matches (no `when`, or an empty one); -1 when none does or the
        /// handler has a single alternative (nothing to shadow).
        var firstAlways: Int32
    }

    struct Alternative: Sendable {
        /// `push`, `modal`, `replace`: the project-wide index of the target
        /// node. `finish`: the outcome's id in its flow. Either may be
        /// `unknown`; `none` when there is no target.
        var target: Int32
        var kind: TransitionKind
        /// `kind.targetsNode`, asked once: FlowModel's accessor is not
        /// inlinable, and the passes ask it of every alternative.
        var targetsNode: Bool
    }

    var flows: [Flow] = []
    var nodes: [Node] = []
    var handlers: [Handler] = []
    var alternatives: [Alternative] = []
    /// For each declared outcome (flow by flow, in declaration order) its
    /// id: the position in its flow of the first declaration of that name,
    /// so a name declared twice has one id.
    var outcomes: [Int32] = []
    /// Every `push`, `modal` or `replace` whose target is `unknown`, in
    /// project order: `unknown-target` words these without walking the
    /// flows that hold them (most projects have none; a broken one can
    /// have one in every flow).
    var unknownTargets: [(alternative: Int32, node: Int32)] = []

    /// The handlers of node `n` (project-wide numbering) in `handlers`.
    @inline(__always) func handlerRange(ofNode n: Int) -> Range<Int> {
        Int(nodes[n].firstHandler)..<(n + 1 < nodes.count ? Int(nodes[n + 1].firstHandler) : handlers.count)
    }

    /// Every alternative of node `n`'s handlers in `alternatives`.
    @inline(__always) func alternativeRange(ofNode n: Int) -> Range<Int> {
        Int(nodes[n].firstAlternative)..<(n + 1 < nodes.count ? Int(nodes[n + 1].firstAlternative) : alternatives.count)
    }

    /// The alternatives of handler `h` in `alternatives`.
    @inline(__always) func alternativeRange(ofHandler h: Int) -> Range<Int> {
        Int(handlers[h].firstAlternative)..<(h + 1 < handlers.count ? Int(handlers[h + 1].firstAlternative) : alternatives.count)
    }

    init(_ project: Project) {
        let projectFlows = project.flows
        flows.reserveCapacity(projectFlows.count)
        // Nodes and handlers are counted first so that their arrays are
        // allocated once at their exact size: grown by doubling, they held
        // up to twice the memory at the peak. Alternatives are estimated
        // instead: counting them read every handler of the model a second
        // time, which cost more (3 ms at 100k) than a rare regrowth. A
        // quarter more than the handlers covers the lists of a typical
        // project (the bench's have 1.12 alternatives per handler).
        var nodeCount = 0, handlerCount = 0
        for flow in projectFlows {
            nodeCount += flow.nodes.count
            for node in flow.nodes { handlerCount += node.handlers.count }
        }
        nodes.reserveCapacity(nodeCount)
        handlers.reserveCapacity(handlerCount)
        alternatives.reserveCapacity(handlerCount + handlerCount / 4)
        // Outcome lookups per flow, built once: a child flow is asked once
        // for every handler of every flow node that starts it.
        let outcomeTables = projectFlows.indices.map { OutcomeTable(projectFlows[$0].outcomes) }
        for f in projectFlows.indices {
            // Fields are read one by one: copying a whole Flow or Node
            // retains every string and array in it.
            let modelNodes = projectFlows[f].nodes
            let nodeIndex = projectFlows[f].nodeIndex
            let firstNode = Int32(nodes.count)
            let firstOutcome = Int32(outcomes.count)
            let flowFirstAlternative = Int32(alternatives.count)
            let table = outcomeTables[f]
            for outcome in projectFlows[f].outcomes { outcomes.append(Int32(table.id(of: outcome.name))) }
            // A node left out by the decoder may have been the way to others.
            var flowIsIncomplete = projectFlows[f].gaps.contains(.screens)
            for n in modelNodes.indices {
                let modelHandlers = modelNodes[n].handlers
                var child = Self.screen
                if let childName = modelNodes[n].childFlow?.name {
                    child = project.flowIndex[childName].map(Int32.init) ?? Self.unknown
                }
                let firstHandler = Int32(handlers.count)
                let nodeFirstAlternative = Int32(alternatives.count)
                var nodeIsIncomplete = modelNodes[n].isPartial
                var leaves = false
                for h in modelHandlers.indices {
                    let modelAlternatives = modelHandlers[h].alternatives
                    var outcome = Self.none
                    if child >= 0 {
                        let name = modelHandlers[h].outcome
                        let id = outcomeTables[Int(child)].id(of: name)
                        outcome = id >= 0 ? Int32(id) : name == "back" ? Self.systemBack : Self.unknown
                    }
                    let count = modelAlternatives.count
                    var firstAlways: Int32 = -1
                    nodeIsIncomplete = nodeIsIncomplete || count == 0
                    let firstAlternative = Int32(alternatives.count)
                    // One pass with `forEach`: indexing the list, or its
                    // iterator, copied each alternative out of it again.
                    modelAlternatives.forEach { alternative in
                        if count > 1, firstAlways < 0, alternative.when?.isEmpty ?? true {
                            firstAlways = Int32(alternatives.count) - firstAlternative
                        }
                        let kind = alternative.transition.kind
                        let targetsNode = kind.targetsNode
                        var target = Self.none
                        if targetsNode || kind == .finish, let name = alternative.transition.target {
                            if targetsNode {
                                target = nodeIndex[name].map { firstNode + Int32($0) } ?? Self.unknown
                                if target == Self.unknown {
                                    unknownTargets.append((Int32(alternatives.count), Int32(nodes.count)))
                                }
                            } else {
                                target = Int32(table.id(of: name))
                            }
                        }
                        leaves = leaves || kind != .stay
                        alternatives.append(Alternative(target: target, kind: kind, targetsNode: targetsNode))
                    }
                    handlers.append(Handler(firstAlternative: firstAlternative, outcome: outcome, firstAlways: firstAlways))
                }
                flowIsIncomplete = flowIsIncomplete || nodeIsIncomplete
                nodes.append(Node(firstHandler: firstHandler, firstAlternative: nodeFirstAlternative, child: child,
                                  isIncomplete: nodeIsIncomplete, leaves: leaves))
            }
            let start = nodeIndex[projectFlows[f].start.name].map { firstNode + Int32($0) } ?? Self.unknown
            flows.append(Flow(firstNode: firstNode, endNode: Int32(nodes.count), start: start,
                              firstOutcome: firstOutcome, endOutcome: Int32(outcomes.count),
                              firstAlternative: flowFirstAlternative, endAlternative: Int32(alternatives.count),
                              isIncomplete: flowIsIncomplete))
        }
    }

    /// The flow that holds alternative `alternative` of node `node`, the
    /// node's and handler's positions, and the alternative's position in its
    /// handler: where in the model to find it to word a diagnostic.
    func modelPath(ofAlternative alternative: Int, node: Int, flow: Int) -> (node: Int, handler: Int, alternative: Int) {
        for h in handlerRange(ofNode: node) where alternativeRange(ofHandler: h).contains(alternative) {
            return (node - Int(flows[flow].firstNode), h - Int(nodes[node].firstHandler),
                    alternative - Int(handlers[h].firstAlternative))
        }
        preconditionFailure("alternative \(alternative) is not one of node \(node)'s")
    }
}
