import Dispatch
import Synchronization

/// Maps in parallel across the machine's cores, results in input order.
enum ParallelMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let box = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            box.set(i, transform(items[i]))
        }
        return box.values.map { $0! }
    }

    /// Slots written by worker threads; the mutex makes each write safe.
    private final class ResultBox<R: Sendable>: Sendable {
        private let slots: Mutex<[R?]>
        init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }
        func set(_ i: Int, _ value: sending R) {
            slots.withLock { $0[i] = value }
        }
        var values: [R?] { slots.withLock { $0 } }
    }
}
