import FlowIndex
import FlowModel

/// A state as the state search tells states apart: by what it shows, not
/// by the ids a walk handed out. Two walks that reach the same screens,
/// layers, coordinators and values give states whose ids may differ (a
/// child flow started and ended leaves its ids used); their keys are
/// equal. The interpreter reads ids only to find things, so such states
/// step alike.
struct SearchKey: Hashable {
    let words: [Int32]
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
    /// The key of this state: coordinators and layers by position.
    func searchKey(_ texts: inout TextNumbers) -> SearchKey {
        var coordinatorAt: [Int: Int32] = [:]
        for (position, coordinator) in coordinators.enumerated() {
            coordinatorAt[coordinator.id.rawValue] = Int32(position)
        }
        var layerAt: [Int: Int32] = [:]
        for (position, layer) in layers.enumerated() { layerAt[layer.id] = Int32(position) }
        var words: [Int32] = []
        words.reserveCapacity(8 + coordinators.count * 5 + layers.count * 8)
        func values(_ values: [String: String]) {
            words.append(Int32(values.count))
            guard !values.isEmpty else { return }
            for (name, value) in values.sorted(by: { $0.key < $1.key }) {
                words.append(texts.number(name))
                words.append(texts.number(value))
            }
        }
        func stack(_ stack: ScreenStack) {
            words.append(Int32(stack.count))
            stack.forEachFromTop { screen in
                words.append(screen.label.id.map { Int32($0.index) } ?? -2 - texts.number(screen.qualifiedName))
                words.append(coordinatorAt[screen.coordinator.rawValue] ?? -1)
                values(screen.values)
            }
        }
        words.append(finishedOutcome.map { texts.number($0) } ?? -1)
        words.append(Int32(coordinators.count))
        for coordinator in coordinators {
            words.append(Int32(coordinator.flowID.index))
            words.append(coordinator.parent.flatMap { coordinatorAt[$0.rawValue] } ?? -1)
            words.append(layerAt[coordinator.homeLayer] ?? -1)
            words.append(coordinator.startedByNode.map { Int32($0.index) } ?? -1)
            values(coordinator.values)
        }
        words.append(Int32(layers.count))
        for layer in layers {
            words.append(layer.style.map { Int32(ModalStyle.allCases.firstIndex(of: $0) ?? 0) } ?? -1)
            words.append(layer.hasNavigation ? 1 : 0)
            words.append(layer.presentedBy.flatMap { coordinatorAt[$0.rawValue] } ?? -1)
            stack(layer.stack)
            if let bar = layer.tabBar {
                words.append(Int32(bar.selected))
                words.append(bar.node.id.map { Int32($0.index) } ?? -1)
                for tab in bar.tabs {
                    words.append(coordinatorAt[tab.coordinator.rawValue] ?? -1)
                    stack(tab.stack)
                }
            } else {
                words.append(-1)
            }
        }
        return SearchKey(words: words)
    }
}
