import FlowIndex
import FlowModel

/// A state as the state search tells states apart: by what it shows, not
/// by the ids a walk handed out. Two walks that reach the same screens,
/// layers, coordinators and values give states whose ids may differ (a
/// child flow started and ended leaves its ids used); their keys are
/// equal. The interpreter reads ids only to find things, so such states
/// step alike. Stacks are read by the digest their nodes keep, so a key
/// costs in proportion to the layers and coordinators, not the screens.
struct SearchKey: Hashable, KeyWords {
    private(set) var words: [Int32] = []

    mutating func add(_ word: Int32) { words.append(word) }
}

/// Where a state's key goes, word by word: kept whole (`SearchKey`), or
/// folded into a hash as it is made (`StateDigest`), which copies nothing.
protocol KeyWords {
    mutating func add(_ word: Int32)
}

/// Texts (values, names without a node) as numbers, for one search.
struct TextNumbers {
    private var numbers: [String: Int32] = [:]

    mutating func number(_ text: String) -> Int32 {
        if let known = numbers[text] { return known }
        let next = Int32(numbers.count)
        numbers[text] = next
        return next
    }
}

extension RuntimeState {
    /// The key of this state, whole.
    func searchKey(_ texts: inout TextNumbers) -> SearchKey {
        var key = SearchKey()
        addKey(to: &key, texts: &texts)
        return key
    }

    /// The key of this state folded into 128 bits, nothing copied.
    func digest(_ texts: inout TextNumbers) -> StateDigest {
        var digest = StateDigest()
        addKey(to: &digest, texts: &texts)
        return digest
    }

    /// The words of this state's key: coordinators and layers by position,
    /// screens by node. Apps run a handful of coordinators and layers, so
    /// positions are found by scanning.
    func addKey<Words: KeyWords>(to key: inout Words, texts: inout TextNumbers) {
        let coordinators = self.coordinators, layers = self.layers
        func coordinator(_ id: CoordinatorID?) -> Int32 {
            guard let id, let position = coordinators.firstIndex(where: { $0.id == id }) else { return -1 }
            return Int32(position)
        }
        func values(_ values: [String: String]) {
            key.add(Int32(values.count))
            guard !values.isEmpty else { return }
            for (name, value) in values.sorted(by: { $0.key < $1.key }) {
                key.add(texts.number(name))
                key.add(texts.number(value))
            }
        }
        // A stack by the digest its nodes keep: which coordinator shows
        // each screen is left out, as the coordinators' own words (flow,
        // parent, home layer) tell all but a flow running twice in one
        // stack apart.
        func stack(_ stack: ScreenStack) {
            key.add(Int32(stack.count))
            let digest = stack.digest
            key.add(Int32(truncatingIfNeeded: digest))
            key.add(Int32(truncatingIfNeeded: digest >> 32))
        }
        key.add(finishedOutcome.map { texts.number($0) } ?? -1)
        key.add(Int32(coordinators.count))
        for each in coordinators {
            key.add(Int32(each.flowID.index))
            key.add(coordinator(each.parent))
            key.add(layers.firstIndex { $0.id == each.homeLayer }.map(Int32.init) ?? -1)
            key.add(each.startedByNode.map { Int32($0.index) } ?? -1)
            values(each.values)
        }
        key.add(Int32(layers.count))
        for layer in layers {
            key.add(layer.style.map { Int32(ModalStyle.allCases.firstIndex(of: $0) ?? 0) } ?? -1)
            key.add(layer.hasNavigation ? 1 : 0)
            key.add(coordinator(layer.presentedBy))
            stack(layer.stack)
            if let bar = layer.tabBar {
                key.add(Int32(bar.selected))
                key.add(bar.node.id.map { Int32($0.index) } ?? -1)
                for tab in bar.tabs {
                    key.add(coordinator(tab.coordinator))
                    stack(tab.stack)
                }
            } else {
                key.add(-1)
            }
        }
    }
}

/// A state's key folded into 128 bits as it is made: what exploration
/// keeps of each visited state. Two lanes mixed apart make a collision
/// (two states taken for one) negligible at any bound a search reaches.
struct StateDigest: Hashable, KeyWords {
    private var low: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var high: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    mutating func add(_ word: Int32) {
        let x = UInt64(UInt32(bitPattern: word))
        low = (low ^ x) &* 0xFF51_AFD7_ED55_8CCD
        low ^= low >> 32
        high = (high &+ x) &* 0xC4CE_B9FE_1A85_EC53
        high = (high << 29) | (high >> 35)
    }
}

extension RuntimeState {
    /// The words of what a step from this state depends on, nearly: the
    /// current screen's node, the chain of flow nodes that started its
    /// coordinator and those above it, and the kind of layer it is shown
    /// in. States alike in these take the same transitions, all but a
    /// `pop` to a screen deeper in the stack; a search for a walk to each
    /// transition visits one of them, where a search of every state would
    /// visit every history that leads there.
    func addSituation<Words: KeyWords>(to key: inout Words) {
        key.add(finishedOutcome == nil ? 0 : 1)
        guard let position = topShownLayerPosition, let top = layers[position].stack.last else { return }
        let layer = layers[position]
        key.add(top.label.id.map { Int32($0.index) } ?? -1)
        key.add(position == 0 ? 0 : 1)
        key.add(layer.style.map { Int32(ModalStyle.allCases.firstIndex(of: $0) ?? 0) } ?? -1)
        key.add(layer.hasNavigation ? 1 : 0)
        key.add(layer.tabBar == nil ? 0 : 1)
        key.add(Int32(min(layer.stack.count, 2)))
        var chain: CoordinatorID? = top.coordinator
        while let id = chain, let at = coordinatorPosition(id) {
            key.add(Int32(coordinators[at].flowID.index))
            key.add(coordinators[at].startedByNode.map { Int32($0.index) } ?? -1)
            chain = coordinators[at].parent
        }
    }
}
