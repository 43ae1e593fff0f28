#if canImport(Glibc)
internal import CMalloc
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells glibc's allocator that this is a short batch job.
///
/// By default malloc gives freed memory back to the kernel as soon as 128 KB
/// of it sits at the top of a heap, and grows a heap 128 KB at a time. A run
/// of `validate` allocates and frees a parse tree per file on every core, so
/// the heaps would shrink and grow again thousands of times, each a trip
/// into the kernel, and pages handed back only to be faulted in anew.
/// Keeping freed memory and growing in 16 MB steps (address space, not
/// memory: untouched pages cost nothing) avoids that. Large blocks stay in
/// the heap too, so a freed table is reused rather than unmapped and mapped
/// again. Used by the batch commands only: a REPL session may run for
/// hours, and should give memory back.
enum AllocatorTuning {
    static func preferSpeedOverReturningMemory() {
        #if canImport(Glibc)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        _ = mallopt(M_TOP_PAD, 16 << 20)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        #endif
    }

    /// Projects smaller than this are read on small pages: their model fits
    /// in a few megabytes, and a huge page is 2 MiB to clear at first touch.
    static let hugePageInputBytes = 4 << 20

    /// Run before loading a project of `inputBytes` on `threads` threads, after
    /// `preferSpeedOverReturningMemory()`. A large project's model is
    /// written into fresh memory, a few bytes for every byte of input, and
    /// the kernel clears and maps each 4 KiB page of it at its first touch:
    /// most of the time the kernel spends in `validate`. Asking for huge
    /// pages on the heaps the model will fill leaves a tenth of the faults.
    /// The heaps are this thread's, which reads files too, and those of
    /// fresh arenas that the loader's worker threads take when they start.
    /// The advice covers address space only (memory is still taken as it
    /// is touched), so it is sized generously: each thread's share of a
    /// model of four bytes an input byte, and room for its parse trees.
    /// Sized as a flat 30 MiB a thread, a single thread (`--jobs 1`, one
    /// core) built the rest of a large model on small pages.
    ///
    /// `GLIBC_TUNABLES=glibc.malloc.hugetlb=0` in the environment turns it
    /// off, as it does glibc's own use of huge pages: on a host whose memory
    /// is fragmented, the kernel may stall to assemble a huge page.
    static func preferHugePages(forInputBytes inputBytes: Int, threads: Int) {
        #if canImport(Glibc)
        guard inputBytes >= hugePageInputBytes, hugePagesAllowed else { return }
        let bytes = min(inputBytes * 4 / max(threads, 1) + (8 << 20), 60 << 20)
        _ = flowgraph_prefer_huge_pages(bytes)
        // One arena for each thread the loader starts besides this one.
        _ = flowgraph_prefer_huge_pages_in_new_arenas(Int32(clamping: threads - 1), bytes)
        #endif
    }

    /// Whether the environment leaves huge pages allowed (read once).
    static let hugePagesAllowed: Bool = {
        guard let tunables = getenv("GLIBC_TUNABLES").map({ String(cString: $0) }) else { return true }
        return !tunables.split(separator: ":").contains("glibc.malloc.hugetlb=0")
    }()
}
