import Dispatch
import Synchronization

/// Maps in parallel across the machine's cores, results in input order.
public enum ParallelMap {
    /// `transform` of every item, computed by up to `workers` threads that
    /// each take the next item not yet taken.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], workers: Int, _ transform: @Sendable (T) -> R) -> [R]
    {
        let workers = min(workers, items.count)
        if workers < 2 { return items.map(transform) }
        let box = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let i = box.claim() { box.set(i, transform(items[i])) }
        }
        return box.values.map { $0! }
    }

    /// Slots written by worker threads; the mutex makes each write safe.
    private final class ResultBox<R: Sendable>: Sendable {
        private let slots: Mutex<[R?]>
        private let next = Atomic<Int>(0)
        private let count: Int

        init(count: Int) {
            self.count = count
            slots = Mutex(Array(repeating: nil, count: count))
        }

        /// The next item no worker has taken, or nil when all are taken.
        func claim() -> Int? {
            let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
            return i < count ? i : nil
        }

        func set(_ i: Int, _ value: sending R) {
            slots.withLock { $0[i] = value }
        }

        var values: [R?] { slots.withLock { $0 } }
    }
}
