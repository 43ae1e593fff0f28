import FlowModel

/// The transitions that most screens of one flow write out alike: the same
/// outcome with the same alternatives (kind, target, options, `when`), as a
/// converted Jetpack graph repeats each global action on every screen.
/// They are drawn once, from the flow's anchor node, rather than once per
/// screen: 40 such actions on 90 screens are at most 40 edges a flow, not
/// 3,600 edges.
///
/// "Most" is at least `minimumScreens` screens and more than half of the
/// flow's screens. Flow nodes and tabs nodes do not count: their `on`
/// answers their child flows, not the user.
///
/// The flow's own `on` (format 2), which every screen inherits, is drawn
/// from the same node, first; a screen that writes the same transition
/// again draws nothing of its own for it.
struct SharedTransitions {
    static let minimumScreens = 3

    /// One shared handler, drawn as it is written where it is first written.
    struct Entry {
        enum Source: Equatable {
            /// The flow's own `on`: its position in `Flow.flowHandlers`.
            case flow(handler: Int)
            /// The first screen that writes it: its position in the flow's
            /// nodes, and the handler's position in that screen's handlers.
            case screen(node: Int, handler: Int)
        }

        var source: Source
        /// How many screens write it (or inherit it: every one).
        var screens: Int
        /// Whether any screen that writes (or inherits) it is reachable.
        var isReachable: Bool
    }

    /// The flow's own first, then the others in source order of their
    /// first screens.
    let entries: [Entry]
    /// How many screens the flow draws.
    let screenCount: Int
    /// Per drawn node, where its handlers start in `isSharedHandler`.
    private let firstHandler: [Int]
    private let isSharedHandler: [Bool]

    /// Whether every screen has every shared transition (the anchor then
    /// says "every screen", else "most screens").
    var isEveryScreen: Bool { entries.allSatisfy { $0.screens == screenCount } }

    /// `isScreen(i)`: node `i` is drawn and is a screen; `isReachable(i)`:
    /// node `i` is reachable.
    init(of flow: Flow, isScreen: (Int) -> Bool, isReachable: (Int) -> Bool) {
        var signatures: [String?] = []
        var firstHandler: [Int] = []
        var found: [String: Entry] = [:]
        var lastScreen: [String: Int] = [:]
        var screenCount = 0
        var anyScreenReachable = false
        for (nodeIndex, node) in flow.nodes.enumerated() {
            firstHandler.append(signatures.count)
            guard isScreen(nodeIndex) else {
                signatures += [String?](repeating: nil, count: node.handlers.count)
                continue
            }
            screenCount += 1
            let reachable = isReachable(nodeIndex)
            anyScreenReachable = anyScreenReachable || reachable
            for (handlerIndex, handler) in node.handlers.enumerated() {
                let signature = Self.signature(of: handler, in: flow)
                signatures.append(signature)
                guard let signature, lastScreen[signature] != nodeIndex else { continue }
                lastScreen[signature] = nodeIndex
                var entry =
                    found[signature]
                    ?? Entry(source: .screen(node: nodeIndex, handler: handlerIndex), screens: 0, isReachable: false)
                entry.screens += 1
                entry.isReachable = entry.isReachable || reachable
                found[signature] = entry
            }
        }
        var shared = found.filter { Self.isShared(screens: $0.value.screens, of: screenCount) }
        var inherited: [Entry] = []
        for (handlerIndex, handler) in flow.flowHandlers.enumerated() {
            guard let signature = Self.signature(of: handler, in: flow), shared[signature]?.source.isFlow != true
            else { continue }
            let entry = Entry(
                source: .flow(handler: handlerIndex), screens: screenCount, isReachable: anyScreenReachable)
            shared[signature] = entry
            inherited.append(entry)
        }
        self.screenCount = screenCount
        self.firstHandler = firstHandler
        isSharedHandler = shared.isEmpty ? [] : signatures.map { $0.map { shared[$0] != nil } ?? false }
        let written = shared.values.compactMap { entry -> (entry: Entry, node: Int, handler: Int)? in
            guard case .screen(let node, let handler) = entry.source else { return nil }
            return (entry, node, handler)
        }
        entries = inherited + written.sorted { ($0.node, $0.handler) < ($1.node, $1.handler) }.map(\.entry)
    }

    static func isShared(screens: Int, of screenCount: Int) -> Bool {
        screens >= minimumScreens && screens * 2 > screenCount
    }

    /// Whether handler `handler` of node `node` is drawn from the anchor.
    func isShared(node: Int, handler: Int) -> Bool {
        !isSharedHandler.isEmpty && isSharedHandler[firstHandler[node] + handler]
    }

    /// The handler as text that differs when anything drawn differs: each
    /// alternative's label (outcome, `when`, kind and options) and target.
    /// nil for a handler with no alternatives, which draws nothing.
    private static func signature(of handler: Handler, in flow: Flow) -> String? {
        guard !handler.alternatives.isEmpty else { return nil }
        return handler.alternatives.map { alternative in
            EdgeLabels.label(
                outcome: handler.outcome, alternative: alternative, from: flow.from(alternative.transition)?.name)
                + "\u{1F}" + (alternative.transition.target ?? "")
        }.joined(separator: "\u{1E}")
    }
}

extension SharedTransitions.Entry.Source {
    var isFlow: Bool {
        if case .flow = self { return true }
        return false
    }
}
