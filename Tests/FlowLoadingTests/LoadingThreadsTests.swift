@testable import FlowLoading
import Testing

/// How many threads the loader starts: one for a small project, one per
/// core for a large one, and what `--jobs` asks for within the cores.
@Suite struct LoadingThreadsTests {
    func files(totalBytes: Int) -> FlowFiles {
        FlowFiles(found: [], totalBytes: totalBytes)
    }

    @Test func aSmallProjectStaysOnOneThread() {
        #expect(LoadingThreads.count(for: files(totalBytes: 0)) == 1)
        #expect(LoadingThreads.count(for: files(totalBytes: LoadingThreads.parallelInputBytes - 1)) == 1)
    }

    @Test func aLargeProjectTakesEveryCore() {
        #expect(LoadingThreads.count(for: files(totalBytes: LoadingThreads.parallelInputBytes)) == LoadingThreads.cores)
    }

    @Test(arguments: [1, 2, 3, 64])
    func aRequestedCountIsKeptWithinTheCores(requested: Int) {
        let expected = min(requested, LoadingThreads.cores)
        #expect(LoadingThreads.count(for: files(totalBytes: 0), requested: requested) == expected)
        #expect(LoadingThreads.count(for: files(totalBytes: 100 << 20), requested: requested) == expected)
    }
}
