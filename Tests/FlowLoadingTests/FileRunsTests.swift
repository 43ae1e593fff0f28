@testable import FlowLoading
import Testing

/// How `ProjectLoader` groups files into runs: consecutive, in order, every
/// file once, and no run past its size unless one file alone is.
@Suite struct FileRunsTests {
    @Test(
        arguments: [
            // (sizes, maxBytes, expected runs as (start, end))
            ([Int](), 10, [(Int, Int)]()),
            ([4, 4, 4], 10, [(0, 2), (2, 3)]),
            ([5, 5, 5, 5], 10, [(0, 2), (2, 4)]),
            ([11, 1, 1], 10, [(0, 1), (1, 3)]),
            ([1, 11, 1], 10, [(0, 1), (1, 2), (2, 3)]),
            ([0, 0, 10, 0], 10, [(0, 4)]),
            ([3], 10, [(0, 1)]),
        ] as [([Int], Int, [(Int, Int)])])
    func runsAreConsecutiveAndEndBeforeTheFileThatWouldOverflow(sizes: [Int], maxBytes: Int, expected: [(Int, Int)]) {
        let runs = FileRuns.plan(sizes: sizes, maxBytes: maxBytes)
        #expect(runs == expected.map { $0.0..<$0.1 })
    }

    @Test(arguments: [1, 7, 100, 4096])
    func everyFileIsInExactlyOneRunInOrder(maxBytes: Int) {
        // Sizes from 0 to 300 in a fixed scattered order, so a failure repeats.
        let sizes = (0..<500).map { $0 * 7_919 % 301 }
        let runs = FileRuns.plan(sizes: sizes, maxBytes: maxBytes)
        #expect(runs.flatMap { Array($0) } == Array(sizes.indices))
        #expect(runs.allSatisfy { !$0.isEmpty })
        for run in runs where run.count > 1 {
            #expect(run.reduce(0) { $0 + sizes[$1] } <= maxBytes)
        }
    }
}
