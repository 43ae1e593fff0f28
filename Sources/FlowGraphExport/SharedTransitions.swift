import FlowModel

/// The transitions that most screens of one flow write out alike: the same
/// outcome with the same alternatives (kind, target, options, `when`), as a
/// converted Jetpack graph repeats each global action on every screen.
/// They are drawn once, from the flow's anchor node, rather than once per
/// screen: 40 such actions on 90 screens are at most 40 edges a flow, not
/// 3,600 edges.
///
/// "Most" is at least `minimumScreens` screens and more than half of the
/// flow's screens. Flow nodes do not count: their `on` answers their child
/// flow, not the user.
struct SharedTransitions {
    static let minimumScreens = 3

    /// One shared handler, drawn as the first screen that writes it wrote it.
    struct Entry {
        /// The first screen that writes it: its position in the flow's nodes.
        var node: Int
        /// Its position in that screen's handlers.
        var handler: Int
        /// How many screens write it.
        var screens: Int
        /// Whether any screen that writes it is reachable.
        var isReachable: Bool
    }

    /// In source order of their first screens.
    let entries: [Entry]
    /// How many screens the flow draws.
    let screenCount: Int
    /// Per drawn node, where its handlers start in `isSharedHandler`.
    private let firstHandler: [Int]
    private let isSharedHandler: [Bool]

    /// Whether every screen writes every shared transition (the anchor then
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
        for (nodeIndex, node) in flow.nodes.enumerated() {
            firstHandler.append(signatures.count)
            guard isScreen(nodeIndex) else {
                signatures += [String?](repeating: nil, count: node.handlers.count)
                continue
            }
            screenCount += 1
            let reachable = isReachable(nodeIndex)
            for (handlerIndex, handler) in node.handlers.enumerated() {
                let signature = Self.signature(of: handler)
                signatures.append(signature)
                guard let signature, lastScreen[signature] != nodeIndex else { continue }
                lastScreen[signature] = nodeIndex
                var entry =
                    found[signature] ?? Entry(node: nodeIndex, handler: handlerIndex, screens: 0, isReachable: false)
                entry.screens += 1
                entry.isReachable = entry.isReachable || reachable
                found[signature] = entry
            }
        }
        let shared = found.filter { Self.isShared(screens: $0.value.screens, of: screenCount) }
        self.screenCount = screenCount
        self.firstHandler = firstHandler
        isSharedHandler = shared.isEmpty ? [] : signatures.map { $0.map { shared[$0] != nil } ?? false }
        entries = shared.values.sorted { ($0.node, $0.handler) < ($1.node, $1.handler) }
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
    private static func signature(of handler: Handler) -> String? {
        guard !handler.alternatives.isEmpty else { return nil }
        return handler.alternatives.map { alternative in
            EdgeLabels.label(outcome: handler.outcome, alternative: alternative) + "\u{1F}"
                + (alternative.transition.target ?? "")
        }.joined(separator: "\u{1E}")
    }
}
