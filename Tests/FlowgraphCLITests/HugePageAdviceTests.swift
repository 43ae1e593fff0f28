#if os(Linux)
import CMalloc
import Foundation
import TestSupport
import Testing

/// The C helper behind `AllocatorTuning.prepareReaderThread`: after it, the
/// calling thread's heap holds a region the kernel may back with huge pages
/// (`hg` in `/proc/self/smaps`).
@Suite struct HugePageAdviceTests {
    /// Bytes of this process's mappings advised for huge pages.
    static func advisedBytes() throws -> Int {
        // Read to the end: /proc files report no size, and reading one as a
        // string stops after the first chunk.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var total = 0, size = 0
        for line in text.split(separator: "\n") {
            if line.hasPrefix("Size:") {
                size = Int(line.split(separator: " ")[1]) ?? 0
            } else if line.hasPrefix("VmFlags:"), line.split(separator: " ").contains("hg") {
                total += size << 10
            }
        }
        return total
    }

    @Test func theThreadsHeapIsAdvisedForHugePages() throws {
        let mode = (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)) ?? "[never]"
        // A kernel without transparent huge pages refuses the advice; there
        // is nothing to check there beyond not crashing.
        guard !mode.contains("[never]") else {
            _ = flowgraph_prefer_huge_pages(8 << 20)
            return
        }
        // As `validate` does first: freed blocks stay in the heap, and a
        // block this size comes from the heap rather than its own mapping.
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        let before = try Self.advisedBytes()
        #expect(flowgraph_prefer_huge_pages(16 << 20) == 1)
        // Whole 2 MiB units inside a 16 MiB block: at least 14 MiB.
        #expect(try Self.advisedBytes() - before >= 14 << 20)
        // Too small to hold a whole unit: nothing to advise.
        #expect(flowgraph_prefer_huge_pages(4096) == 0)
    }
}
#endif
