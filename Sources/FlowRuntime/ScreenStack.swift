/// A navigation stack as a persistent list: each screen links to the one
/// below it. A push or a pop makes one node or none and shares every screen
/// below the top, so the states kept for `undo` share their stacks: a
/// history of N pushes holds N nodes, where arrays copied at every step
/// would hold N²/2 screens.
///
/// Operations at the top are O(1); those that reach into the stack
/// (`insert(_:at:)`, `removeAll(where:)`, reading it bottom to top) are
/// O(depth) and keep the untouched bottom part shared.
struct ScreenStack: Sendable, Hashable {
    final class Node: Sendable {
        let screen: ScreenRef
        let below: Node?
        /// Screens from the bottom up to this one.
        let count: Int
        /// What the screens from the bottom up to this one show (nodes and
        /// values), folded into a word as the stack grows, so that a
        /// search tells stacks apart without walking them.
        let digest: UInt64

        init(_ screen: ScreenRef, below: Node?) {
            self.screen = screen
            self.below = below
            count = (below?.count ?? 0) + 1
            digest = Self.fold(below?.digest ?? 0x243F_6A88_85A3_08D3, screen)
        }

        private static func fold(_ below: UInt64, _ screen: ScreenRef) -> UInt64 {
            var word: UInt64
            if let id = screen.label.id {
                word = UInt64(UInt32(bitPattern: id.rawValue))
            } else {
                var hasher = Hasher()
                hasher.combine(screen.label.flow)
                hasher.combine(screen.label.name)
                word = UInt64(UInt(bitPattern: hasher.finalize())) | 1 << 63
            }
            if !screen.values.isEmpty {
                var hasher = Hasher()
                hasher.combine(screen.values)
                word ^= UInt64(UInt(bitPattern: hasher.finalize())) << 1
            }
            let mixed = (below ^ word) &* 0x9E37_79B9_7F4A_7C15
            return mixed ^ (mixed >> 31)
        }
    }

    /// The top node; tests look at which nodes two stacks share.
    private(set) var top: Node?

    init() {}

    /// `screens` bottom to top.
    init(_ screens: [ScreenRef]) {
        for screen in screens { append(screen) }
    }

    var count: Int { top?.count ?? 0 }
    var isEmpty: Bool { top == nil }
    /// What the stack shows, as one word (`Node.digest`).
    var digest: UInt64 { top?.digest ?? 0 }
    /// The screen on top.
    var last: ScreenRef? { top?.screen }
    /// The screen just below the top.
    var belowLast: ScreenRef? { top?.below?.screen }

    mutating func append(_ screen: ScreenRef) {
        top = Node(screen, below: top)
    }

    @discardableResult
    mutating func removeLast() -> ScreenRef {
        guard let node = top else { preconditionFailure("removeLast on an empty stack") }
        top = node.below
        return node.screen
    }

    /// Bottom to top.
    var array: [ScreenRef] {
        var screens: [ScreenRef] = []
        screens.reserveCapacity(count)
        forEachFromTop { screens.append($0) }
        return screens.reversed()
    }

    /// Calls `body` with each screen, top first: no array is made.
    func forEachFromTop(_ body: (ScreenRef) -> Void) {
        var node = top
        while let current = node {
            body(current.screen)
            node = current.below
        }
    }

    func contains(where matches: (ScreenRef) -> Bool) -> Bool {
        var node = top
        while let current = node {
            if matches(current.screen) { return true }
            node = current.below
        }
        return false
    }

    /// The position (from the bottom, 0-based) of the lowest screen that matches.
    func firstIndex(where matches: (ScreenRef) -> Bool) -> Int? {
        var found: Int?
        var node = top
        while let current = node {
            if matches(current.screen) { found = current.count - 1 }
            node = current.below
        }
        return found
    }

    /// The position (from the bottom, 0-based) of the topmost screen that matches.
    func lastIndex(where matches: (ScreenRef) -> Bool) -> Int? {
        var node = top
        while let current = node {
            if matches(current.screen) { return current.count - 1 }
            node = current.below
        }
        return nil
    }

    /// Pops down to the bottom `count` screens, calling `removed` with each
    /// screen taken off, top first. The screens kept are shared as they were.
    mutating func truncate(to count: Int, removed: (ScreenRef) -> Void) {
        while let node = top, node.count > count {
            removed(node.screen)
            top = node.below
        }
    }

    mutating func removeAll(where matches: (ScreenRef) -> Bool) {
        guard let lowest = firstIndex(where: matches) else { return }
        rebuild(from: lowest) { screens in screens.removeAll(where: matches) }
    }

    /// Puts `screen` at `index` (from the bottom), clamped to the stack.
    mutating func insert(_ screen: ScreenRef, at index: Int) {
        let index = max(0, min(index, count))
        rebuild(from: index) { screens in screens.insert(screen, at: 0) }
    }

    /// Rewrites the screens from position `start` up with `change`, keeping
    /// the nodes below `start` (shared with other states) as they are.
    private mutating func rebuild(from start: Int, _ change: (inout [ScreenRef]) -> Void) {
        var upper: [ScreenRef] = []
        var node = top
        while let current = node, current.count > start {
            upper.append(current.screen)
            node = current.below
        }
        upper.reverse()
        change(&upper)
        top = node
        for screen in upper { append(screen) }
    }

    static func == (lhs: ScreenStack, rhs: ScreenStack) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var a = lhs.top, b = rhs.top
        while let x = a, let y = b {
            if x === y { return true }  // the rest is shared
            if x.screen != y.screen { return false }
            a = x.below
            b = y.below
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        forEachFromTop { hasher.combine($0) }
    }
}
