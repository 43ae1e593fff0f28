@testable import FlowLoading
import Synchronization
import Testing

/// The parallel map behind `ProjectLoader`: every item once, results in
/// input order whatever the number of workers, and each worker prepared
/// once before its first item.
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

    @Test(arguments: [1, 2, 4])
    func eachWorkerIsPreparedOnceAndBeforeItsFirstItem(workers: Int) {
        let prepared = Atomic<Int>(0)
        let results = ParallelMap.map(Array(0..<200), workers: workers, prepareWorker: {
            prepared.add(1, ordering: .relaxed)
        }) { item in
            // An item is only ever handed to a worker that has been prepared.
            prepared.load(ordering: .relaxed) > 0 ? item : -1
        }
        #expect(results == Array(0..<200))
        #expect((1...workers).contains(prepared.load(ordering: .relaxed)))
    }

    @Test func noItemsPrepareNoWorker() {
        let prepared = Atomic<Int>(0)
        let results = ParallelMap.map([Int](), workers: 4, prepareWorker: { prepared.add(1, ordering: .relaxed) }) { $0 }
        #expect(results.isEmpty)
        #expect(prepared.load(ordering: .relaxed) == 0)
    }
}
