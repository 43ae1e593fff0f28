import FlowParallel
import Synchronization
import Testing

/// The parallel map behind the loader and the rules: every item once, results in
/// input order whatever the number of workers.
@Suite struct ParallelMapTests {
    @Test(arguments: [1, 2, 3, 8, 64])
    func resultsAreInInputOrderForAnyNumberOfWorkers(workers: Int) {
        let items = Array(0..<1_000)
        let calls = Atomic<Int>(0)
        let results = ParallelMap.map(items, workers: workers) { item in
            calls.add(1, ordering: .relaxed)
            return item * 3
        }
        #expect(results == items.map { $0 * 3 })
        #expect(calls.load(ordering: .relaxed) == items.count)
    }
}
