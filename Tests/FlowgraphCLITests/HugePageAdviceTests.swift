#if os(Linux)
import CMalloc
import Foundation
import TestSupport
import Testing

/// The C helpers behind `AllocatorTuning.preferHugePages`: after them, the
/// calling thread's heap, and the heap of the next thread that starts, hold
/// a region the kernel may back with huge pages (`hg` in `/proc/self/smaps`).
@Suite(.serialized) struct HugePageAdviceTests {
    /// The address ranges of this process's mappings advised for huge pages.
    static func advisedRanges() throws -> [Range<UInt>] {
        // Read to the end: /proc files report no size, and reading one as a
        // string stops after the first chunk.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var ranges: [Range<UInt>] = []
        var current: Range<UInt>?
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if let first = fields.first, first.contains("-"), !first.hasSuffix(":") {
                let bounds = first.split(separator: "-").compactMap { UInt($0, radix: 16) }
                current = bounds.count == 2 ? bounds[0]..<bounds[1] : nil
            } else if line.hasPrefix("VmFlags:"), fields.contains("hg"), let range = current {
                ranges.append(range)
            }
        }
        return ranges
    }

    static func advisedBytes() throws -> Int {
        try advisedRanges().reduce(0) { $0 + Int($1.count) }
    }

    static var hugePagesAvailable: Bool {
        let mode =
            (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)) ?? "[never]"
        return !mode.contains("[never]")
    }

    /// As `validate` does first: freed blocks stay in the heap, and a block
    /// of these sizes comes from the heap rather than its own mapping.
    static func tuneAllocator() {
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
    }

    @Test func theThreadsHeapIsAdvisedForHugePages() throws {
        // A kernel without transparent huge pages refuses the advice; there
        // is nothing to check there beyond not crashing.
        guard Self.hugePagesAvailable else {
            _ = flowgraph_prefer_huge_pages(8 << 20)
            return
        }
        Self.tuneAllocator()
        let before = try Self.advisedBytes()
        #expect(flowgraph_prefer_huge_pages(16 << 20) == 1)
        // Whole 2 MiB units inside a 16 MiB block: at least 14 MiB.
        #expect(try Self.advisedBytes() - before >= 14 << 20)
        // Too small to hold a whole unit: nothing to advise.
        #expect(flowgraph_prefer_huge_pages(4096) == 0)
    }

    @Test func theNextThreadToStartAllocatesFromAnAdvisedHeap() throws {
        guard Self.hugePagesAvailable else {
            _ = flowgraph_prefer_huge_pages_in_new_arenas(2, 8 << 20)
            return
        }
        Self.tuneAllocator()
        // Another thread of the test process that exits in between leaves
        // its own arena for the next thread: a few tries tell that apart
        // from advice that never reaches the next thread.
        var reached = false
        for _ in 0..<3 where !reached {
            let before = try Self.advisedBytes()
            #expect(flowgraph_prefer_huge_pages_in_new_arenas(2, 16 << 20) == 2)
            #expect(try Self.advisedBytes() - before >= 2 * (14 << 20))
            let block = try Self.blockOfNewThread(bytes: 8 << 20)
            reached = try Self.advisedRanges().contains { $0.overlaps(block) }
        }
        #expect(reached)
    }

    /// Where a block of `bytes` that a new thread allocates (and frees) lies.
    static func blockOfNewThread(bytes: Int) throws -> Range<UInt> {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var address: UInt = 0
        let thread = Thread {
            let block = malloc(bytes)
            address = UInt(bitPattern: block)
            free(block)
            done.signal()
        }
        thread.start()
        done.wait()
        try #require(address != 0)
        return address..<address + UInt(bytes)
    }
}
#endif
